import { describe, expect, it } from 'vitest';
import { todayTiles, type Today } from './today-card-model';

const empty: Today = { date: '2026-11-27', moodEntries: 0, dailyLogSaved: false, symptomEntries: 0, habitsDue: [], habitsDone: 0, doses: [] };
const dose = (time: string, status: Today['doses'][number]['status']) => ({ scheduleId: 's1', medicineName: 'Metformin', scheduledFor: `2026-11-27T${time}:00Z`, time, status, takenAt: null });

describe('todayTiles', () => {
  it('asks for everything on an empty day, and links each tile to where it is done', () => {
    const tiles = todayTiles(empty);
    expect(tiles.map((t) => [t.label, t.value, t.to, t.done])).toEqual([
      ['Mood', 'Not logged yet', '/mood', false],
      ['Daily log', 'Not started', '/log', false],
      ['Habits', 'None due', '/habits', true],
      ['Medicines', 'No doses today', '/safety/cabinet', true],
    ]);
  });

  it('counts what is left: habits by name, the next dose by time', () => {
    const habit = { id: 'h', name: 'Evening walk', kind: 'check' as const, target: null, unit: null, todayValue: 0 };
    const tiles = todayTiles({ ...empty, moodEntries: 2, dailyLogSaved: true, habitsDue: [habit], habitsDone: 1, doses: [dose('08:00', 'taken'), dose('20:00', 'due')] });
    expect(tiles[0]).toMatchObject({ value: '2 logged', done: true });
    expect(tiles[1]).toMatchObject({ value: 'Saved', done: true });
    expect(tiles[2]).toMatchObject({ value: '1 to do', detail: 'Evening walk', done: false });
    expect(tiles[3]).toMatchObject({ value: '1 due', detail: 'Next at 20:00', done: false });
  });

  it('says when every dose is marked and how many were taken', () => {
    const tiles = todayTiles({ ...empty, doses: [dose('08:00', 'taken'), dose('20:00', 'skipped')] });
    expect(tiles[3]).toMatchObject({ value: 'All marked', detail: '1 of 2 taken', done: true });
  });
});
