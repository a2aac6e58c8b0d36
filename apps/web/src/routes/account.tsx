import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AccountSettings } from '../features/account/account-settings';
import { AdminLinks } from '../features/admin/admin-links';
import { ReminderSettings } from '../features/notifications/reminder-settings';
import { TrackingImport } from '../features/tracking-import/tracking-import';
import { queryClient } from '../lib/query-client';
import { announceSessionChange, clearLocalAuthData, refreshSession, useSession } from '../lib/session';
import { toast } from '../lib/toast-store';

/** /account (protected): the signed-in user's settings. */
export default function AccountPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const deleted = useRef(false);
  // The session is re-read once this page is gone: re-read earlier, the sign-in guard around
  // it would answer the signed-out state with 'You must be logged in' and /login.
  useEffect(
    () => () => {
      if (deleted.current) void refreshSession().then(announceSessionChange);
    },
    [],
  );
  if (!user) return null; // the protected-route wrapper redirects

  function onDeleted() {
    // Nothing of the deleted account may linger in this tab: cached data, local keys, the session.
    deleted.current = true;
    queryClient.clear();
    clearLocalAuthData();
    toast({ title: 'Account deleted', description: 'Your account and all its data have been deleted.', variant: 'success' });
    void navigate('/', { replace: true });
  }

  return (
    <AccountSettings
      email={user.email}
      onDeleted={onDeleted}
      sections={[
        <TrackingImport key="tracking-import" />,
        <ReminderSettings key="reminders" />,
        ...(user.isAdmin ? [<AdminLinks key="admin" />] : []),
      ]}
    />
  );
}
