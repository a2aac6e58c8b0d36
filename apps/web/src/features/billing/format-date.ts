/** 'June 3, 2025' for an ISO date; null when missing or unreadable. Only called after hydration. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString('en-US', { dateStyle: 'long' });
}
