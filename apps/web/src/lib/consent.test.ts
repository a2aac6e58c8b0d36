import { describe, expect, it } from 'vitest';
import { acceptAll, customConsent, parseConsent, rejectAll } from './consent';

describe('cookie consent', () => {
  it('P1-CONS-17 Accept All turns every category on, necessary included', () => {
    expect(acceptAll()).toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
  });

  it('P1-CONS-17 Reject All keeps only necessary cookies', () => {
    expect(rejectAll()).toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
  });

  it('P1-CONS-13 a custom choice can never switch necessary off', () => {
    const consent = customConsent({ analytics: true, marketing: false, functional: true });
    expect(consent).toEqual({ necessary: true, analytics: true, marketing: false, functional: true });
  });

  it('round-trips through JSON', () => {
    const stored = JSON.stringify(customConsent({ analytics: false, marketing: true, functional: false }));
    expect(parseConsent(stored)).toEqual({ necessary: true, analytics: false, marketing: true, functional: false });
  });

  it('forces necessary to true even when the stored value says otherwise', () => {
    const raw = JSON.stringify({ necessary: false, analytics: true, marketing: true, functional: true });
    expect(parseConsent(raw)?.necessary).toBe(true);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{not json'],
    ['empty string', ''],
    ['a plain string', '"yes"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[true,true,true]'],
    ['a missing category', JSON.stringify({ necessary: true, analytics: true, marketing: true })],
    ['a non-boolean category', JSON.stringify({ necessary: true, analytics: 'yes', marketing: true, functional: true })],
  ])('returns null for %s', (_label, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});
