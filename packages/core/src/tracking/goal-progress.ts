/**
 * A goal's progress (W2-D), pure: from the start value to the latest reading against the target,
 * the share done, and which way recent readings are moving. Readings are in the goal's unit.
 */

export type GoalDirection = 'decrease' | 'increase' | 'reach';

export interface ProgressGoal {
  target: number | null;
  direction: GoalDirection | null;
  /** The value when the goal was set; the first reading when null. */
  startValue: number | null;
}

export interface ProgressReading {
  localDate: string;
  value: number;
}

export interface GoalProgress {
  start: number | null;
  latest: number | null;
  latestDate: string | null;
  /** 0–100, whole percent of the way from start to target; null without a number to compare. */
  percent: number | null;
  reached: boolean;
  /** Recent readings moving towards the target, away from it, or holding steady. */
  trend: 'toward' | 'away' | 'steady' | null;
}

/** Readings closer than this share of the start–target distance (or 0.5% of the value) count as steady. */
const steadyShare = 0.02;

const clamp = (n: number) => Math.max(0, Math.min(100, n));

function percentDone(direction: GoalDirection, start: number, latest: number, target: number): number {
  const span = target - start;
  if (span === 0) return latest === target || (direction === 'decrease' ? latest <= target : direction === 'increase' ? latest >= target : false) ? 100 : 0;
  if (direction === 'reach') return clamp(Math.round((1 - Math.abs(target - latest) / Math.abs(span)) * 100));
  return clamp(Math.round(((latest - start) / span) * 100));
}

function isReached(direction: GoalDirection, latest: number, target: number, start: number): boolean {
  if (direction === 'decrease') return latest <= target;
  if (direction === 'increase') return latest >= target;
  const tolerance = Math.max(Math.abs(target - start) * steadyShare, Math.abs(target) * 0.005);
  return Math.abs(latest - target) <= tolerance;
}

/** The slope of the last readings (per day), by least squares over day numbers. */
function recentSlope(readings: readonly ProgressReading[]): number | null {
  const last = readings.slice(-7);
  if (last.length < 2) return null;
  const t0 = Date.parse(last[0]!.localDate);
  const xs = last.map((r) => (Date.parse(r.localDate) - t0) / 86_400_000);
  const ys = last.map((r) => r.value);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  if (sxx === 0) return null;
  return xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0) / sxx;
}

export function goalProgress(goal: ProgressGoal, readings: readonly ProgressReading[]): GoalProgress {
  const sorted = [...readings].sort((a, b) => a.localDate.localeCompare(b.localDate));
  const latestReading = sorted.at(-1) ?? null;
  const start = goal.startValue ?? sorted[0]?.value ?? null;
  const latest = latestReading?.value ?? null;
  const base = { start, latest, latestDate: latestReading?.localDate ?? null };
  if (goal.target === null || goal.direction === null || start === null || latest === null) return { ...base, percent: null, reached: false, trend: null };
  const { target, direction } = goal;
  const slope = recentSlope(sorted);
  const span = sorted.length > 1 ? (Date.parse(sorted.at(-1)!.localDate) - Date.parse(sorted.at(-Math.min(7, sorted.length))!.localDate)) / 86_400_000 : 0;
  const change = slope === null ? null : slope * span;
  const steadyBelow = Math.max(Math.abs(target - start) * steadyShare, Math.abs(latest) * 0.005);
  const wanted = direction === 'increase' ? 1 : direction === 'decrease' ? -1 : Math.sign(target - latest);
  const trend = change === null ? null : Math.abs(change) < steadyBelow || wanted === 0 ? 'steady' : Math.sign(change) === wanted ? 'toward' : 'away';
  return { ...base, percent: percentDone(direction, start, latest, target), reached: isReached(direction, latest, target, start), trend };
}
