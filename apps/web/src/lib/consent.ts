/**
 * Cookie consent (spec part 1 §2, §3, §4; P1-CONS-10..18). Stored locally as JSON under
 * 'cookie-consent' with the time kept separately under 'cookie-consent-timestamp'.
 */
export interface CookieConsent {
  /** Needed to run the site; cannot be switched off. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export type OptionalCookieCategory = 'analytics' | 'marketing' | 'functional';
export const optionalCookieCategories: readonly OptionalCookieCategory[] = ['analytics', 'marketing', 'functional'];

export function acceptAll(): CookieConsent {
  return { necessary: true, analytics: true, marketing: true, functional: true };
}

export function rejectAll(): CookieConsent {
  return { necessary: true, analytics: false, marketing: false, functional: false };
}

/** A consent from the Cookie Preferences choices; necessary is always true whatever is passed. */
export function customConsent(choices: Record<OptionalCookieCategory, boolean>): CookieConsent {
  return { necessary: true, analytics: choices.analytics, marketing: choices.marketing, functional: choices.functional };
}

/**
 * Reads a stored consent. Anything that is not a complete choice (missing, broken JSON,
 * wrong types) gives null, so the banner asks again rather than guessing a choice.
 */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (!optionalCookieCategories.every((k) => typeof v[k] === 'boolean')) return null;
  return customConsent(v as Record<OptionalCookieCategory, boolean>);
}
