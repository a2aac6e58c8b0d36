import { describe, expect, it } from 'vitest';
import type { SymptomEntry } from '@thrivewell/core/contracts/tracking-contract';
import { draftFromLog, emptyLogDraft, logFromDraft } from './daily-log-save';
import { dailyMaxima } from './symptom-trend';

describe('daily log form values', () => {
  it('sends only what was filled, meals without empty slots', () => {
    const body = logFromDraft({ ...emptyLogDraft, sleepHours: '7.5', water: 3, meals: { breakfast: ' oats ', lunch: '  ' }, factors: ['Alcohol'], note: '  ' });
    expect(body).toEqual({ sleepHours: 7.5, sleepQuality: null, energy: null, stress: null, waterGlasses: 3, meals: [{ slot: 'breakfast', description: 'oats' }], factors: ['Alcohol'], note: null });
    expect(logFromDraft(emptyLogDraft).sleepHours).toBeNull();
  });

  it('fills the form back from a saved day', () => {
    const draft = draftFromLog({ localDate: '2026-03-01', sleepHours: 6, sleepQuality: 2, energy: null, stress: 8, waterGlasses: null, meals: [{ slot: 'dinner', description: 'soup' }], factors: [], note: 'late', updatedAt: '2026-03-01T20:00:00Z' });
    expect(draft).toMatchObject({ sleepHours: '6', sleepQuality: 2, stress: 8, water: 0, meals: { dinner: 'soup' }, note: 'late', mood: null });
  });
});

describe('symptom trend', () => {
  const entry = (localDate: string, symptom: string, severity: number): SymptomEntry => ({ id: `${localDate}-${severity}`, recordedAt: `${localDate}T10:00:00Z`, localDate, symptom, severity, durationMinutes: null, triggers: [], note: null, clientId: null });
  it('takes the worst severity of each day, oldest first, case-insensitively', () => {
    const points = dailyMaxima([entry('2026-03-02', 'Headache', 4), entry('2026-03-01', 'headache', 2), entry('2026-03-02', 'Headache', 7), entry('2026-03-02', 'Nausea', 9)], 'Headache');
    expect(points).toEqual([
      { date: '2026-03-01', severity: 2, count: 1 },
      { date: '2026-03-02', severity: 7, count: 2 },
    ]);
  });
});
