import { useNavigate } from 'react-router';
import { AccountSettings } from '../features/account/account-settings';
import { queryClient } from '../lib/query-client';
import { announceSessionChange, clearLocalAuthData, refreshSession, useSession } from '../lib/session';
import { toast } from '../lib/toast-store';

/** /account (protected): the signed-in user's settings. */
export default function AccountPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null; // the protected-route wrapper redirects

  function onDeleted() {
    // Nothing of the deleted account may linger in this tab: cached data, local keys, the session.
    // Leave the protected page first, so the sign-in guard does not answer the signed-out state.
    queryClient.clear();
    clearLocalAuthData();
    toast({ title: 'Account deleted', description: 'Your account and all its data have been deleted.', variant: 'success' });
    void navigate('/', { replace: true });
    void refreshSession().then(announceSessionChange);
  }

  return <AccountSettings email={user.email} onDeleted={onDeleted} />;
}
