/**
 * Trends and patterns (W2-D, issue 14). Owns no table: it asks every tracking module for its
 * DailySeries over a window of the person's calendar days (their time zone from the tracking
 * settings) and hands them to the pure statistics in packages/core/src/tracking.
 */
import type { DailySeries } from '@thrivewell/core/tracking/daily-series';
import { addDays, dayInZone } from '@thrivewell/core/tracking/day-grid';
import { findPatterns } from '@thrivewell/core/tracking/patterns';
import { patternSummary } from '@thrivewell/core/tracking/pattern-text';
import type { PatternView, SeriesResponse } from '@thrivewell/core/contracts/insights-contract';

/** One module's metrics: `dailySeries(userId, from, to)` as each tracking module's service exports it. */
export interface SeriesSource {
  /** The owning module ('tracking', 'habits', …), for error messages and the method page. */
  name: string;
  dailySeries(userId: string, from: string, to: string): Promise<DailySeries[]>;
}

export interface InsightsServiceOptions {
  sources: readonly SeriesSource[];
  /** The person's IANA time zone (tracking settings); 'UTC' when they have not set one. */
  timeZoneOf(userId: string): Promise<string>;
  now?: () => Date;
}

export interface InsightsWindow {
  from: string;
  to: string;
  timeZone: string;
}

export function createInsightsService({ sources, timeZoneOf, now = () => new Date() }: InsightsServiceOptions) {
  /** The last `days` calendar days in the person's zone, today included. */
  async function windowFor(userId: string, days: number): Promise<InsightsWindow> {
    const timeZone = await timeZoneOf(userId);
    const to = dayInZone(now(), timeZone);
    return { from: addDays(to, -(days - 1)), to, timeZone };
  }

  /** Every source's series over the window; a key answered twice is kept once (the first source's). */
  async function collect(userId: string, window: InsightsWindow): Promise<DailySeries[]> {
    const answers = await Promise.all(sources.map((source) => source.dailySeries(userId, window.from, window.to)));
    const seen = new Set<string>();
    return answers.flat().filter((series) => !seen.has(series.key) && seen.add(series.key));
  }

  return {
    windowFor,

    async series(userId: string, days: number, keys?: readonly string[]): Promise<SeriesResponse> {
      const window = await windowFor(userId, days);
      const wanted = keys ? new Set(keys) : null;
      const series = (await collect(userId, window)).filter((s) => !wanted || wanted.has(s.key));
      return { ...window, series };
    },

    async patterns(userId: string, days: number): Promise<PatternView[]> {
      const window = await windowFor(userId, days);
      return findPatterns(await collect(userId, window), window).map((pattern) => ({
        ...pattern,
        kind: pattern.method === 'welch' ? 'difference' : 'correlation',
        summary: patternSummary(pattern),
      }));
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
