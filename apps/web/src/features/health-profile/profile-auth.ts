import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { onboardingDelays, profileAuthRedirect } from '@thrivewell/core/rules/onboarding-rules';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';

/**
 * Missing login during a profile save or load (spec part 2 §5, §8; P2-ERR-01..04): the toast
 * 'Please log in to save your progress' or 'Please log in to access your data', then /auth
 * after 2 s. Returns whether the error was that case, so callers can skip their own message.
 */
export function useProfileAuthGuard() {
  const navigate = useNavigate();
  return useCallback(
    (err: unknown, during: 'save' | 'load'): boolean => {
      if (!(err instanceof ApiError) || err.status !== 401) return false;
      toast({ title: during === 'save' ? profileMessages.loginToSave : profileMessages.loginToLoad, description: profileMessages.authRequired, variant: 'destructive' });
      setTimeout(() => navigate(profileAuthRedirect), onboardingDelays.authRedirectMs);
      return true;
    },
    [navigate],
  );
}
