import { describe, expect, it } from 'vitest';
import bearableExport from './fixtures/bearable-export.csv?raw';
import bearableLegacyEdgeCases from './fixtures/bearable-legacy-edge-cases.csv?raw';
import daylioEdgeCases from './fixtures/daylio-edge-cases.csv?raw';
import daylioExport from './fixtures/daylio-export.csv?raw';
import daylioLegacy from './fixtures/daylio-legacy.csv?raw';
import notAnExport from './fixtures/not-an-export.csv?raw';
import type { ImportEntry, ParsedImport } from './import-entry';
import { parseTrackerExport } from './parse-export';

const fixtures: Record<string, string> = {
  'bearable-export.csv': bearableExport,
  'bearable-legacy-edge-cases.csv': bearableLegacyEdgeCases,
  'daylio-edge-cases.csv': daylioEdgeCases,
  'daylio-export.csv': daylioExport,
  'daylio-legacy.csv': daylioLegacy,
  'not-an-export.csv': notAnExport,
};
const fixture = (name: string) => fixtures[name]!;
const today = '2026-11-27';

function parsed(text: string, maxRows?: number): ParsedImport {
  const outcome = parseTrackerExport(text, { today, ...(maxRows ? { maxRows } : {}) });
  if ('problem' in outcome) throw new Error(outcome.problem);
  return outcome;
}
const of = <K extends ImportEntry['kind']>(entries: ImportEntry[], kind: K) => entries.filter((e): e is Extract<ImportEntry, { kind: K }> => e.kind === kind);

describe('format detection', () => {
  it('answers one clear message for anything that is not an export', () => {
    for (const text of [fixture('not-an-export.csv'), 'just some words', '\u0000\u0001PK\u0003\u0004binary']) {
      const outcome = parseTrackerExport(text, { today });
      expect(outcome).toEqual({ problem: expect.stringMatching(/^Not a Daylio or Bearable export: /) });
    }
    expect(parseTrackerExport('', { today })).toEqual({ problem: 'The file is empty.' });
    expect(parseTrackerExport(' \r\n ', { today })).toEqual({ problem: 'The file is empty.' });
  });

  it('caps the rows with a clear message instead of working through a huge file', () => {
    const text = 'full_date,date,weekday,time,mood,activities,note_title,note\n' + '2026-01-01,Jan 1,Thursday,8:00 am,good,,,\n'.repeat(101);
    expect(parseTrackerExport(text, { today, maxRows: 100 })).toEqual({ problem: expect.stringContaining('more than 100 rows') });
    expect(parsed(text, 101).entries).toHaveLength(101);
  });
});

describe('Daylio', () => {
  it('reads the export: every row a mood entry on the 5-point scale', () => {
    const result = parsed(fixture('daylio-export.csv'));
    expect(result.format).toBe('daylio');
    expect(result.errors).toEqual([]);
    expect(result.rowCount).toBe(60);
    expect(result.entries).toHaveLength(60);
    expect(result.entries[0]).toEqual({ kind: 'mood', lines: [2], localDate: '2026-10-31', time: '12:05', value: 2, energy: null, anxiety: null, emotions: [], activities: [], note: 'Weekend' });
    expect(result.entries[1]).toMatchObject({ time: '22:45', value: 5, activities: ['work', 'walk'], note: 'Nice evening with Sam.' });
  });

  it('reads the edge cases and names every bad line', () => {
    const result = parsed(fixture('daylio-edge-cases.csv'));
    const moods = of(result.entries, 'mood');
    expect(moods.map((m) => [m.lines[0], m.localDate, m.time, m.value])).toEqual([
      [2, '2026-11-20', '21:05', 4],
      [3, '2026-11-20', '07:30', 3],
      [5, '2026-11-19', '21:15', 1],
      [6, '2026-11-19', '12:00', 5],
      [7, '2026-11-18', '00:00', 2],
      [14, '2026-11-15', '10:10', 2],
      [17, '2026-11-13', '18:45', 5],
    ]);
    expect(moods[0]).toMatchObject({ activities: ['walk', 'friends'], note: 'Evening\nDinner with "the gang", then home' });
    expect(moods[1]!.note).toBe('First line\nsecond line of the same note');
    // Hostile cells are kept as the text they are.
    expect(moods[2]!.note).toBe("=cmd|' /C calc'!A0");
    expect(moods[3]).toMatchObject({ activities: ['+SUM(1,2)', '@risk'], note: '-2+3' });
    expect(result.errors).toEqual([
      { line: 8, message: expect.stringContaining('"ecstatic" is not one of Daylio\'s five moods') },
      { line: 9, message: expect.stringContaining('"25:00" is not a time of day') },
      { line: 10, message: 'The date 2031-01-01 is in the future.' },
      { line: 11, message: 'The date 1899-12-31 is before 1900.' },
      { line: 12, message: expect.stringContaining('"2026-02-30" is not a date') },
      { line: 13, message: 'This row has 6 cells; the header has 8.' },
      { line: 16, message: expect.stringContaining('after a closing quote') },
    ]);
  });

  it('reads the older year,date export', () => {
    const result = parsed(fixture('daylio-legacy.csv'));
    expect(of(result.entries, 'mood').map((m) => [m.localDate, m.time, m.value, m.activities.length])).toEqual([
      ['2018-05-18', '23:54', 5, 3],
      ['2018-05-17', '22:21', 3, 2],
      ['2018-05-16', '23:41', 1, 0],
    ]);
  });

  it('refuses a 10,001-character note on its line', () => {
    const text = `full_date,date,weekday,time,mood,activities,note_title,note\n2026-01-01,Jan 1,Thursday,8:00 am,good,,,"${'x'.repeat(10_001)}"\n`;
    expect(parsed(text).errors).toEqual([{ line: 2, message: 'The note is 10,001 characters long; at most 10,000 are accepted.' }]);
  });
});

describe('Bearable', () => {
  it('reads the current export: moods, symptoms, and one daily log per day', () => {
    const result = parsed(fixture('bearable-export.csv'));
    expect(result.format).toBe('bearable');
    expect(result.errors).toEqual([]);
    expect(result.rowCount).toBe(205);
    const days = of(result.entries, 'daily');
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ localDate: '2026-10-01', energy: 4, sleepHours: 7.25 });
    expect(days[0]!.factors).toEqual(expect.arrayContaining(['Mostly healthy', 'Caffeine']));
    expect(of(result.entries, 'mood')).toHaveLength(28);
    expect(of(result.entries, 'mood')[0]).toMatchObject({ localDate: '2026-10-01', time: '22:05', value: 5, emotions: ['Calm'] });
    // Medicines, gratitudes and measurements are counted, not lost silently.
    expect(result.skipped['Medicines and supplements (add them to your medicine cabinet to track doses)']).toBe(28);
    expect(result.skipped['Gratitude notes']).toBe(5);
    expect(result.skipped['Health measurements']).toBe(4);
  });

  it('converts every scale as documented and reports each unreadable line', () => {
    const result = parsed(fixture('bearable-legacy-edge-cases.csv'));
    const moods = of(result.entries, 'mood');
    expect(moods.map((m) => [m.localDate, m.time, m.value])).toEqual([
      ['2020-09-22', '03:00', 3], // 6/10 → 3
      ['2020-09-23', '12:30', 2], // −1 on −2…+2 → 2
      ['2020-09-25', '09:00', 4], // 8/10 → 4
    ]);
    expect(moods[2]).toMatchObject({ emotions: ['=HYPERLINK("http://evil.example","click")'], note: '@SUM(A1)' });
    expect(of(result.entries, 'symptom').map((s) => [s.symptom, s.time, s.severity])).toEqual([
      ['Stress', '15:00', 3],
      ['Back (lower) pain', '21:00', 8],
      ['Migraine', '21:00', 10],
    ]);
    const [day22, day23] = of(result.entries, 'daily');
    expect(day22).toMatchObject({ localDate: '2020-09-22', factors: ['Sedentary', 'With family', 'Quiet day'] });
    // 7h 30m plus a 7.5 h span; energy: mean of v. low (1) and 4, rounded.
    expect(day23).toMatchObject({ localDate: '2020-09-23', sleepHours: 15, energy: 3 });
    expect(result.skipped).toEqual({
      'Medicines and supplements (add them to your medicine cabinet to track doses)': 1,
      'Symptoms rated as absent (0)': 1,
      'Gratitude notes': 1,
    });
    expect(result.errors.map((e) => e.line)).toEqual([15, 16, 17, 18, 19, 21, 22]);
    expect(result.errors[0]!.message).toContain('"noonish"');
    expect(result.errors[1]!.message).toContain('"11"');
  });
});
