/**
 * Wall-clock time in an IANA time zone, without a library: Intl knows every zone and its
 * daylight-saving rules. Doses, reminders and entries are defined in the person's wall time
 * ("08:00 in Europe/Berlin"); the server must know which instant that is (and which local day
 * and time an instant falls on) whatever zone it runs in. Plain 'YYYY-MM-DD' arithmetic lives in
 * calendar-days.ts.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when `timeZone` is an IANA zone this runtime knows ("Europe/Berlin", "UTC"); a bad zone in a request is a 400, not a crash. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday … 6 = Sunday (RFC 5545's week order; calendar-days' weekdayOf counts from Sunday). */
  weekday: number;
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall time an instant shows in a time zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock in `timeZone` at `instant`: 'YYYY-MM-DD' and 'HH:MM'. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const w = wallTimeOf(instant, timeZone);
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The local calendar day ('YYYY-MM-DD') of an instant in a zone. */
export const localDateOf = (instant: Date, timeZone: string): string => wallClock(instant, timeZone).date;

/** Minutes after local midnight. */
export function minuteOfDay(instant: Date, timeZone: string): number {
  const w = wallTimeOf(instant, timeZone);
  return w.hour * 60 + w.minute;
}

/** Minutes the zone is ahead of UTC at an instant (Berlin in winter: 60). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall time happens in a zone. A time skipped by a spring-forward change lands
 * after the jump by the same amount (02:30 on a 02:00 → 03:00 night is 03:30); a repeated one
 * (the autumn night) is its first occurrence, as calendars and RFC 5545 read it.
 */
export function instantOfWallTime(w: Pick<WallTime, 'year' | 'month' | 'day' | 'hour' | 'minute'> & { second?: number }, timeZone: string): Date {
  const naive = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second ?? 0);
  // The offsets a day either side are the ones before and after any change that night.
  const before = naive - offsetMinutes(new Date(naive - 86_400_000), timeZone) * 60_000;
  const after = naive - offsetMinutes(new Date(naive + 86_400_000), timeZone) * 60_000;
  const fits = (instant: number) => instant + offsetMinutes(new Date(instant), timeZone) * 60_000 === naive;
  const candidates = [before, after].filter(fits);
  // A repeated time (autumn) takes its first occurrence; a skipped one (spring) lands after the jump.
  return new Date(candidates.length ? Math.min(...candidates) : before);
}

/** The instant a local date 'YYYY-MM-DD' and time 'HH:MM' name in a zone (see instantOfWallTime). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return instantOfWallTime({ year, month, day, hour, minute }, timeZone);
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

/** 'HH:MM' ↔ minutes after midnight. */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
export function formatClock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
