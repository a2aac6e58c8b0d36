import { describe, expect, it } from 'vitest';
import { parseTrackerExport } from './parse-export';
import { trackingExportCsv, type ExportDay, type ExportMood, type ExportSymptom } from './thrivewell-format';

const mood: ExportMood = {
  id: '0b0f4a52-7c55-4f59-9a43-1f2b7f0c1a01', localDate: '2026-11-02', time: '08:15', value: 4, scaleMax: 5, energy: 3, anxiety: 2,
  emotions: ['calm', 'hopeful'], activities: ['walk'], note: '=cmd|\' /C calc\'!A0', source: 'app',
};
const symptom: ExportSymptom = {
  id: '0b0f4a52-7c55-4f59-9a43-1f2b7f0c1a02', localDate: '2026-11-02', time: '21:40', symptom: 'Headache', severity: 6, durationMinutes: 90,
  triggers: ['screen time'], note: 'Line one\nline "two"', source: 'bearable',
};
const day: ExportDay = {
  id: '0b0f4a52-7c55-4f59-9a43-1f2b7f0c1a03', localDate: '2026-11-01', sleepHours: 7.5, sleepQuality: 4, energy: 3, stress: 6, waterGlasses: 8,
  meals: [{ slot: 'breakfast', description: 'Porridge, berries' }], factors: ['caffeine after 2 pm', '+alcohol'], note: '@home all day', source: 'app',
};

describe('our tracking CSV', () => {
  const csv = trackingExportCsv({ moods: [mood], symptoms: [symptom], days: [day], other: [{ localDate: '2026-11-01', time: '07:00', type: 'habit', item: 'Drink water', value: 1, scale: null, note: null, id: 'h1' }] });

  it('neutralises every formula-looking cell and sorts by day and time', () => {
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('date,time,type,item,value,scale,energy,anxiety,tags,activities,duration_minutes,note,source,id');
    expect(csv).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(csv).toContain(`,caffeine after 2 pm | +alcohol,`);
    expect(csv).toContain(`,'@home all day,`);
    expect(lines[1]).toMatch(/^2026-11-01,07:00,habit,Drink water,1,/);
    expect(lines.filter((l) => l.startsWith('2026-11-01,,daily,'))).toHaveLength(8);
  });

  it('imports back to the same entries (round trip)', () => {
    const outcome = parseTrackerExport(csv, { today: '2026-11-27' });
    if ('problem' in outcome) throw new Error(outcome.problem);
    expect(outcome.format).toBe('thrivewell');
    expect(outcome.errors).toEqual([]);
    expect(outcome.skipped).toEqual({ 'Other tracking rows (habit) are kept in the file but not imported': 1 });
    const [m, s, d] = [outcome.entries.find((e) => e.kind === 'mood'), outcome.entries.find((e) => e.kind === 'symptom'), outcome.entries.find((e) => e.kind === 'daily')];
    expect(m).toMatchObject({ localDate: mood.localDate, time: mood.time, value: 4, energy: 3, anxiety: 2, emotions: mood.emotions, activities: mood.activities, note: mood.note, originalId: mood.id, source: 'app' });
    expect(s).toMatchObject({ symptom: 'Headache', severity: 6, durationMinutes: 90, triggers: ['screen time'], note: symptom.note, originalId: symptom.id, source: 'bearable' });
    expect(d).toMatchObject({ localDate: '2026-11-01', sleepHours: 7.5, sleepQuality: 4, energy: 3, stress: 6, waterGlasses: 8, meals: day.meals, factors: day.factors, note: day.note });
  });

  it('reports out-of-range values on their line', () => {
    const bad = csv.replace(',mood,,4,5,', ',mood,,9,5,').replace(',symptom,Headache,6,', ',symptom,Headache,11,');
    const outcome = parseTrackerExport(bad, { today: '2026-11-27' });
    if ('problem' in outcome) throw new Error(outcome.problem);
    expect(outcome.errors.map((e) => e.message)).toEqual([expect.stringContaining('"9" is not a whole number from 1 to 5'), expect.stringContaining('"11" is not a whole number from 1 to 10')]);
  });
});
