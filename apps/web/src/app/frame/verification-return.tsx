import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { handleVerificationReturn } from '../../features/auth/verification-return';
import { resumeSubscriptionIntent } from '../../features/billing/subscription-intent';

/** Each returning URL is handled once, also under StrictMode's double effects. */
const handled = new Set<string>();

/** Runs the verification-return flow for the current URL (composes auth with the paid-plan intent). */
export default function VerificationReturn() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const key = `${pathname}${search}${hash}`;
    if (handled.has(key)) return;
    handled.add(key);
    void handleVerificationReturn({
      pathname,
      search,
      hash,
      navigate: (to, options) => void navigate(to, options),
      resumeIntent: resumeSubscriptionIntent,
    });
  }, [pathname, search, hash, navigate]);
  return null;
}
