// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { accountSite, fakeIdentity, fakeToken, refusal } from '../testing/fake-identity';
import { AccountRoutes } from './account-routes';

function open(path: string) {
  const env = createTestEnvironment({ path, site: accountSite });
  render(<AccountRoutes />, { wrapper: env.wrapper });
  return env;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The field's problem, found through its aria-describedby. */
function problemOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(ids[0] ?? '')?.textContent ?? null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('/account/create', () => {
  it('says what is wrong beside each field and asks the provider nothing', async () => {
    const identity = fakeIdentity();
    open('/account/create');
    press('Create account');
    await waitFor(() => expect(problemOf('First name')).toBe('Please fill in this field.'));
    expect(problemOf('Last name')).toBe('Please fill in this field.');
    expect(problemOf('E-mail address')).toBe('Please fill in this field.');
    type('E-mail address', 'jane@');
    type('Password', 'short');
    expect(problemOf('E-mail address')).toBe('Enter an e-mail address like name@example.com.');
    expect(problemOf('Password')).toBe('Use at least 8 characters.');
    expect(identity.calls).toEqual([]);
  });

  it('shows the provider’s answer as an account code and keeps what was typed, but the password', async () => {
    const identity = fakeIdentity({
      SignUp: () =>
        refusal('UsernameExistsException', 'An account with the given email already exists.'),
    });
    open('/account/create');
    type('First name', 'Jane');
    type('Last name', 'Doe');
    type('E-mail address', 'Jane@Example.com');
    type('Password', 'correct horse battery');
    press('Create account');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with this e-mail address already exists. Sign in, or reset your password.',
    );
    const sent = identity.calls.find((call) => call.operation === 'SignUp')!.body;
    expect(sent.Username).toBe('jane@example.com');
    expect(sent.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'given_name', Value: 'Jane' },
        { Name: 'family_name', Value: 'Doe' },
      ]),
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Jane');
    const kept = sessionStorage.getItem('accountForm:create') ?? '';
    expect(kept).toContain('Jane@Example.com');
    expect(kept).not.toContain('correct horse');
  });

  it('shows and hides the password', () => {
    fakeIdentity();
    open('/account/create');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    press('Show password');
    expect(password.getAttribute('type')).toBe('text');
    press('Hide password');
    expect(password.getAttribute('type')).toBe('password');
  });
});

describe('/account/sign-in', () => {
  it('says the credentials are wrong without saying which', async () => {
    const identity = fakeIdentity({
      InitiateAuth: () => refusal('NotAuthorizedException', 'Incorrect username or password.'),
    });
    open('/account/sign-in');
    type('E-mail address', 'jane@example.com');
    type('Password', 'not the password');
    press('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your e-mail address or password is incorrect. Please try again.',
    );
    const auth = identity.calls.find((call) => call.operation === 'InitiateAuth')!.body;
    expect(auth.AuthFlow).toBe('USER_PASSWORD_AUTH');
    expect(identity.shopCalls.some((call) => call.path === '/api/session')).toBe(false);
  });

  it('signs in, opens the account session with the bearer token and goes back', async () => {
    const claims = { sub: 'u1', email: 'jane@example.com', given_name: 'Jane', exp: 4102444800 };
    const access = fakeToken({ ...claims, token_use: 'access', username: 'jane@example.com' });
    const identity = fakeIdentity({
      InitiateAuth: () => ({
        status: 200,
        body: {
          AuthenticationResult: {
            AccessToken: access,
            IdToken: fakeToken({ ...claims, token_use: 'id', aud: 'fixtureclient' }),
            RefreshToken: 'refresh',
            ExpiresIn: 3600,
            TokenType: 'Bearer',
          },
          ChallengeParameters: {},
        },
      }),
    });
    sessionStorage.setItem('shoppingSessionId', 'anonymous-session');
    const env = open('/account/sign-in?returnTo=%2Fcheckout%2Fshipping');
    type('E-mail address', 'jane@example.com');
    type('Password', 'the password');
    press('Sign in');
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/shipping'));
    const session = identity.shopCalls.find((call) => call.path === '/api/session')!;
    expect(session.headers.authorization).toBe(`Bearer ${access}`);
    // the anonymous bag merges into the account's
    expect(session.headers['x-shopping-session-id']).toBe('anonymous-session');
    expect(sessionStorage.getItem('shoppingSessionId')).toMatch(/^session-/);
  });
});

describe('/account/verify', () => {
  it('checks the code’s shape, then maps the provider’s refusal', async () => {
    const identity = fakeIdentity({ ConfirmSignUp: () => refusal('CodeMismatchException') });
    open('/account/verify?email=jane%40example.com');
    expect(screen.getByText(/We sent a 6-digit code to jane@example.com/)).toBeTruthy();
    type('Verification code', '12ab');
    press('Confirm account');
    await waitFor(() =>
      expect(problemOf('Verification code')).toBe(
        'The code is the 6 digits in the e-mail we sent you.',
      ),
    );
    type('Verification code', '123456');
    press('Confirm account');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. Check the e-mail we sent and try again.',
    );
    expect(identity.calls.at(-1)).toMatchObject({
      operation: 'ConfirmSignUp',
      body: { Username: 'jane@example.com', ConfirmationCode: '123456' },
    });
  });

  it('sends a new code and says so', async () => {
    const identity = fakeIdentity();
    open('/account/verify?email=jane%40example.com');
    press('Send a new code');
    expect((await screen.findByRole('status')).textContent).toBe(
      'We have sent you a new code. Check your inbox.',
    );
    expect(identity.operations()).toEqual(['ResendConfirmationCode']);
  });
});

describe('/account/forgot-password', () => {
  it('sends a code, then sets the new password and goes to sign in', async () => {
    const identity = fakeIdentity({
      ForgotPassword: () => ({ status: 200, body: { CodeDeliveryDetails: {} } }),
    });
    const env = open('/account/forgot-password');
    type('E-mail address', 'jane@example.com');
    press('Send code');
    await screen.findByText(/If an account exists for jane@example.com/);
    type('Verification code', '654321');
    type('New password', 'a brand new password');
    press('Save new password');
    await waitFor(() =>
      expect(env.history.at(-1)).toBe('/account/sign-in?email=jane%40example.com&notice=password'),
    );
    expect(identity.calls.at(-1)).toMatchObject({
      operation: 'ConfirmForgotPassword',
      body: {
        Username: 'jane@example.com',
        ConfirmationCode: '654321',
        Password: 'a brand new password',
      },
    });
  });

  it('says an expired code is expired and keeps the form', async () => {
    fakeIdentity({
      ForgotPassword: () => ({ status: 200, body: {} }),
      ConfirmForgotPassword: () => refusal('ExpiredCodeException'),
    });
    open('/account/forgot-password');
    type('E-mail address', 'jane@example.com');
    press('Send code');
    await screen.findByLabelText('Verification code');
    type('Verification code', '654321');
    type('New password', 'a brand new password');
    press('Save new password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This code has expired. Ask for a new code and try again.');
    expect(within(alert.parentElement!).getByLabelText('Verification code')).toBeTruthy();
  });
});

describe('/account', () => {
  it('asks a signed-out shopper to sign in, and to come back', async () => {
    fakeIdentity();
    open('/account');
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/sign-in?returnTo=%2Faccount',
    );
  });
});
