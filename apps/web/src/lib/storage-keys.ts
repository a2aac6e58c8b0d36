/** Every browser-storage key the app uses, named once (spec part 1 §3). */
export const storageKeys = {
  cookieConsent: 'cookie-consent',
  cookieConsentTimestamp: 'cookie-consent-timestamp',
  footerNoticeDismissed: 'footer-disclaimer-dismissed',
  hideDisclaimerPopup: 'hideDisclaimerPopup',
  theme: 'thrivewell-theme',
  /** sessionStorage: the user followed 'Go to Dashboard' from the home page. */
  cameFromHome: 'came-from-home',
  /** The paid plan chosen at sign-up, bought after verification + login (P1-AUTH-20..22). */
  subscriptionIntent: 'subscription-intent',
  /** A time written on sign-in and sign-out so other open tabs re-read the session. */
  sessionChanged: 'session-changed',
  /** Prefix of the per-action attempt counters {count, firstAttempt} (spec §3, P1-VAL-33). */
  rateLimitPrefix: 'rate-limit:',
  /** sessionStorage prefix: an unsaved dose schedule edit, by schedule id (no medicine names). */
  doseScheduleDraftPrefix: 'dose-schedule-draft:',
} as const;
