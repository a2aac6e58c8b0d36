import { describe, expect, it } from 'vitest';
import { composeMissedDose, missedDoseGuidance } from './missed-dose';

describe('missed-dose guidance as data', () => {
  it('gives the label’s rule with its source for a known substance, the same text chat uses', () => {
    const g = missedDoseGuidance('warfarin');
    expect(g).toMatchObject({ labelSpecific: true, source: { url: 'https://medlineplus.gov/druginfo/meds/a682277.html' } });
    expect(g.advice).toMatch(/do not take a double dose/i);
    expect(composeMissedDose({ id: 'warfarin', name: 'Warfarin' }).reply().text).toContain(g.advice);
  });

  it('falls back to the general rule (NHS) for an unknown or unmatched medicine', () => {
    for (const id of [null, 'not-in-the-rules']) {
      const g = missedDoseGuidance(id);
      expect(g.labelSpecific).toBe(false);
      expect(g.source.url).toContain('nhs.uk');
      expect(g.advice).toMatch(/never take a double dose/i);
    }
  });
});
