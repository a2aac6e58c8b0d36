/**
 * The device's calendar day and time zone (W2-D trackers). The day is read from the Date's local
 * fields, not Intl: the first Intl formatter loads locale data (15–50 ms on a phone), which the
 * daily log's first render paid on every call.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** The device's calendar day, 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let zone: string | undefined;

/** The device's IANA zone ('UTC' where the browser cannot tell), read once. */
export function deviceTimeZone(): string {
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      zone = 'UTC';
    }
  }
  return zone;
}
