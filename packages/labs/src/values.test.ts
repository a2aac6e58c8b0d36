import { describe, expect, it } from 'vitest';
import { isNegativeText, parseFlag, parseNumber, parseQualitative } from './values';

describe('parseNumber', () => {
  it('reads points and decimal commas', () => {
    expect(parseNumber('5.4')).toBe(5.4);
    expect(parseNumber('5,4')).toBe(5.4);
    expect(parseNumber('0,92')).toBe(0.92);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('1O.5')).toBe(10.5);
    expect(parseNumber('1.0l5')).toBe(1.015);
    expect(parseNumber('l.5')).toBeNull();
    expect(parseNumber('10l')).toBeNull();
  });

  it('reads "1,234" as thousands unless the page writes decimal commas and the unit is not a count', () => {
    expect(parseNumber('1,234')).toBe(1234);
    expect(parseNumber('1,234', { decimalComma: false })).toBe(1234);
    expect(parseNumber('1,234', { decimalComma: true })).toBe(1.234);
    expect(parseNumber('7,500', { decimalComma: true, countUnit: true })).toBe(7500);
    expect(parseNumber('250,000')).toBe(250000);
    expect(parseNumber('1.234,5')).toBe(1234.5);
    expect(parseNumber('1,234.5')).toBe(1234.5);
  });

  it('refuses what is not a number', () => {
    expect(parseNumber('5.4H')).toBeNull();
    expect(parseNumber('12/03/2026')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });
});

describe('parseFlag', () => {
  it.each([
    ['H', 'high'], ['High', 'high'], ['↑', 'high'], ['L', 'low'], ['Low', 'low'], ['↓', 'low'], ['HH', 'critical-high'], ['LL', 'critical-low'],
    ['A', 'abnormal'], ['*', 'abnormal'], ['Abnormal', 'abnormal'], ['[H]', 'high'], ['(L)', 'low'],
  ])('%s → %s', (printed, flag) => {
    expect(parseFlag(printed)).toBe(flag);
  });

  it('takes N as normal only inside a flag column', () => {
    expect(parseFlag('N')).toBeNull();
    expect(parseFlag('N', true)).toBe('normal');
    expect(parseFlag('mg')).toBeNull();
  });
});

describe('parseQualitative', () => {
  it('reads dipstick grades and words', () => {
    expect(parseQualitative('1+')).toBe('1+');
    expect(parseQualitative('2 +')).toBe('2+');
    expect(parseQualitative('trace')).toBe('Trace');
    expect(parseQualitative('NEGATIVE')).toBe('Negative');
    expect(parseQualitative('Not detected')).toBe('Not detected');
    expect(parseQualitative('Yellow')).toBe('Yellow');
    expect(parseQualitative('Glucose')).toBeNull();
    expect(isNegativeText('Not detected')).toBe(true);
    expect(isNegativeText('Trace')).toBe(false);
  });
});
