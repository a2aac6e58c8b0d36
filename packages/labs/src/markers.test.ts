import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultRangeFor, markerByLoinc, markers } from './markers';
import { convertValue } from './units';

/** LOINC's check digit is the Luhn (mod 10) digit of the code's body. */
function loincCheckDigitValid(code: string): boolean {
  const [body, check] = code.split('-');
  let sum = 0;
  [...body!].reverse().forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return (10 - (sum % 10)) % 10 === Number(check);
}

describe('marker catalogue', () => {
  it('holds about 70 markers or more, blood and the 10 urine dipstick pads', () => {
    expect(markers.length).toBeGreaterThanOrEqual(70);
    const pads = ['5799-2', '5802-4', '5818-0', '5804-0', '5803-2', '5794-3', '5811-5', '5797-6', '5770-3', '5792-7'];
    for (const code of pads) expect(markerByLoinc(code)?.kind).toBe('urine');
  });

  it('has unique LOINC codes with valid check digits', () => {
    const codes = markers.map((m) => m.loinc);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(loincCheckDigitValid(code), code).toBe(true);
    expect(loincCheckDigitValid('2345-8')).toBe(false);
  });

  it('ships the LOINC notice listing exactly the codes used', () => {
    const notice = readFileSync(new URL('./data/LOINC-NOTICE.md', import.meta.url), 'utf8');
    expect(notice).toContain('Regenstrief Institute, Inc.');
    expect(notice).toContain('http://loinc.org/license');
    const listed = [...notice.matchAll(/^- (\d+-\d)$/gm)].map((m) => m[1]).sort();
    expect(listed).toEqual(markers.map((m) => m.loinc).sort());
  });

  it('cites a source and retrieval date for every default range, with bounds inside the plausible ones', () => {
    for (const m of markers) {
      for (const r of m.ranges) {
        expect(r.source.url, m.name).toMatch(/^https:\/\//);
        expect(r.retrieved).toBe('2026-11-27');
        expect(r.low !== null || r.high !== null).toBe(true);
        if (r.low !== null && r.high !== null) expect(r.low).toBeLessThan(r.high);
        if (m.plausible) {
          if (r.low !== null) expect(r.low, m.name).toBeGreaterThanOrEqual(m.plausible.low);
          if (r.high !== null) expect(r.high, m.name).toBeLessThanOrEqual(m.plausible.high);
        }
      }
    }
  });

  it('converts every alternative unit to the canonical one', () => {
    for (const m of markers) for (const u of m.altUnits) expect(convertValue(1, u, m.unit, m), `${m.name} ${u}`).not.toBeNull();
  });

  it('picks the default range by sex and age, and none for a child or an unknown sex where ranges differ', () => {
    const hb = markerByLoinc('718-7')!;
    expect(defaultRangeFor(hb, 'female', 40)).toMatchObject({ low: 12.1, high: 15.1 });
    expect(defaultRangeFor(hb, 'male', 40)).toMatchObject({ low: 13.8, high: 17.2 });
    expect(defaultRangeFor(hb, null, 40)).toBeNull();
    expect(defaultRangeFor(hb, 'male', 9)).toBeNull();
    const esr = markerByLoinc('4537-7')!;
    expect(defaultRangeFor(esr, 'female', 70)?.high).toBe(30);
    expect(defaultRangeFor(markerByLoinc('2345-7')!, null, 50)).toMatchObject({ low: 70, high: 99 });
  });
});
