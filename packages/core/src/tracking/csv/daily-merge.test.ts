import { describe, expect, it } from 'vitest';
import { dayHasValues, mergeDay, type SavedDay } from './daily-merge';
import { emptyDay } from './import-entry';

const saved: SavedDay = { sleepHours: 6, sleepQuality: null, energy: 2, stress: null, waterGlasses: null, meals: [{ slot: 'lunch', description: 'Soup' }], factors: ['Caffeine'], note: 'typed in the app' };

describe('mergeDay', () => {
  it('fills only what the saved day lacks and never overwrites a typed value', () => {
    const imported = { ...emptyDay('2026-11-01', 2), sleepHours: 8, sleepQuality: 4, energy: 5, factors: ['caffeine', 'Walk'], meals: [{ slot: 'lunch', description: 'Soup' }, { slot: 'dinner', description: 'Pasta' }], note: 'from Bearable' };
    expect(mergeDay(saved, imported)).toEqual({ sleepQuality: 4, factors: ['Caffeine', 'Walk'], meals: [{ slot: 'lunch', description: 'Soup' }, { slot: 'dinner', description: 'Pasta' }] });
  });

  it('adds nothing the second time', () => {
    const imported = { ...emptyDay('2026-11-01', 2), sleepHours: 8, factors: ['Walk'] };
    const patch = mergeDay(saved, imported);
    const after = { ...saved, ...patch };
    expect(mergeDay(after, imported)).toEqual({});
  });

  it('knows an empty day', () => {
    expect(dayHasValues(emptyDay('2026-11-01', 2))).toBe(false);
    expect(dayHasValues({ ...emptyDay('2026-11-01', 2), stress: 3 })).toBe(true);
  });
});
