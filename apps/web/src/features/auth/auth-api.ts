import type { BillingCycle } from '@thrivewell/core/copy/plans-display';
import { apiFetch } from '../../lib/api-client';

/**
 * The auth library's standard REST endpoints under /api/auth (Better Auth), called through the
 * one api client. Errors arrive as ApiError with the library's code ('INVALID_EMAIL_OR_PASSWORD',
 * 'EMAIL_NOT_VERIFIED', …); the screens turn them into the spec's words with core's
 * auth-messages, never showing the raw text (P1-AUTH-46).
 */

/** The user as the auth endpoints return it, with the sign-up metadata (spec §3). */
export interface AuthUser {
  id: string;
  email: string;
  name?: string;
  emailVerified?: boolean;
  first_name?: string | null;
  last_name?: string | null;
  selected_plan?: string | null;
  billing_cycle?: string | null;
}

/** The plans a new account can be created for; health_pro is coming soon. */
export type SignupPlan = 'free' | 'wellness_plus';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  selectedPlan: SignupPlan;
  /** Only from the plan-parameter screen (P1-AUTH-19). */
  billingCycle?: BillingCycle;
}

/** Where the e-mail verification link returns to: origin + '/dashboard' (P1-AUTH-18), marked verified. */
export function verificationReturnUrl(origin = window.location.origin): string {
  return `${origin}/dashboard?verified=true`;
}

/** Where a password-reset link returns to; the server appends `token=…` (or `error=…`). */
export function passwordResetReturnUrl(origin = window.location.origin): string {
  return `${origin}/login?type=recovery`;
}

export function signInWithEmail(email: string, password: string): Promise<{ user?: AuthUser } | undefined> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
}

/**
 * Creates the account. With e-mail verification required (our server) no session comes back
 * (`token: null`) and a verification e-mail is sent.
 */
export function signUpWithEmail(input: SignUpInput): Promise<{ token?: string | null; user?: AuthUser } | undefined> {
  const body: Record<string, string> = {
    email: input.email,
    password: input.password,
    name: `${input.firstName} ${input.lastName}`.trim(),
    first_name: input.firstName,
    last_name: input.lastName,
    selected_plan: input.selectedPlan,
    callbackURL: verificationReturnUrl(),
  };
  if (input.billingCycle) body.billing_cycle = input.billingCycle;
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', body });
}

/** The full session user (with metadata), or null when signed out. */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  const res = await apiFetch<{ user?: AuthUser } | null | undefined>('/api/auth/get-session');
  return res?.user ?? null;
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: passwordResetReturnUrl() } });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}
