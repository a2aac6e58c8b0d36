import { useMemo } from 'react';
import { averageByWeekday, type MoodPoint } from '@thrivewell/core/tracking/mood-summary';
import { moodColor, moodWord } from './mood-colors';

/** Average mood by weekday as bars, with the numbers as a table beside them. */
export function WeekdayAverage({ entries }: { entries: readonly MoodPoint[] }) {
  const rows = useMemo(() => averageByWeekday(entries), [entries]);
  return (
    <section aria-labelledby="weekday-heading" className="space-y-3">
      <h2 id="weekday-heading" className="text-xl font-semibold">
        Average by weekday
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">Average mood for each weekday (1 awful – 5 great) and how many days it is based on</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 font-medium">
              Day
            </th>
            <th scope="col" className="py-1 font-medium">
              Average
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Days
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.weekday}>
              <th scope="row" className="py-1 pr-2 text-left font-medium">
                {row.name}
              </th>
              <td className="w-full py-1">
                <div className="flex items-center gap-2">
                  <div aria-hidden="true" className="h-3 rounded-full" style={{ width: `${((row.mean ?? 0) / 5) * 100}%`, backgroundColor: moodColor(row.mean ? Math.round(row.mean) : null) }} />
                  <span className="whitespace-nowrap">{moodWord(row.mean)}</span>
                </div>
              </td>
              <td className="py-1 text-right">{row.days}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
