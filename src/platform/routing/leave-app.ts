/**
 * Leaving the app for a page of another service (a payment provider's 3-D Secure, PayPal, bank
 * or Alipay page): a full navigation, which leaves the app and its memory behind. The one way
 * the app does it, an object's methods so a component test (jsdom navigates nowhere) can see
 * where the shopper was sent.
 */
export const leaveApp = {
  /** A GET of `url`. */
  to(url: string): void {
    window.location.assign(url);
  },

  /**
   * A form POST of `data` to `url`, as a provider's redirect action with method POST asks
   * (Adyen's, for a gateway that takes its orders in a posted form: Alipay): an
   * application/x-www-form-urlencoded form with one hidden input per field, submitted as the
   * browser submits a form, so the page it answers replaces the app. The form is built outside
   * the app's React tree, which the navigation leaves behind anyway. The shop's
   * Content-Security-Policy must allow `url`'s origin in form-action.
   */
  post(url: string, data: Readonly<Record<string, string>>): void {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = url;
    form.enctype = 'application/x-www-form-urlencoded';
    form.hidden = true;
    for (const [name, value] of Object.entries(data)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  },

  /**
   * A provider's redirect action (Adyen's shape: docs/payments.md): a GET of its url, or a
   * form POST of its data to it.
   */
  follow(action: {
    url: string;
    method: 'GET' | 'POST';
    data?: Readonly<Record<string, string>>;
  }): void {
    if (action.method === 'POST') leaveApp.post(action.url, action.data ?? {});
    else leaveApp.to(action.url);
  },
};
