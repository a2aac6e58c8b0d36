import { useState } from 'react';

/**
 * 'Sign Out': busy while `onSignOut` runs (the caller passes the sign-out everywhere, after which
 * the browser ends on /login, P1-AUTH-47..49).
 */
export function SignOutButton({ className, onSignOut }: { className: string; onSignOut: () => Promise<void> }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={signingOut}
      onClick={() => {
        setSigningOut(true);
        void onSignOut();
      }}
    >
      {signingOut ? 'Signing out...' : 'Sign Out'}
    </button>
  );
}
