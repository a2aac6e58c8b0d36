import { parseConsent, type CookieConsent } from './consent';
import { useStoredValue, writeStored } from './local-store';
import { storageKeys } from './storage-keys';

/**
 * The visitor's saved cookie choice, or null when none is saved (or it is unreadable).
 * Null also during the server render and hydration, so callers check useHydrated() first.
 */
export function useCookieConsent(): CookieConsent | null {
  const [raw] = useStoredValue(storageKeys.cookieConsent);
  return parseConsent(raw);
}

/** Stores the choice and, separately, when it was made (P1-CONS-17, P1-CONS-18). */
export function saveCookieConsent(consent: CookieConsent, now: Date = new Date()) {
  writeStored(storageKeys.cookieConsentTimestamp, now.toISOString());
  writeStored(storageKeys.cookieConsent, JSON.stringify(consent));
}
