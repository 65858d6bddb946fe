/**
 * Where sign-in sends the shopper back to (`?returnTo=`): a path of this shop under the router
 * base, never another site (an open redirect) and never an account page that would only ask
 * again.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/';
  if (/^\/account\/(sign-in|create|verify|forgot-password)(\/|\?|$)/.test(value)) return '/';
  return value;
}
