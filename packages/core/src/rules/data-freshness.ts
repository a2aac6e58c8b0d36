/**
 * Freshness and performance of the profile data (spec part 2 §2, §4, §7, §9; P2-OUT-04..10,
 * P2-PERF-10..12): the outdated-data reminder ('Update Your Health Information') and the load
 * time rating of the Performance & Reliability panel. The clock is passed in.
 */

/** Data is outdated after 3 months (§9). */
export const outdatedAfterMonths = 3;
/** P2-OUT-07: set to the current timestamp by Remind Me Later. */
export const dataUpdatePromptDismissedKey = 'dataUpdatePromptDismissed';

/** The four records checked when the dialog opens (P2-OUT-02), with where to update each (P2-OUT-06). */
export const freshnessSources = {
  diet_profiles: { label: 'Diet profile', route: '/health/nutrition' },
  health_goals: { label: 'Wellness goals', route: '/health-goals' },
  medications: { label: 'Medication list', route: '/medications' },
  blood_test_history: { label: 'Test results', route: '/upload' },
} as const;
export type FreshnessSource = keyof typeof freshnessSources;
export const allSettingsRoute = '/account';

const dayMs = 24 * 60 * 60 * 1000;

function toTime(value: Date | string | null | undefined): number | null {
  if (value == null) return null;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** `now` minus whole calendar months (UTC), keeping the day within the shorter month (31 May − 3 → 28/29 Feb). */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  target.setUTCHours(now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
  return target;
}

/** P2-OUT-04: older than 3 months. A missing or unreadable date is never outdated. */
export function isOutdated(updatedAt: Date | string | null | undefined, now: Date): boolean {
  const t = toTime(updatedAt);
  return t !== null && t < monthsBefore(now, outdatedAfterMonths).getTime();
}

/** Whole days since the date, for 'Last updated N days ago' (P2-OUT-05). */
export function daysSince(updatedAt: Date | string, now: Date): number {
  const t = toTime(updatedAt);
  return t === null ? 0 : Math.max(0, Math.floor((now.getTime() - t) / dayMs));
}

export interface OutdatedItem {
  source: FreshnessSource;
  label: string;
  route: string;
  daysAgo: number;
}

/**
 * The items the dialog lists, from the newest updated_at of each source (null when the user has
 * no record there, or the read failed and was skipped, P2-OUT-10). Empty → the dialog shows
 * nothing (P2-OUT-09).
 */
export function outdatedItems(latest: Partial<Record<FreshnessSource, Date | string | null>>, now: Date): OutdatedItem[] {
  return (Object.keys(freshnessSources) as FreshnessSource[]).flatMap((source) => {
    const updatedAt = latest[source];
    if (updatedAt == null || !isOutdated(updatedAt, now)) return [];
    return [{ source, ...freshnessSources[source], daysAgo: daysSince(updatedAt, now) }];
  });
}

// ---------------------------------------------------------------- load time (Performance panel)

export type LoadTimeRating = 'excellent' | 'good' | 'fair' | 'poor';

/** P2-PERF-11: excellent under 500 ms, good under 1000, fair under 2000, otherwise poor. */
export function loadTimeRating(loadTimeMs: number): LoadTimeRating {
  if (loadTimeMs < 500) return 'excellent';
  if (loadTimeMs < 1000) return 'good';
  if (loadTimeMs < 2000) return 'fair';
  return 'poor';
}

/** P2-PERF-12: 100 − load time / 20, floored at 0 (and never above 100). */
export function performanceBar(loadTimeMs: number): number {
  return Math.min(100, Math.max(0, 100 - loadTimeMs / 20));
}

/** P2-PERF-10: listed when the load time is rated poor. */
export const poorLoadTips = [
  'Clear your browser cache',
  'Check your internet connection',
  'Close other browser tabs',
  'Try again during off-peak hours',
] as const;

export function loadTimeTips(loadTimeMs: number): readonly string[] {
  return loadTimeRating(loadTimeMs) === 'poor' ? poorLoadTips : [];
}

// ---------------------------------------------------------------- sync status

export type SyncStatus = 'online' | 'syncing' | 'offline';
export const syncStatusLabels: Record<SyncStatus, string> = { online: 'Online', syncing: 'Syncing', offline: 'Offline' };
