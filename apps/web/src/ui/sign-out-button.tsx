import { useState } from 'react';
import { signOutEverywhere } from '../lib/session';

/** 'Sign Out' everywhere; busy while it runs, and the browser always ends on /login (P1-AUTH-47..49). */
export function SignOutButton({ className }: { className: string }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={signingOut}
      onClick={() => {
        setSigningOut(true);
        void signOutEverywhere();
      }}
    >
      {signingOut ? 'Signing out...' : 'Sign Out'}
    </button>
  );
}
