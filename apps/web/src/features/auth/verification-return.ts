import { authDelays, authToasts, planToasts } from '@thrivewell/core/copy/auth-messages';
import { announceSessionChange, refreshSession } from '../../lib/session';
import { toast } from '../../lib/toast-store';
import type { IntentOutcome } from './auth-billing';

export interface VerificationReturnDeps {
  pathname: string;
  search: string;
  hash?: string;
  navigate: (to: string, options: { replace: true }) => void;
  /** Consumes a paid sign-up's saved intent once the user is signed in (P1-AUTH-21). */
  resumeIntent?: () => Promise<IntentOutcome>;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Handles the return from a verification link (P1-AUTH-35..39, -29): an error → 'Verification
 * issue' and /login; with tokens wait 1 s; then a session → 'Email verified successfully!' and
 * /dashboard (or payment, for a saved paid plan); no session → 'Email verified', please log in.
 * A paid sign-up whose checkout cannot be created here is told 'Account created, payment
 * pending' and sent to /pricing after 2 s (spec part 1 §8, P1-PLAN-23/24), never silently to
 * the free dashboard.
 * Password-reset returns are left to the auth screen, which shows the new-password form.
 */
export async function handleVerificationReturn(deps: VerificationReturnDeps): Promise<void> {
  const query = new URLSearchParams(deps.search);
  const fragment = new URLSearchParams((deps.hash ?? '').replace(/^#/, ''));
  const read = (key: string) => query.get(key) ?? fragment.get(key);
  const type = read('type');
  if (type === 'recovery') return;

  if (read('error')) {
    toast(authToasts.verificationIssue);
    deps.navigate('/login', { replace: true });
    return;
  }
  if (read('access_token') || read('refresh_token')) await (deps.wait ?? sleep)(authDelays.verificationWaitMs);

  const user = await refreshSession();
  if (type === 'email_change') {
    // A changed address is confirmed on the account page (the auth listener's user-updated event).
    toast(authToasts.emailConfirmed);
    deps.navigate(user ? deps.pathname : '/login', { replace: true });
    return;
  }
  if (!user) {
    toast(authToasts.emailVerifiedPleaseLogIn);
    deps.navigate('/login', { replace: true });
    return;
  }
  announceSessionChange();
  toast(authToasts.emailVerifiedSuccessfully);
  const outcome = deps.resumeIntent ? await deps.resumeIntent() : 'none';
  if (outcome === 'redirecting') return;
  if (outcome === 'failed') {
    toast(planToasts.accountCreatedPaymentPending);
    await (deps.wait ?? sleep)(authDelays.redirectToPricingMs);
    deps.navigate('/pricing', { replace: true });
    return;
  }
  deps.navigate('/dashboard', { replace: true });
}
