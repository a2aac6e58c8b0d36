/**
 * What the user is told about accounts and plans (spec part 1 §8 error catalogue, §9 delays;
 * P1-AUTH-23..49, P1-AUTH-63, P1-PLAN-14..25). One place, so the web and the server never
 * word the same thing two ways, and raw auth-library errors never reach the screen
 * (P1-AUTH-46).
 */
import { mustBeLoggedInToast } from './auth-frame';

export const unexpectedErrorMessage = 'An unexpected error occurred. Please try again.';
export const emailNotConfirmedMessage = 'Please check your email and click the verification link before logging in.';
export const invalidCredentialsMessage = 'Invalid email or password. Please check your credentials and try again.';
export const alreadyRegisteredMessage = 'An account with this email already exists. Please try logging in instead.';

/** An error as the auth provider or our API reports it; a plain message is accepted too. */
export interface ProviderError {
  code?: string;
  message?: string;
  status?: number;
}
type ErrorInput = string | ProviderError | null | undefined;

function parts(error: ErrorInput): { code: string; message: string; status?: number } {
  if (!error) return { code: '', message: '' };
  if (typeof error === 'string') return { code: '', message: error.trim() };
  return { code: (error.code ?? '').trim().toUpperCase(), message: (error.message ?? '').trim(), status: error.status };
}

/** Compares messages ignoring case and trailing punctuation ('User already exists.' = 'user already exists'). */
const same = (a: string, b: string) => a.replace(/[.!\s]+$/, '').toLowerCase() === b.toLowerCase();

// The spec's provider texts plus the codes and texts of our auth library (Better Auth).
const notConfirmed = { codes: ['EMAIL_NOT_VERIFIED', 'EMAIL_NOT_CONFIRMED'], messages: ['Email not confirmed', 'Email not verified'] };
const badCredentials = {
  codes: ['INVALID_EMAIL_OR_PASSWORD', 'INVALID_CREDENTIALS', 'INVALID_PASSWORD', 'USER_NOT_FOUND', 'CREDENTIAL_ACCOUNT_NOT_FOUND'],
  messages: ['Invalid login credentials', 'Invalid email or password', 'Invalid password', 'User not found', 'Credential account not found'],
};
const registered = {
  codes: ['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'USER_ALREADY_REGISTERED'],
  messages: ['User already registered', 'User already exists', 'User already exists. Use another email'],
};

function matches(rule: { codes: string[]; messages: string[] }, code: string, message: string): boolean {
  return rule.codes.includes(code) || rule.messages.some((m) => same(message, m));
}

/** Library internals that mean nothing to a user (P1-AUTH-46) and retryable gateway statuses (P1-AUTH-63). */
export const retryableAuthStatuses: readonly number[] = [502, 503, 504];
const hiddenCodes = /^(FAILED_TO_|INVALID_TOKEN|INVALID_JWT|SESSION_EXPIRED|ID_TOKEN|PROVIDER_NOT_FOUND|PASSWORD_TOO_|WEAK_PASSWORD)/;
const hiddenMessages = [
  /auth session missing/i,
  /\bjwt\b/i,
  /invalid (refresh )?token|token (has )?expired/i,
  // Library wording only: our own 'Password must …' / 'Password is too long …' texts are shown.
  /weak.?password|password should|password too (short|long)/i,
  /failed to (fetch|create|get|update)/i,
  /networkerror|load failed|typeerror|referenceerror|syntaxerror|unexpected token/i,
  /\bundefined\b|\bnull\b|\[object /i,
  /\n\s*at /,
];

function isRawLibraryError(code: string, message: string, status?: number): boolean {
  if (status !== undefined && (retryableAuthStatuses.includes(status) || status >= 500)) return true;
  return hiddenCodes.test(code) || hiddenMessages.some((p) => p.test(message));
}

/**
 * The text the server sends with an auth error (W2-A: no raw library message ever reaches a
 * user). Our own checks' texts (password rules, e-mail and profile-field rules, the lock-out) are
 * shown as they are; the library's codes map to the spec's catalogue; anything else — 'Invalid
 * origin', 'Invalid callbackURL', 'Invalid token', zod paths — becomes the generic message.
 * `ours` says the message came from our own hooks (they always name the field).
 */
export function authErrorText(error: { code?: string; message?: string; ours?: boolean }): string {
  const code = (error.code ?? '').toUpperCase();
  const message = (error.message ?? '').trim();
  if (matches(notConfirmed, code, '')) return emailNotConfirmedMessage;
  if (matches(badCredentials, code, '')) return invalidCredentialsMessage;
  if (matches(registered, code, '')) return alreadyRegisteredMessage;
  if (code === 'PASSWORD_TOO_SHORT') return 'Password must be at least 8 characters long';
  if (code === 'PASSWORD_TOO_LONG') return 'Password is too long (max 128 characters)';
  const ownCodes = ['INSECURE_PASSWORD', 'TOO_MANY_ATTEMPTS', 'RATE_LIMITED'];
  if (message && (ownCodes.includes(code) || (error.ours && (code === 'INVALID_EMAIL' || code === 'VALIDATION_ERROR')))) return message;
  if (code === 'INVALID_EMAIL') return 'Invalid email format';
  return unexpectedErrorMessage;
}

/** P1-AUTH-40..43, P1-AUTH-46. */
export function loginErrorMessage(error: ErrorInput): string {
  const { code, message, status } = parts(error);
  if (matches(notConfirmed, code, message)) return emailNotConfirmedMessage;
  if (matches(badCredentials, code, message)) return invalidCredentialsMessage;
  if (!message || isRawLibraryError(code, message, status)) return unexpectedErrorMessage;
  return message;
}

/** P1-AUTH-44, P1-AUTH-45, P1-AUTH-46. */
export function signupErrorMessage(error: ErrorInput): string {
  const { code, message, status } = parts(error);
  if (matches(registered, code, message)) return alreadyRegisteredMessage;
  if (code === 'PASSWORD_TOO_SHORT') return 'Password must be at least 8 characters long';
  if (code === 'PASSWORD_TOO_LONG') return 'Password is too long (max 128 characters)';
  if (!message || isRawLibraryError(code, message, status)) return unexpectedErrorMessage;
  return message;
}

/**
 * Brute-force lock-out (issue 3). The spec has no text for it; this wording is ours. The
 * wait is rounded up to whole minutes, or seconds under a minute.
 */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 60) return `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

// ---------------------------------------------------------------- checkout (P1-PLAN-19..21)

export const checkoutFailedMessage = 'Failed to create checkout session';

export function checkoutErrorMessage(code: string | null | undefined): string {
  if (code === 'PROVIDER_NOT_CONFIGURED') return 'Payment system not configured. Please contact support.';
  if (code === 'MODE_MISMATCH') return 'Configuration error. Please contact support.';
  return checkoutFailedMessage;
}

// ---------------------------------------------------------------- toasts

export interface ToastText {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

/**
 * Every other auth and plan toast of §8 (and §2, §4). Where the spec gives only a title, or
 * only a text without a title, the missing part and the variant are our choice.
 */
export const authToasts = {
  alreadyLoggedIn: { title: 'Already logged in' },
  loginSuccessful: { title: 'Login successful', variant: 'success' },
  emailConfirmed: { title: 'Email confirmed', variant: 'success' },
  emailVerifiedSuccessfully: { title: 'Email verified successfully!', variant: 'success' },
  /** The spec: 'Email verified' "with a request to log in"; the description is ours. */
  emailVerifiedPleaseLogIn: { title: 'Email verified', description: 'Please log in to continue.', variant: 'success' },
  verificationIssue: {
    title: 'Verification issue',
    description: 'There was an issue with email verification. Please try logging in.',
    variant: 'destructive',
  },
  mustBeLoggedIn: mustBeLoggedInToast,
} as const satisfies Record<string, ToastText>;

export const planToasts = {
  pleaseSignInToSubscribe: { title: 'Please sign in to subscribe', variant: 'destructive' },
  pleaseSignInToManage: { title: 'Please sign in to manage subscription', variant: 'destructive' },
  accountCreatedPaymentPending: {
    title: 'Account created, payment pending',
    description: 'Your account is ready. Please visit the pricing page to complete your subscription.',
  },
  checkoutFailed: { title: 'Error', description: checkoutFailedMessage, variant: 'destructive' },
  subscriptionFailed: { title: 'Error', description: 'Failed to process subscription', variant: 'destructive' },
  portalFailed: { title: 'Error', description: 'Failed to open customer portal', variant: 'destructive' },
  subscriptionFetchFailed: { title: 'Error', description: 'Failed to fetch subscription status', variant: 'destructive' },
  authenticationRequired: {
    title: 'Authentication required',
    description: "Please make sure you're logged in to continue.",
    variant: 'destructive',
  },
  setupFailed: {
    title: 'Setup failed',
    description: 'There was an issue setting up your subscription. Please try again or contact support.',
    variant: 'destructive',
  },
  subscriptionSkipped: { title: 'Subscription skipped', description: 'You can upgrade to a paid plan anytime from your dashboard.' },
} as const satisfies Record<string, ToastText>;

/** The toast for a failed checkout, by error code (P1-PLAN-19..21). */
export function checkoutErrorToast(code: string | null | undefined): ToastText {
  return { title: 'Error', description: checkoutErrorMessage(code), variant: 'destructive' };
}

/** Internal errors (never shown): the sign-out race (P1-AUTH-49) and the context guard (P1-AUTH-57). */
export { signOutTimeoutError, authContextGuardError } from './auth-frame';

// ---------------------------------------------------------------- delays (§9)

export { authDelays } from './auth-frame';
