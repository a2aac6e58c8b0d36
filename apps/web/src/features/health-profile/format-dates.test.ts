import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeSeconds, formatShortDate, formatShortDateTime } from './format-dates';

// Local noon: the helpers write the reader's calendar day (noon UTC is the next day at UTC+14).
const noon = new Date(2026, 10, 25, 12).toISOString();

describe('date helpers (date-fns intlFormat: the platform formatter, same output as before)', () => {
  it("formatShortDate writes the spec's 'MMM d, yyyy'", () => {
    expect(formatShortDate(noon)).toBe('Nov 25, 2026');
    expect(formatShortDate(new Date(2025, 8, 3, 12).toISOString())).toBe('Sep 3, 2025');
  });

  it('formatShortDate writes what the en-US Intl formatter writes, every day of two years, in the local time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    for (let day = 0; day < 731; day += 1) {
      const d = new Date(2027, 0, 1 + day, day % 24, 30);
      expect(formatShortDate(d.toISOString())).toBe(intl.format(d));
    }
    expect(formatShortDate('0999-12-31T12:00:00.000Z')).toBe(intl.format(new Date('0999-12-31T12:00:00.000Z')));
  });

  it('formatShortDateTime writes what the en-US Intl formatter writes (a plain space before AM/PM), every hour of a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    for (let hour = 0; hour < 24 * 366; hour += 5) {
      const d = new Date(2028, 0, 1, hour, (hour * 7) % 60);
      expect(formatShortDateTime(d.toISOString())).toBe(intl.format(d).replace(/\s/g, ' '));
    }
    expect(formatShortDateTime(new Date(2026, 10, 25, 0, 5).toISOString())).toBe('Nov 25, 2026, 12:05 AM');
    expect(formatShortDateTime(new Date(2026, 10, 25, 12, 0).toISOString())).toBe('Nov 25, 2026, 12:00 PM');
  });

  it('the date-time helpers write what the Intl formatter they replace wrote', () => {
    const d = new Date(noon);
    expect(formatShortDateTime(noon)).toMatch(/^Nov 25, 2026, \d{1,2}:\d{2} [AP]M$/);
    expect(formatDateTime(noon)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(d));
    expect(formatDateTimeSeconds(noon)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(d));
  });

  it('a missing or unreadable date is null', () => {
    for (const f of [formatShortDate, formatShortDateTime, formatDateTime, formatDateTimeSeconds]) {
      expect(f(null)).toBeNull();
      expect(f(undefined)).toBeNull();
      expect(f('not a date')).toBeNull();
    }
  });
});
