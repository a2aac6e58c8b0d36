import { describe, expect, it } from 'vitest';
import { parseDoseFrequency } from './dose-frequency';

const perDay = (text: string | null) => {
  const f = parseDoseFrequency(text);
  return f.kind === 'daily' ? f.perDay : f.kind;
};

describe('parseDoseFrequency', () => {
  it('reads twice a day in the ways people write it', () => {
    for (const text of ['twice daily', 'Twice a day', 'BID', 'b.i.d.', '2x a day', '2 times a day', 'two times per day', 'every 12 hours', 'q12h', '1 tablet twice daily with meals', 'morning and evening']) {
      expect(perDay(text), text).toBe(2);
    }
  });

  it('reads three and four times a day', () => {
    for (const text of ['three times a day', 'TID', 't.i.d', '3x daily', 'every 8 hours', 'every eight hours', 'with breakfast, lunch and dinner']) expect(perDay(text), text).toBe(3);
    for (const text of ['four times a day', 'QID', 'every 6 hours', '4 times daily']) expect(perDay(text), text).toBe(4);
  });

  it('treats once a day, a time of day or nothing as one dose', () => {
    for (const text of ['once daily', 'daily', 'once a day', 'at bedtime', 'every morning', 'QD', '', null, '1 tablet']) expect(perDay(text), String(text)).toBe(1);
  });

  it('caps very frequent doses at four slots', () => {
    expect(perDay('every 2 hours')).toBe(4);
  });

  it('keeps as-needed and less-than-daily doses out of the daily routine', () => {
    for (const text of ['as needed', 'PRN', 'when needed for pain', 'as required']) expect(perDay(text), text).toBe('as-needed');
    for (const text of ['weekly', 'once a week', 'every other day', '3 times a week', 'monthly', 'every 14 days']) expect(perDay(text), text).toBe('not-daily');
  });

  it('keeps the text the person typed', () => {
    expect(parseDoseFrequency('Twice daily')).toEqual({ kind: 'daily', perDay: 2, text: 'Twice daily' });
    expect(parseDoseFrequency(null)).toEqual({ kind: 'daily', perDay: 1, text: null });
  });
});
