/**
 * Wall-clock time in a named time zone (IANA) ↔ instants, with Intl only (no tz database of
 * our own). Imported entries carry the day and time the person saw on their clock; the database
 * keeps the instant (recorded_at) and that day (local_date).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at `instant`: 'YYYY-MM-DD' and 'HH:MM'. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * A converter for many times at once (an import of thousands of rows): a day whose offset is the
 * same at its start and end (no daylight-saving change) is computed once and reused.
 */
export function instantConverter(timeZone: string): (date: string, time: string) => Date {
  const steadyOffsets = new Map<string, number | null>();
  return (date, time) => {
    let offset = steadyOffsets.get(date);
    if (offset === undefined) {
      const start = offsetMinutes(instantOf(date, '00:00', timeZone), timeZone);
      const end = offsetMinutes(instantOf(date, '23:59', timeZone), timeZone);
      offset = start === end ? start : null;
      steadyOffsets.set(date, offset);
    }
    if (offset === null) return instantOf(date, time, timeZone);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const [h, min] = time.split(':').map(Number) as [number, number];
    return new Date(Date.UTC(y, m - 1, d, h, min) - offset * 60_000);
  };
}

/**
 * The instant a wall-clock time in `timeZone` names. A time skipped by a daylight-saving jump
 * lands just after the jump; a repeated one takes its first occurrence.
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, h, min);
  const first = offsetMinutes(new Date(naive), timeZone);
  let instant = naive - first * 60_000;
  const second = offsetMinutes(new Date(instant), timeZone);
  if (second !== first) instant = naive - second * 60_000;
  return new Date(instant);
}
