import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authDelays, authToasts, loginErrorMessage, tooManyAttemptsMessage } from '@thrivewell/core/copy/auth-messages';
import { validateEmail } from '@thrivewell/core/rules/validation';
import { ApiError } from '../../lib/api-client';
import { recordAttempt, resetAttempts } from '../../lib/attempt-limits';
import { announceSessionChange, endAllSessions, getSessionState, refreshSession } from '../../lib/session';
import { toast } from '../../lib/toast-store';
import { fetchAuthUser, signInWithEmail, type AuthUser } from './auth-api';
import { needsPlanCompletion, type AuthBilling } from './auth-billing';

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

export interface PlanCompletion {
  plan: string;
  cycle: string | null;
}

interface UseLoginOptions {
  billing?: AuthBilling;
  /** 'pricing' sends the user to /pricing after login (P1-AUTH-03). */
  returnTo: string | null;
  /** Shows 'Complete Your Subscription' for a stored premium / pro plan (P1-AUTH-27). */
  onPlanCompletion: (completion: PlanCompletion) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorInput(err: unknown) {
  return err instanceof ApiError ? { code: err.code, message: err.message, status: err.status } : undefined;
}

/**
 * The login flow of spec part 1 §4 (P1-AUTH-23..28, -40..46): same user → 'Already logged in';
 * another user → sign out globally, wait 500 ms, sign in; success → 'Login successful', then a
 * saved subscription intent, the plan completion screen, or /pricing | /dashboard after 500 ms.
 */
export function useLogin({ billing, returnTo, onPlanCompletion }: UseLoginOptions) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const destination = returnTo === 'pricing' ? '/pricing' : '/dashboard';
  const goOnSoon = () => {
    redirectTimer.current = setTimeout(() => void navigate(destination), authDelays.loginRedirectMs);
  };

  async function afterSignIn(user: AuthUser | undefined) {
    toast(authToasts.loginSuccessful);
    const outcome = billing ? await billing.resumeIntent() : 'none';
    if (outcome === 'redirecting') return;
    const full = user?.selected_plan !== undefined ? user : await fetchAuthUser().catch(() => null);
    if (full && needsPlanCompletion(full.selected_plan)) {
      setBusy(false);
      onPlanCompletion({ plan: full.selected_plan ?? '', cycle: full.billing_cycle ?? null });
      return;
    }
    goOnSoon();
  }

  async function login(rawEmail: string, password: string) {
    const email = validateEmail(rawEmail);
    const errors: LoginFieldErrors = {};
    if (!email.valid) errors.email = email.error;
    if (!password) errors.password = 'Password is required';
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password || !email.value) return;

    const current = getSessionState().user;
    if (current && current.email.toLowerCase() === email.value) {
      toast(authToasts.alreadyLoggedIn);
      goOnSoon();
      return;
    }
    const attempt = recordAttempt('login');
    if (!attempt.allowed) {
      setError(tooManyAttemptsMessage(attempt.remainingMs));
      return;
    }
    setBusy(true);
    try {
      if (current) {
        // Someone else is signed in on this browser: end their sessions first (P1-AUTH-24).
        await endAllSessions().catch(() => undefined);
        await wait(authDelays.signOutThenSignInMs);
      }
      const res = await signInWithEmail(email.value, password);
      resetAttempts('login');
      await refreshSession();
      announceSessionChange();
      await afterSignIn(res?.user);
    } catch (err) {
      setError(loginErrorMessage(errorInput(err)));
      setBusy(false);
    }
  }

  return { login, busy, error, fieldErrors };
}
