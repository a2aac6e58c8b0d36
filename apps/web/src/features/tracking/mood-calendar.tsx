import { useMemo, useState } from 'react';
import { monthCalendar, type MoodPoint } from '@thrivewell/core/tracking/mood-summary';
import { Button } from '../../ui/button';
import { moodColor, moodWord } from './mood-colors';

const monthName = (year: number, month: number) => new Date(year, month - 1, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
const dayName = (date: string) => new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A month of day moods as a table: each day cell names the day and its mood. */
export function MoodCalendar({ entries, initialYear, initialMonth }: { entries: readonly MoodPoint[]; initialYear: number; initialMonth: number }) {
  const [{ year, month }, setMonth] = useState({ year: initialYear, month: initialMonth });
  const weeks = useMemo(() => monthCalendar(entries, year, month), [entries, year, month]);
  const move = (delta: number) => {
    const index = year * 12 + (month - 1) + delta;
    setMonth({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  };
  const atLatest = year * 12 + month >= initialYear * 12 + initialMonth;
  return (
    <section aria-labelledby="mood-calendar-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="mood-calendar-heading" className="text-xl font-semibold">
          {monthName(year, month)}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => move(-1)} aria-label="Previous month">
            ‹
          </Button>
          <Button variant="secondary" onClick={() => move(1)} disabled={atLatest} aria-label="Next month">
            ›
          </Button>
        </div>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-1 text-center text-sm">
        <caption className="sr-only">Mood by day in {monthName(year, month)}</caption>
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col" className="font-medium text-muted">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => (
                <td key={day?.date ?? `empty-${w}-${i}`} className="h-11 rounded-lg border border-border p-0 align-middle" style={day?.level ? { backgroundColor: moodColor(day.level) } : undefined}>
                  {day && (
                    <span className={day.level ? 'inline-block rounded bg-surface px-1 font-medium text-ink' : 'text-ink'}>
                      <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                      <span className="sr-only">
                        {dayName(day.date)}: {moodWord(day.mean)}
                      </span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
