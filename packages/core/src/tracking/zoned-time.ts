/**
 * Local calendar days and times of day in an IANA time zone, without a library: the doses of a
 * day are "08:00 in Europe/Berlin", and the server must know which instant that is (and which
 * local day an instant falls on) whatever zone it runs in.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows the zone (a bad zone in a request is a 400, not a crash). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  date: string;
  time: string;
  ms: number;
}

/** The local wall-clock date and time of an instant in a zone. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const p = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((x) => [x.type, x.value]));
  const date = `${p.year}-${p.month}-${p.day}`;
  const time = `${p.hour}:${p.minute}`;
  return { date, time, ms: Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) };
}

export const localDateOf = (instant: Date, timeZone: string): string => localParts(instant, timeZone).date;

/**
 * The instant a local date and time 'HH:MM' names in a zone. A time skipped by a spring-forward
 * change lands after the jump by the same amount (02:30 on a 02:00 → 03:00 night is 03:30); a
 * repeated one takes the offset in force at the naive instant.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const first = offsetMinutes(new Date(naive), timeZone);
  let instant = naive - first * 60_000;
  const second = offsetMinutes(new Date(instant), timeZone);
  if (second !== first) instant = naive - second * 60_000;
  return new Date(instant);
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no zone involved). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Whole days from a to b ('YYYY-MM-DD'). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Every date from `from` to `to` inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The wall clock in `timeZone` at `instant`: 'YYYY-MM-DD' and 'HH:MM'. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const { date, time } = localParts(instant, timeZone);
  return { date, time };
}

/** The instant a wall-clock time in `timeZone` names (see zonedInstant for skipped and repeated times). */
export const instantOf = zonedInstant;

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  return Math.round((localParts(instant, timeZone).ms - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
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
      const start = offsetMinutes(zonedInstant(date, '00:00', timeZone), timeZone);
      const end = offsetMinutes(zonedInstant(date, '23:59', timeZone), timeZone);
      offset = start === end ? start : null;
      steadyOffsets.set(date, offset);
    }
    if (offset === null) return zonedInstant(date, time, timeZone);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const [h, min] = time.split(':').map(Number) as [number, number];
    return new Date(Date.UTC(y, m - 1, d, h, min) - offset * 60_000);
  };
}
