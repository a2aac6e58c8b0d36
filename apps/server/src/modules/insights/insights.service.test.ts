import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@thrivewell/core/tracking/day-grid';
import { makeSeries, normalDraw, seededRandom } from '@thrivewell/core/tracking/synthetic-series';
import { createInsightsService } from './insights.service';

// 27 November 2026, 20:30 UTC: already the 28th in Kiritimati (UTC+14).
const now = () => new Date('2026-11-27T20:30:00Z');

describe('insights service', () => {
  it('takes the window in the person’s time zone', async () => {
    const insights = createInsightsService({ sources: [], timeZoneOf: async () => 'Pacific/Kiritimati', now });
    expect(await insights.windowFor('u', 7)).toEqual({ from: '2026-11-22', to: '2026-11-28', timeZone: 'Pacific/Kiritimati' });
    const utc = createInsightsService({ sources: [], timeZoneOf: async () => 'UTC', now });
    expect((await utc.windowFor('u', 30)).from).toBe('2026-10-29');
  });

  it('combines every source, keeps a key once and filters by key', async () => {
    const calls: string[] = [];
    const source = (name: string, keys: string[]) => ({
      name,
      dailySeries: async (_userId: string, from: string, to: string) => {
        calls.push(`${name} ${from} ${to}`);
        return keys.map((key) => makeSeries(key, 'rating', { [to]: 3 }));
      },
    });
    const insights = createInsightsService({ sources: [source('tracking', ['mood', 'energy']), source('habits', ['habit:a', 'mood'])], timeZoneOf: async () => 'UTC', now });
    const all = await insights.series('u', 7);
    expect(all.series.map((s) => s.key)).toEqual(['mood', 'energy', 'habit:a']);
    expect(calls).toEqual(['tracking 2026-11-21 2026-11-27', 'habits 2026-11-21 2026-11-27']);
    expect((await insights.series('u', 7, ['habit:a'])).series.map((s) => s.key)).toEqual(['habit:a']);
  });

  it('answers a planted lag-1 effect with its plain-language summary', async () => {
    const random = seededRandom(11);
    const days = daysBetween(addDays('2026-11-27', -89), '2026-11-27');
    const walk: Record<string, number> = {};
    const mood: Record<string, number> = {};
    days.forEach((day, i) => {
      if (i === 0 || random() < 0.5) walk[day] = 1;
    });
    days.forEach((day) => {
      mood[day] = 3 + (walk[addDays(day, -1)] ? 0.8 : 0) + 0.6 * normalDraw(random);
    });
    const sources = [
      { name: 'tracking', dailySeries: async () => [makeSeries('mood', 'rating', mood, { label: 'your mood', role: 'outcome' })] },
      { name: 'habits', dailySeries: async () => [makeSeries('habit:walk', 'binary', walk, { label: 'a walk' })] },
    ];
    const insights = createInsightsService({ sources, timeZoneOf: async () => 'UTC', now });
    const [pattern, ...rest] = await insights.patterns('u', 90);
    expect(rest).toEqual([]);
    expect(pattern).toMatchObject({ factor: 'habit:walk', outcome: 'mood', lag: 1, kind: 'difference', n: 89 });
    expect(pattern!.summary).toMatch(/^The day after a walk, your mood is 0\.\d\d points on a 1–5 scale higher \(95 % CI .* to .*\), 89 days; (moderate|strong); correlation, not causation$/);
  });
});
