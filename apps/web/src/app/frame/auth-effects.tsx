import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { authDelays } from '@thrivewell/core/copy/auth-frame';
import { hasVerificationMarkers } from '../../features/auth/verification-markers';
import { useHydrated } from '../../lib/client-values';
import { useStoredValue } from '../../lib/local-store';
import { useSession } from '../../lib/session';
import { storageKeys } from '../../lib/storage-keys';
import { lazyComponent } from '../../lib/lazy-component';

// Both pieces load only when needed, so the landing page pays for two small checks.
const VerificationReturn = lazyComponent(() => import('./verification-return'));
const WelcomePopup = lazyComponent<{ onClose?: () => void }>(() => import('../../features/auth/welcome-popup'));

/** Opens the welcome popup 500 ms after a signed-in user arrives on /dashboard (P1-CONS-01/02). */
function WelcomePopupGate() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    void WelcomePopup.preload().catch(() => undefined);
    const timer = setTimeout(() => setDue(true), authDelays.welcomePopupMs);
    return () => clearTimeout(timer);
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <WelcomePopup />
    </Suspense>
  );
}

/**
 * Frame-wide auth behaviour that is not tied to one page: the return from an e-mail
 * verification link (any page it lands on) and the welcome popup on /dashboard.
 */
export function AuthEffects() {
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const { user } = useSession();
  const [hidePopup] = useStoredValue(storageKeys.hideDisclaimerPopup);
  const returning = hydrated && hasVerificationMarkers(search, hash);
  const popup = hydrated && pathname === '/dashboard' && !!user && hidePopup === null && !returning;
  return (
    <>
      {returning && (
        <Suspense fallback={null}>
          <VerificationReturn />
        </Suspense>
      )}
      {popup && <WelcomePopupGate />}
    </>
  );
}
