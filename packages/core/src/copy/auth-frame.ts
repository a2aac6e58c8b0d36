/**
 * The few auth constants the page frame needs on every page, the landing page included: the
 * §9 delays, the sign-out timeout error and the protected-route toast. Kept apart from
 * auth-messages.ts (which re-exports them) so the landing bundle does not carry the whole
 * message catalogue.
 */

/** Delays of spec part 1 §9. */
export const authDelays = {
  welcomePopupMs: 500,
  loginRedirectMs: 500,
  signOutThenSignInMs: 500,
  verificationWaitMs: 1000,
  freePlanSwitchToLoginMs: 1500,
  redirectToPricingMs: 2000,
  signOutTimeoutMs: 5000,
} as const;

/** Internal (never shown): the sign-out race lost to the 5 s timeout (P1-AUTH-49). */
export const signOutTimeoutError = 'Sign out timeout';

/** Internal (never shown): a component used the auth context outside its provider (P1-AUTH-57). */
export const authContextGuardError = 'useAuthContext must be used within an AuthProvider';

/** P1-FRAME-04. */
export const mustBeLoggedInToast = { title: 'You must be logged in to access this page', variant: 'destructive' } as const;
