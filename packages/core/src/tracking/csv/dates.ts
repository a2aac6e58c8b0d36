/**
 * Dates and times as trackers write them, read into 'YYYY-MM-DD' and 'HH:MM' (24 h). Pure; the
 * caller passes today's date so "in the future" is judged the same way in tests and on the server.
 */

const months: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(y: number, m: number, d: number): string | null {
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** 'YYYY-MM-DD' (optionally followed by a time, as ISO timestamps are), '22nd Sep 2020', '18 May 2018'. */
export function parseDate(value: string): string | null {
  const v = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ])/.exec(v);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3})[A-Za-z]*\.?,?\s+(\d{4})$/.exec(v);
  if (named) {
    const m = months[named[2]!.toLowerCase()];
    return m ? validDate(Number(named[3]), m, Number(named[1])) : null;
  }
  return null;
}

/** '20:30', '8:30', '8:30 pm', '12:05 AM' → 'HH:MM'; null when not a time of day. */
export function parseTime(value: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(value.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59) return null;
  const half = m[3]?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (h < 1 || h > 12) return null;
    if (half === 'am') h = h === 12 ? 0 : h;
    else h = h === 12 ? 12 : h + 12;
  } else if (h > 23) return null;
  return `${pad(h)}:${pad(min)}`;
}

/** Why a date cannot be an entry's day (before 1900 or after today), or null when it can. */
export function dateProblem(localDate: string, today: string): string | null {
  if (localDate < '1900-01-01') return `The date ${localDate} is before 1900.`;
  if (localDate > today) return `The date ${localDate} is in the future.`;
  return null;
}
