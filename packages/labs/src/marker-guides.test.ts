import { describe, expect, it } from 'vitest';
import { guideFor, markerGuides, panels, primaryLoinc, searchGuides } from './marker-guides';

const loincPattern = /^\d{1,7}-\d$/;

/** LOINC's mod-10 check digit (the digit after the dash). */
function loincCheckDigit(body: string): number {
  const digits = body.split('').reverse().map(Number);
  let sum = 0;
  digits.forEach((d, i) => {
    const v = i % 2 === 0 ? d * 2 : d;
    sum += Math.floor(v / 10) + (v % 10);
  });
  return (10 - (sum % 10)) % 10;
}

describe('marker guides', () => {
  it('cover the common panels with at least 65 blood markers, the 10 urine pads and urine colour and clarity', () => {
    expect(markerGuides.filter((g) => g.panel !== 'urine').length).toBeGreaterThanOrEqual(65);
    expect(markerGuides.filter((g) => g.panel === 'urine')).toHaveLength(12);
    for (const p of panels) expect(markerGuides.some((g) => g.panel === p.id), p.id).toBe(true);
  });

  it('file every guide under valid LOINC codes with a right check digit, each code once', () => {
    const seen = new Set<string>();
    for (const g of markerGuides) {
      for (const code of [g.loinc, ...(g.otherLoinc ?? [])]) {
        expect(code, g.name).toMatch(loincPattern);
        const [body, check] = code.split('-');
        expect(loincCheckDigit(body!), `${g.name} ${code}`).toBe(Number(check));
        expect(seen.has(code), `${code} used twice`).toBe(false);
        seen.add(code);
      }
    }
  });

  it('give every guide what it measures, reasons, questions and dated https sources', () => {
    for (const g of markerGuides) {
      expect(g.measures.length, g.name).toBeGreaterThan(20);
      expect(g.high.length + g.low.length, g.name).toBeGreaterThan(0);
      expect(g.ask.length, g.name).toBeGreaterThan(0);
      expect(g.sources.length, g.name).toBeGreaterThan(0);
      for (const s of g.sources) {
        expect(s.url, g.name).toMatch(/^https:\/\/[^\s]+$/);
        expect(s.retrieved).toBe('2026-11-27');
        expect(s.title.trim()).not.toBe('');
      }
    }
  });

  it('never states a diagnosis as a fact about the reader', () => {
    const text = markerGuides.flatMap((g) => [g.measures, ...g.high, ...g.low, ...g.ask]).join(' ').toLowerCase();
    expect(text).not.toMatch(/\byou have (diabetes|cancer|kidney disease|an infection)\b/);
  });

  it('finds a guide by any of its codes and maps other codes to the primary one', () => {
    expect(guideFor('2823-3')?.name).toBe('Potassium');
    expect(guideFor('1989-3')?.loinc).toBe('62292-8');
    expect(primaryLoinc('6598-7')).toBe('89579-7');
    expect(primaryLoinc('99999-9')).toBe('99999-9');
    expect(guideFor('99999-9')).toBeUndefined();
  });

  it('searches by name, abbreviation and text, names first, within a panel', () => {
    expect(searchGuides('tsh')[0]?.loinc).toBe('3016-3');
    expect(searchGuides('Haemoglobin').map((g) => g.loinc)).toContain('718-7');
    expect(searchGuides('vitamin', 'vitamins-iron').every((g) => g.panel === 'vitamins-iron')).toBe(true);
    expect(searchGuides('metformin').map((g) => g.loinc)).toContain('2132-9');
    expect(searchGuides('zzzz')).toEqual([]);
    expect(searchGuides('', 'thyroid')).toHaveLength(3);
  });
});
