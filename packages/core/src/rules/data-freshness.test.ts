import { describe, expect, it } from 'vitest';
import {
  daysSince,
  freshnessSources,
  isOutdated,
  loadTimeRating,
  loadTimeTips,
  monthsBefore,
  outdatedItems,
  performanceBar,
  poorLoadTips,
  dataUpdatePromptDismissedKey,
} from './data-freshness';

const now = new Date('2025-06-15T10:00:00.000Z');

describe('outdated data', () => {
  it('P2-OUT-04 an item is flagged when its newest date is older than 3 months', () => {
    expect(isOutdated('2025-03-15T09:59:59.999Z', now)).toBe(true);
    expect(isOutdated('2025-03-15T10:00:00.000Z', now)).toBe(false);
    expect(isOutdated(new Date('2025-06-01T00:00:00.000Z'), now)).toBe(false);
    expect(isOutdated(null, now)).toBe(false);
    expect(isOutdated('not a date', now)).toBe(false);
  });

  it('counts calendar months, keeping the day inside shorter months', () => {
    expect(monthsBefore(new Date('2025-05-31T08:00:00.000Z'), 3).toISOString()).toBe('2025-02-28T08:00:00.000Z');
    expect(monthsBefore(new Date('2025-01-10T00:00:00.000Z'), 3).toISOString()).toBe('2024-10-10T00:00:00.000Z');
  });

  it("P2-OUT-05 'Last updated N days ago' counts whole days", () => {
    expect(daysSince('2025-03-01T10:00:00.000Z', now)).toBe(106);
    expect(daysSince('2025-06-15T09:00:00.000Z', now)).toBe(0);
  });

  it('P2-OUT-06 each outdated item carries its update route', () => {
    expect(outdatedItems({ diet_profiles: '2025-01-01T00:00:00.000Z', health_goals: '2025-06-01T00:00:00.000Z', medications: '2024-12-01T00:00:00.000Z', blood_test_history: null }, now)).toEqual([
      { source: 'diet_profiles', label: 'Diet profile', route: '/health/nutrition', daysAgo: 165 },
      { source: 'medications', label: 'Medication list', route: '/medications', daysAgo: 196 },
    ]);
    expect(Object.values(freshnessSources).map((s) => s.route)).toEqual(['/health/nutrition', '/health-goals', '/medications', '/upload']);
  });

  it('P2-OUT-09 / P2-OUT-10 nothing outdated, or a skipped read, lists nothing', () => {
    expect(outdatedItems({}, now)).toEqual([]);
    expect(outdatedItems({ medications: null }, now)).toEqual([]);
  });

  it("P2-OUT-07 Remind Me Later uses the key 'dataUpdatePromptDismissed'", () => {
    expect(dataUpdatePromptDismissedKey).toBe('dataUpdatePromptDismissed');
  });
});

describe('load time', () => {
  it('P2-PERF-11 excellent under 500 ms, good under 1000 ms, fair under 2000 ms, otherwise poor', () => {
    expect(loadTimeRating(0)).toBe('excellent');
    expect(loadTimeRating(499)).toBe('excellent');
    expect(loadTimeRating(500)).toBe('good');
    expect(loadTimeRating(999)).toBe('good');
    expect(loadTimeRating(1000)).toBe('fair');
    expect(loadTimeRating(1999)).toBe('fair');
    expect(loadTimeRating(2000)).toBe('poor');
  });

  it('P2-PERF-12 performance bar = 100 − load time / 20, floored at 0', () => {
    expect(performanceBar(0)).toBe(100);
    expect(performanceBar(400)).toBe(80);
    expect(performanceBar(1000)).toBe(50);
    expect(performanceBar(2000)).toBe(0);
    expect(performanceBar(5000)).toBe(0);
  });

  it('P2-PERF-10 a poor load time lists tips: clear cache, check connection, close other tabs, off-peak hours', () => {
    expect(loadTimeTips(2500)).toEqual(poorLoadTips);
    expect(poorLoadTips).toEqual(['Clear your browser cache', 'Check your internet connection', 'Close other browser tabs', 'Try again during off-peak hours']);
    expect(loadTimeTips(1500)).toEqual([]);
  });
});
