// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoodCalendar } from './mood-calendar';
import { WeekdayAverage } from './weekday-average';
import { YearInPixels } from './year-in-pixels';

afterEach(cleanup);

// A year of entries, three a day (1,095), as the mood page loads them.
const entries = Array.from({ length: 365 * 3 }, (_, i) => ({ localDate: new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3))).toISOString().slice(0, 10), value: (i % 5) + 1 }));

describe('a year of mood entries', () => {
  // The < 100 ms budget is measured in Chromium (e2e/mood.spec.ts): happy-dom's DOM is many times slower than a browser's.
  it('renders the calendar, the Year in Pixels and the weekday averages with every day labelled', () => {
    render(
      <>
        <MoodCalendar entries={entries} initialYear={2025} initialMonth={6} />
        <YearInPixels entries={entries} year={2025} />
        <WeekdayAverage entries={entries} />
      </>,
    );
    expect(screen.getByText('365 days logged this year.')).toBeTruthy();
    // Each day names its mood: the day mean of 1, 2, 3 (and so on) in words.
    const pixels = screen.getByRole('table', { name: /Mood for each day of 2025/ });
    expect(pixels.querySelectorAll('td .sr-only')).toHaveLength(12 * 31);
    expect(screen.getByRole('table', { name: /Mood by day in June 2025/ }).textContent).toContain('June 1');
  });
});
