import { describe, expect, it } from 'vitest';
import { isValidSource } from './source';

describe('isValidSource', () => {
  const ok = { title: 'NIH ODS: Magnesium', url: 'https://ods.od.nih.gov/factsheets/Magnesium-Consumer/', accessed: '2026-11-01' };
  it('accepts a titled https source with an ISO date', () => expect(isValidSource(ok)).toBe(true));
  it('rejects a blank title', () => expect(isValidSource({ ...ok, title: '  ' })).toBe(false));
  it('rejects plain http', () => expect(isValidSource({ ...ok, url: 'http://example.org/x' })).toBe(false));
  it('rejects an impossible date', () => expect(isValidSource({ ...ok, accessed: '2026-13-45' })).toBe(false));
});
