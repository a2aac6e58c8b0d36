import { intlFormat, isValid } from 'date-fns';

/**
 * The profile screens' dates, written with date-fns' intlFormat: the browser's own Intl
 * formatter, so the output is exactly the platform's and no locale data ships with the page.
 * Each returns null when the date is missing or unreadable.
 */
function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return isValid(d) ? d : null;
}

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDate = (d: Date) => `${shortMonths[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

/*
 * The two en-US formats below are what Intl writes, but written by hand: the first Intl formatter a
 * page creates loads the browser's locale data (15–50 ms of main thread in Chromium; later ones
 * cost ~0.2 ms), and on /dashboard these dates were its only Intl use.
 */

/** The spec's date format 'MMM d, yyyy' (§9, P2-CARD-08), e.g. 'Nov 25, 2026', in the reader's time zone. */
export function formatShortDate(iso: string | null | undefined): string | null {
  const d = dateOf(iso);
  return d && shortDate(d);
}

/** The same date with its time, 'Nov 25, 2026, 10:41 AM' (the overview's last sync, the dashboard's latest analysis). */
export function formatShortDateTime(iso: string | null | undefined): string | null {
  const d = dateOf(iso);
  if (!d) return null;
  const hours = d.getHours();
  return `${shortDate(d)}, ${hours % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Date and time as the reader's locale writes them ('Nov 25, 2026, 10:41 AM'). */
export function formatDateTime(iso: string | null | undefined): string | null {
  const d = dateOf(iso);
  return d && intlFormat(d, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Date and time to the second as the reader's locale writes them ('Nov 25, 2026, 10:41:07 AM'). */
export function formatDateTimeSeconds(iso: string | null | undefined): string | null {
  const d = dateOf(iso);
  return d && intlFormat(d, { dateStyle: 'medium', timeStyle: 'medium' });
}
