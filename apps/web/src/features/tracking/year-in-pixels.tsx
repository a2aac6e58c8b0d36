import { useMemo } from 'react';
import { yearInPixels, type MoodPoint } from '@thrivewell/core/tracking/mood-summary';
import { moodColor, moodColors, moodWord } from './mood-colors';
import { moodScale } from '@thrivewell/core/tracking/tracking-choices';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const days = Array.from({ length: 31 }, (_, i) => i + 1);

/**
 * Year in Pixels: one row per month, one cell per day, coloured by the day's mood. It is a real
 * table, so a screen reader reads month, day and mood for every cell.
 */
export function YearInPixels({ entries, year }: { entries: readonly MoodPoint[]; year: number }) {
  const pixels = useMemo(() => yearInPixels(entries, year), [entries, year]);
  const logged = pixels.flat().filter((p) => p.mean !== null).length;
  return (
    <section aria-labelledby="pixels-heading" className="space-y-3">
      <h2 id="pixels-heading" className="text-xl font-semibold">
        Year in Pixels {year}
      </h2>
      <p className="text-sm text-muted">{logged === 1 ? '1 day logged this year.' : `${logged} days logged this year.`}</p>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Year in Pixels ${year}, scrollable`}>
        <table className="border-separate border-spacing-0.5 text-xs">
          <caption className="sr-only">Mood for each day of {year}: rows are months, columns are days.</caption>
          <thead>
            <tr>
              <td />
              {days.map((d) => (
                <th key={d} scope="col" className="w-4 font-normal text-muted">
                  <span aria-hidden="true">{d % 5 === 0 || d === 1 ? d : ''}</span>
                  <span className="sr-only">Day {d}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pixels.map((month, m) => (
              <tr key={months[m]}>
                <th scope="row" className="pr-2 text-left font-medium text-muted">
                  {months[m]}
                </th>
                {days.map((d) => {
                  const day = month[d - 1];
                  return (
                    <td key={d} className={`size-4 rounded-sm ${day ? 'border border-border' : ''}`} style={day?.level ? { backgroundColor: moodColor(day.level) } : undefined}>
                      <span className="sr-only">{day ? moodWord(day.mean) : 'Not a day'}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-wrap gap-3 text-sm" aria-label="Colour key">
        {moodScale.map((m, i) => (
          <li key={m.value} className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-4 rounded-sm" style={{ backgroundColor: moodColors[i] }} />
            {m.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
