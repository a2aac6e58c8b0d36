/** Every browser-storage key the app uses, named once (spec part 1 §3). */
export const storageKeys = {
  cookieConsent: 'cookie-consent',
  cookieConsentTimestamp: 'cookie-consent-timestamp',
  footerNoticeDismissed: 'footer-disclaimer-dismissed',
  hideDisclaimerPopup: 'hideDisclaimerPopup',
  theme: 'thrivewell-theme',
  /** sessionStorage: the user followed 'Go to Dashboard' from the home page. */
  cameFromHome: 'came-from-home',
} as const;
