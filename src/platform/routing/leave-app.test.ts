// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveApp } from './leave-app';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The forms the page submitted, as they were when submitted (jsdom navigates nowhere). */
function submittedForms(): HTMLFormElement[] {
  const forms: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    forms.push(this);
  });
  return forms;
}

describe('leaving the app with a form POST', () => {
  it('submits a urlencoded form to the url with one hidden input per field', () => {
    const forms = submittedForms();
    leaveApp.post('/pay/v1/alipay', { paymentId: 'AP123', note: 'a & b = "c"' });
    expect(forms).toHaveLength(1);
    const form = forms[0]!;
    expect(form.isConnected).toBe(true);
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/pay/v1/alipay');
    expect(form.enctype).toBe('application/x-www-form-urlencoded');
    expect(form.hidden).toBe(true);
    const inputs = [...form.elements] as HTMLInputElement[];
    expect(inputs.map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'paymentId', 'AP123'],
      ['hidden', 'note', 'a & b = "c"'],
    ]);
    // what the browser will send: the fields as the form encodes them
    const sent = new URLSearchParams(
      [...new FormData(form)].map(([name, value]) => [name, String(value)]),
    );
    expect(sent.toString()).toBe('paymentId=AP123&note=a+%26+b+%3D+%22c%22');
  });

  it('sends an empty form when the action has no data, to the absolute url given', () => {
    const forms = submittedForms();
    leaveApp.post('https://pay.example/gateway?x=1', {});
    expect(forms[0]!.action).toBe('https://pay.example/gateway?x=1');
    expect(forms[0]!.elements).toHaveLength(0);
  });

  it('follows a provider’s action: a POST as a form of its data, a GET as a navigation', () => {
    const post = vi.spyOn(leaveApp, 'post').mockImplementation(() => undefined);
    const to = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    leaveApp.follow({ url: '/pay/v1/alipay', method: 'POST', data: { paymentId: 'AP1' } });
    expect(post).toHaveBeenCalledWith('/pay/v1/alipay', { paymentId: 'AP1' });
    leaveApp.follow({ url: '/pay/v1/bank/IB1', method: 'GET' });
    expect(to).toHaveBeenCalledWith('/pay/v1/bank/IB1');
    expect([post.mock.calls.length, to.mock.calls.length]).toEqual([1, 1]);
  });

  it('a GET is a navigation to the url', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ assign } as unknown as Location);
    leaveApp.to('/pay/v1/paypal/abc');
    expect(assign).toHaveBeenCalledWith('/pay/v1/paypal/abc');
  });
});
