import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate (date-fns intlFormat)', () => {
  it('writes "June 3, 2025"; null for a missing or unreadable date', () => {
    expect(formatLongDate('2025-06-03T12:00:00.000Z')).toBe('June 3, 2025');
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
});
