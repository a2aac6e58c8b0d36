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
 * change lands on the same clock time after the change; a repeated one takes the first.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes of "guess, see what wall time that is, correct by the difference" settle on the offset.
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const seen = localParts(new Date(guess), timeZone).ms - (guess % 1000);
    const diff = wall - seen;
    if (diff === 0) break;
    guess += diff;
  }
  return new Date(guess);
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
