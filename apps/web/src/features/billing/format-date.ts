import { intlFormat, isValid } from 'date-fns';

/** 'June 3, 2025' for an ISO date (date-fns' intlFormat); null when missing or unreadable. Only called after hydration. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return isValid(d) ? intlFormat(d, { dateStyle: 'long' }, { locale: 'en-US' }) : null;
}
