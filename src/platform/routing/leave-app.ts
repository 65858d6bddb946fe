/**
 * Leaving the app for a page of another service (a payment provider's 3-D Secure page): a full
 * navigation, which leaves the app and its memory behind. The one way the app does it, an
 * object's method so a component test (jsdom navigates nowhere) can see where the shopper
 * was sent.
 */
export const leaveApp = {
  to(url: string): void {
    window.location.assign(url);
  },
};
