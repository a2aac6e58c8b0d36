import { describe, expect, it } from 'vitest';
import {
  authErrorText,
  authContextGuardError,
  authDelays,
  authToasts,
  checkoutErrorMessage,
  checkoutErrorToast,
  loginErrorMessage,
  planToasts,
  retryableAuthStatuses,
  signOutTimeoutError,
  signupErrorMessage,
  tooManyAttemptsMessage,
  unexpectedErrorMessage,
  emailNotConfirmedMessage,
  invalidCredentialsMessage,
  alreadyRegisteredMessage,
} from './auth-messages';
import { validatePassword } from '../rules/validation';

const unexpected = 'An unexpected error occurred. Please try again.';

describe('loginErrorMessage', () => {
  it.each(['Email not confirmed', 'Email not verified', { code: 'EMAIL_NOT_VERIFIED', message: 'whatever' }])(
    'P1-AUTH-40 %j → verification reminder',
    (error) => {
      expect(loginErrorMessage(error)).toBe('Please check your email and click the verification link before logging in.');
    },
  );

  it.each([
    'Invalid login credentials',
    'Invalid email or password',
    { code: 'INVALID_EMAIL_OR_PASSWORD' },
    { code: 'USER_NOT_FOUND', message: 'User not found' },
    { code: 'CREDENTIAL_ACCOUNT_NOT_FOUND' },
  ])('P1-AUTH-41 %j → invalid credentials (never revealing whether the account exists)', (error) => {
    expect(loginErrorMessage(error)).toBe('Invalid email or password. Please check your credentials and try again.');
  });

  it('P1-AUTH-42 other errors show the provider’s message', () => {
    expect(loginErrorMessage('Too many requests. Please try again later.')).toBe('Too many requests. Please try again later.');
    expect(loginErrorMessage({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 5 minutes.', status: 429 })).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
  });

  it.each([undefined, null, '', '  ', {}])('P1-AUTH-43 no message %j → generic message', (error) => {
    expect(loginErrorMessage(error)).toBe(unexpected);
  });

  it.each([
    'Auth session missing!',
    'invalid JWT: unable to parse or verify signature',
    'JWT expired',
    'Invalid token',
    'Password should be at least 6 characters',
    'Failed to fetch',
    'Failed to create session',
    "TypeError: Cannot read properties of undefined (reading 'user')",
    'Error: boom\n    at login (auth.ts:1:1)',
    { code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session' },
    { code: 'SESSION_EXPIRED', message: 'Session expired. Re-authenticate to perform this action.' },
    { message: 'Bad gateway', status: 502 },
    { message: 'Service unavailable', status: 503 },
    { message: 'Gateway timeout', status: 504 },
    { message: 'Internal', status: 500 },
  ])('P1-AUTH-46 raw library error %j is never shown', (error) => {
    expect(loginErrorMessage(error)).toBe(unexpected);
  });
});

describe('signupErrorMessage', () => {
  it.each([
    'User already registered',
    'User already exists.',
    'User already exists. Use another email.',
    { code: 'USER_ALREADY_EXISTS' },
    { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
  ])('P1-AUTH-44 %j → account exists', (error) => {
    expect(signupErrorMessage(error)).toBe('An account with this email already exists. Please try logging in instead.');
  });

  it('P1-AUTH-45 other errors show the provider’s message; none gives the generic message', () => {
    expect(signupErrorMessage('Invalid email')).toBe('Invalid email');
    expect(signupErrorMessage(undefined)).toBe(unexpected);
    expect(signupErrorMessage({ message: 'Gateway timeout', status: 504 })).toBe(unexpected);
  });

  it('P1-AUTH-46 library weak-password reasons become the spec’s own messages or the generic one', () => {
    expect(signupErrorMessage({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' })).toBe('Password must be at least 8 characters long');
    expect(signupErrorMessage({ code: 'PASSWORD_TOO_LONG', message: 'Password too long' })).toBe('Password is too long (max 128 characters)');
    expect(signupErrorMessage('Password should contain at least one character of each: abc')).toBe(unexpected);
    expect(signupErrorMessage({ code: 'WEAK_PASSWORD', message: 'weak_password' })).toBe(unexpected);
  });

  it('our own password messages (from the server’s validation) are shown as they are', () => {
    for (const pw of ['', 'a', 'x'.repeat(200), 'password']) {
      for (const message of validatePassword(pw).errors) expect(signupErrorMessage({ code: 'VALIDATION_ERROR', message })).toBe(message);
    }
  });
});

describe('authErrorText (W2-A: no raw library message reaches a user)', () => {
  it.each([
    ['INVALID_ORIGIN', 'Invalid origin'],
    ['INVALID_CALLBACK_URL', 'Invalid callbackURL'],
    ['MISSING_OR_NULL_ORIGIN', 'Missing or null Origin'],
    ['INVALID_TOKEN', 'Invalid token'],
    ['VALIDATION_ERROR', '[body.email] Invalid input: expected string'],
    ['FAILED_TO_CREATE_USER', 'Failed to create user'],
    ['', 'Body must be an object'],
  ])('the library\'s %s becomes the generic message', (code, message) => {
    expect(authErrorText({ code, message })).toBe(unexpectedErrorMessage);
  });

  it('maps library codes to the catalogue', () => {
    expect(authErrorText({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' })).toBe(emailNotConfirmedMessage);
    expect(authErrorText({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })).toBe(invalidCredentialsMessage);
    expect(authErrorText({ code: 'USER_ALREADY_EXISTS', message: 'User already exists.' })).toBe(alreadyRegisteredMessage);
    expect(authErrorText({ code: 'INVALID_EMAIL', message: 'Invalid email' })).toBe('Invalid email format');
    expect(authErrorText({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' })).toBe('Password must be at least 8 characters long');
  });

  it('keeps the texts of our own checks', () => {
    expect(authErrorText({ code: 'INSECURE_PASSWORD', message: 'Password must contain at least one number' })).toBe('Password must contain at least one number');
    expect(authErrorText({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again in 15 minutes.' })).toContain('15 minutes');
    expect(authErrorText({ code: 'VALIDATION_ERROR', message: 'First name must be text', ours: true })).toBe('First name must be text');
    expect(authErrorText({ code: 'INVALID_EMAIL', message: 'Email address is too short', ours: true })).toBe('Email address is too short');
  });
});

describe('tooManyAttemptsMessage', () => {
  it('rounds up to seconds under a minute, otherwise to minutes', () => {
    expect(tooManyAttemptsMessage(0)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyAttemptsMessage(30_500)).toBe('Too many attempts. Please try again in 31 seconds.');
    expect(tooManyAttemptsMessage(60_000)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});

describe('checkout errors', () => {
  it('P1-PLAN-19 PROVIDER_NOT_CONFIGURED', () => {
    expect(checkoutErrorMessage('PROVIDER_NOT_CONFIGURED')).toBe('Payment system not configured. Please contact support.');
  });

  it('P1-PLAN-20 MODE_MISMATCH', () => {
    expect(checkoutErrorMessage('MODE_MISMATCH')).toBe('Configuration error. Please contact support.');
  });

  it.each(['HTTP_500', 'NETWORK_ERROR', '', null, undefined])('P1-PLAN-21 %j → "Failed to create checkout session"', (code) => {
    expect(checkoutErrorMessage(code)).toBe('Failed to create checkout session');
  });

  it('checkoutErrorToast wraps the message in a destructive toast', () => {
    expect(checkoutErrorToast('MODE_MISMATCH')).toEqual({
      title: 'Error',
      description: 'Configuration error. Please contact support.',
      variant: 'destructive',
    });
  });
});

describe('toast texts', () => {
  it('P1-AUTH-23/25/29/37/38/39 and P1-FRAME-04 auth toasts', () => {
    expect(authToasts.alreadyLoggedIn.title).toBe('Already logged in');
    expect(authToasts.loginSuccessful.title).toBe('Login successful');
    expect(authToasts.emailConfirmed.title).toBe('Email confirmed');
    expect(authToasts.emailVerifiedSuccessfully.title).toBe('Email verified successfully!');
    expect(authToasts.emailVerifiedPleaseLogIn.title).toBe('Email verified');
    expect(authToasts.emailVerifiedPleaseLogIn.description).toMatch(/log in/);
    expect(authToasts.verificationIssue).toMatchObject({
      title: 'Verification issue',
      description: 'There was an issue with email verification. Please try logging in.',
    });
    expect(authToasts.mustBeLoggedIn.title).toBe('You must be logged in to access this page');
  });

  it('P1-PLAN-14/15/22/23/25 and P1-SUB-08 plan toasts', () => {
    expect(planToasts.pleaseSignInToSubscribe.title).toBe('Please sign in to subscribe');
    expect(planToasts.pleaseSignInToManage.title).toBe('Please sign in to manage subscription');
    expect(planToasts.portalFailed.description).toBe('Failed to open customer portal');
    expect(planToasts.subscriptionFetchFailed.description).toBe('Failed to fetch subscription status');
    expect(planToasts.accountCreatedPaymentPending).toEqual({
      title: 'Account created, payment pending',
      description: 'Your account is ready. Please visit the pricing page to complete your subscription.',
    });
    expect(planToasts.checkoutFailed).toEqual({ title: 'Error', description: 'Failed to create checkout session', variant: 'destructive' });
    expect(planToasts.subscriptionFailed).toEqual({ title: 'Error', description: 'Failed to process subscription', variant: 'destructive' });
  });

  it('P1-AUTH-32/33/34 plan completion toasts', () => {
    expect(planToasts.authenticationRequired).toMatchObject({
      title: 'Authentication required',
      description: "Please make sure you're logged in to continue.",
    });
    expect(planToasts.setupFailed).toMatchObject({
      title: 'Setup failed',
      description: 'There was an issue setting up your subscription. Please try again or contact support.',
    });
    expect(planToasts.subscriptionSkipped).toEqual({
      title: 'Subscription skipped',
      description: 'You can upgrade to a paid plan anytime from your dashboard.',
    });
  });

  it('P1-AUTH-49/57 internal error texts', () => {
    expect(signOutTimeoutError).toBe('Sign out timeout');
    expect(authContextGuardError).toBe('useAuthContext must be used within an AuthProvider');
  });
});

describe('§9 delays and statuses', () => {
  it('P1-AUTH-17/24/26/36/49, P1-PLAN-24, welcome popup: the spec’s delays', () => {
    expect(authDelays).toEqual({
      welcomePopupMs: 500,
      loginRedirectMs: 500,
      signOutThenSignInMs: 500,
      verificationWaitMs: 1000,
      freePlanSwitchToLoginMs: 1500,
      redirectToPricingMs: 2000,
      signOutTimeoutMs: 5000,
    });
  });

  it('P1-AUTH-63 retryable auth statuses are 502, 503, 504', () => {
    expect(retryableAuthStatuses).toEqual([502, 503, 504]);
  });
});
