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

/**
 * The spec's date format 'MMM d, yyyy' (§9, P2-CARD-08), e.g. 'Nov 25, 2026', in the reader's time
 * zone: what Intl writes for en-US, but written by hand. The first Intl formatter a page creates
 * loads the browser's locale data (15–50 ms of main thread), and on /dashboard this date was
 * the only Intl use.
 */
export function formatShortDate(iso: string | null | undefined): string | null {
  const d = dateOf(iso);
  return d && `${shortMonths[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** The same date with its time, 'Nov 25, 2026, 10:41 AM' (the overview's last sync). */
export function formatShortDateTime(iso: string | null | undefined): string | null {
  const d = dateOf(iso);
  return d && intlFormat(d, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }, { locale: 'en-US' });
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
