/**
 * The one shape daily tracking data takes on its way to trends and patterns (W2-D): one value per
 * calendar day in the user's time zone, per metric. Each tracking module's service answers its
 * own metrics in this shape (`dailySeries(userId, from, to)`), and the insights module combines
 * them; the statistics never see a table.
 */

/** How a day without an entry counts: counts and yes/no factors as zero, ratings and measures skipped. */
export type FillPolicy = 'zero' | 'skip';

export type SeriesKind = 'binary' | 'count' | 'rating' | 'measure';

export interface DailySeries {
  /** Stable key: 'mood', 'sleep_hours', 'symptom:headache', 'habit:<id>', 'dose:<scheduleId>', 'activity:walk', … */
  key: string;
  /** What a person reads ("Mood", "Headache severity", "Took morning walk"). */
  label: string;
  kind: SeriesKind;
  /** The outcome's own units for effects ("points on a 1–5 scale", "hours", "/10"). */
  unit: string;
  fill: FillPolicy;
  /** Whether the series may be a factor, an outcome, or both in patterns. */
  role: 'factor' | 'outcome' | 'both';
  /** 'YYYY-MM-DD' → the day's value (the mean of that day's ratings, the sum of counts, 1/0 for binary). */
  values: Record<string, number>;
}

/** The fill policy each kind declares (W2-D: counts zero, ratings skip). */
export const fillPolicyFor: Record<SeriesKind, FillPolicy> = { binary: 'zero', count: 'zero', rating: 'skip', measure: 'skip' };
