/** Route-change accessibility constants and the focus history (spec part 1 §9, P1-A11Y-07/11). */
export const a11yLimits = {
  /** How many recently focused elements are remembered. */
  focusHistoryMax: 10,
  /** A screen-reader announcement is cleared after this long. */
  announcementClearMs: 1000,
} as const;

/**
 * Adds an entry to the end of a focus history, most recent last, keeping at most `max`.
 * Focusing the same element twice in a row records it once.
 */
export function pushFocusHistory<T>(history: readonly T[], entry: T, max: number = a11yLimits.focusHistoryMax): T[] {
  if (history.at(-1) === entry) return [...history];
  const next = [...history, entry];
  return next.length > max ? next.slice(next.length - max) : next;
}
