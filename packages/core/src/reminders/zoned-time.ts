/**
 * Wall-clock time in a named time zone, without a library: Intl knows every IANA zone and its
 * daylight-saving rules. Reminders are defined in the person's wall time ("08:00 in Berlin") and
 * fire at an instant; these two functions convert between the two.
 */

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
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
  /** 0 = Monday … 6 = Sunday (RFC 5545's week order). */
  weekday: number;
}

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

/** Minutes the zone is ahead of UTC at an instant (Berlin in winter: 60). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall time happens in a zone. A wall time skipped by a daylight-saving jump
 * (02:30 on the spring-forward night) lands after the jump (03:30); one that happens twice (the
 * autumn night) is its first occurrence.
 */
export function instantOfWallTime(w: Pick<WallTime, 'year' | 'month' | 'day' | 'hour' | 'minute'> & { second?: number }, timeZone: string): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second ?? 0);
  // The zone's offsets a day either side cover any one change of offset around this wall time.
  const day = 24 * 3600_000;
  const candidates = [...new Set([offsetMinutes(new Date(asUtc - day), timeZone), offsetMinutes(new Date(asUtc + day), timeZone)])].map((o) => asUtc - o * 60_000);
  const consistent = candidates.filter((t) => asUtc - offsetMinutes(new Date(t), timeZone) * 60_000 === t);
  // Ambiguous (autumn): both fit, take the earlier. A gap (spring): neither fits, take the later.
  return new Date(consistent.length > 0 ? Math.min(...consistent) : Math.max(...candidates));
}

/** Minutes after local midnight. */
export function minuteOfDay(instant: Date, timeZone: string): number {
  const w = wallTimeOf(instant, timeZone);
  return w.hour * 60 + w.minute;
}

/** 'HH:MM' ↔ minutes after midnight. */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
