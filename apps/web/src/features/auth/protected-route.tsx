import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { mustBeLoggedInToast } from '@thrivewell/core/copy/auth-frame';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast-store';

/** 'Checking your sign-in...' (also shown by /dashboard while an e-mail verification return is handled). */
export function Checking() {
  return (
    <div role="status" className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-16 text-muted">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-border border-t-brand motion-reduce:animate-none" />
      <span>Checking your sign-in...</span>
    </div>
  );
}

function SendToLogin({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast(mustBeLoggedInToast);
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <Checking />;
}

/**
 * Guards a page that needs a signed-in user (spec part 1 §2, P1-FRAME-03..05): a spinner while
 * the session loads; without a user the toast 'You must be logged in to access this page' and
 * a redirect to /login (or `redirectTo`). Tiny on purpose: it is part of the main bundle.
 */
export function ProtectedRoute({ children, redirectTo = '/login' }: { children: ReactNode; redirectTo?: string }) {
  // The page behind the guard renders in the background once the session is known (a deferred
  // value renders as a transition, in slices that let the browser paint and answer input),
  // instead of in one long task right as the answer arrives.
  const { user, loading } = useDeferredValue(useSession());
  if (loading) return <Checking />;
  if (!user) return <SendToLogin to={redirectTo} />;
  return children;
}
