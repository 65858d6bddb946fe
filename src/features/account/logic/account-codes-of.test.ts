import { describe, expect, it } from 'vitest';
import { accountCodeOf } from './account-codes-of';

const failure = (code: string, message = '') => ({ code, name: code, message });

describe('accountCodeOf', () => {
  it('tells a wrong password at sign-in from a wrong current password on a change', () => {
    const wrong = failure('NotAuthorizedException', 'Incorrect username or password.');
    expect(accountCodeOf(wrong, 'signIn')).toBe('INVALID_CREDENTIALS');
    expect(accountCodeOf(wrong, 'changePassword')).toBe('INCORRECT_PASSWORD');
  });

  it('maps each Cognito exception to its account code', () => {
    expect(accountCodeOf(failure('UsernameExistsException'), 'signUp')).toBe('USER_EXISTS');
    expect(accountCodeOf(failure('CodeMismatchException'), 'confirmSignUp')).toBe('CODE_INVALID');
    expect(accountCodeOf(failure('ExpiredCodeException'), 'confirmSignUp')).toBe('CODE_EXPIRED');
    expect(accountCodeOf(failure('UserNotConfirmedException'), 'signIn')).toBe('NOT_CONFIRMED');
    expect(accountCodeOf(failure('PasswordResetRequiredException'), 'signIn')).toBe('NEEDS_RESET');
    expect(accountCodeOf(failure('UserLambdaValidationException'), 'signUp')).toBe(
      'SECURITY_ISSUES',
    );
    expect(accountCodeOf(failure('NetworkError', 'Network error'), 'signIn')).toBe('OFFLINE');
    expect(accountCodeOf(failure('SomethingNew'), 'signIn')).toBe('UNABLE_TO_ACTION');
    expect(accountCodeOf(undefined, 'signIn')).toBe('UNABLE_TO_ACTION');
  });

  it('says too many sends for codes and too many attempts otherwise', () => {
    const limit = failure('LimitExceededException', 'Attempt limit exceeded');
    expect(accountCodeOf(limit, 'resendCode')).toBe('CODE_SENDS_EXCEEDED');
    expect(accountCodeOf(limit, 'forgotPassword')).toBe('CODE_SENDS_EXCEEDED');
    expect(accountCodeOf(limit, 'confirmSignUp')).toBe('ATTEMPTS_EXCEEDED');
    expect(accountCodeOf(failure('TooManyRequestsException'), 'signIn')).toBe('ATTEMPTS_EXCEEDED');
    expect(
      accountCodeOf(failure('NotAuthorizedException', 'Password attempts exceeded'), 'signIn'),
    ).toBe('ATTEMPTS_EXCEEDED');
  });

  it('tells a common password from a short one, and a bad e-mail among bad parameters', () => {
    expect(
      accountCodeOf(failure('InvalidPasswordException', 'Password is too common'), 'signUp'),
    ).toBe('WEAK_PASSWORD');
    expect(
      accountCodeOf(failure('InvalidPasswordException', 'Password not long enough'), 'signUp'),
    ).toBe('PASSWORD_COMPLEXITY');
    expect(
      accountCodeOf(
        failure('InvalidParameterException', 'Invalid email address format.'),
        'signUp',
      ),
    ).toBe('INVALID_EMAIL');
  });
});
