const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The spec's date format 'MMM d, yyyy' (§9, P2-CARD-08), e.g. 'Nov 25, 2026', in the reader's
 * time zone; null when missing or unreadable. Intl instead of a date library: one format only.
 */
export function formatShortDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : shortDate.format(d);
}

/** Date and time as the reader's locale writes them ('Nov 25, 2026, 10:41 AM'); null when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
