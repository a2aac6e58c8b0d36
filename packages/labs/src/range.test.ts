import { describe, expect, it } from 'vitest';
import { isBetweenRange, parseRange } from './range';

const r = (text: string, decimalComma: boolean | null = null) => parseRange(text, { decimalComma })?.range;

describe('parseRange', () => {
  it.each([
    ['3.5-5.1', 3.5, 5.1], ['3.5 - 5.1', 3.5, 5.1], ['3.5 – 5.1', 3.5, 5.1], ['60 to 99', 60, 99], ['(13.5-17.5)', 13.5, 17.5], ['[4.0-11.0]', 4, 11],
    ['<200', null, 200], ['< 200', null, 200], ['≤5.6', null, 5.6], ['<=5.6', null, 5.6], ['< = 150', null, 150], ['less than 5', null, 5],
    ['>40', 40, null], ['≥ 60', 60, null], ['> OR = 60', 60, null], ['>OR=60', 60, null], ['> or = 50', 50, null], ['60 or more', 60, null],
    ['0-5', 0, 5], ['150,000-400,000', 150000, 400000],
  ])('%s → %s..%s', (text, low, high) => {
    expect(r(text)).toEqual({ low, high, text });
  });

  it('reads decimal commas on pages that use them', () => {
    expect(r('13,5 - 17,5', true)).toMatchObject({ low: 13.5, high: 17.5 });
    expect(r('< 1,20', true)).toMatchObject({ low: null, high: 1.2 });
    expect(r('4,0 - 10,0')).toMatchObject({ low: 4, high: 10 });
  });

  it('never reads an upper bound as a lower one, nor the dash as a minus sign', () => {
    expect(r('<200')?.low).toBeNull();
    expect(r('3.5-5.1')?.low).toBe(3.5);
    expect(r('10-2')).toBeUndefined();
  });

  it('keeps a unit printed with the range', () => {
    expect(parseRange('3.5-5.1 mmol/L')).toEqual({ range: { low: 3.5, high: 5.1, text: '3.5-5.1 mmol/L' }, unit: 'mmol/L' });
    expect(parseRange('3.5-5.1 apples')).toBeNull();
  });

  it('reads text ranges and refuses what is not a range', () => {
    expect(r('Negative')).toEqual({ low: null, high: null, text: 'Negative' });
    expect(r('Not detected')).toMatchObject({ text: 'Not detected' });
    expect(r('Not Estab.')).toBeUndefined();
    expect(r('5.4')).toBeUndefined();
    expect(r('')).toBeUndefined();
    expect(isBetweenRange('65-99')).toBe(true);
    expect(isBetweenRange('<200')).toBe(false);
  });
});
