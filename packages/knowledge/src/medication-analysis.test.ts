import { describe, expect, it } from 'vitest';
import { analyzeMedicationNames, analyzeMedications } from './medication-analysis';
import { substanceById } from './knowledge-base';

const now = new Date('2026-01-02T03:04:05.000Z');

describe('analyzeMedicationNames', () => {
  it('lists side effects, serious side effects and warnings per known medicine, and the interactions between them', () => {
    const a = analyzeMedicationNames(['Coumadin', 'ibuprofen', 'Made-up pill'], now);
    expect(a.analyzedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(a.medications.map((m) => [m.name, m.id])).toEqual([['Coumadin', 'warfarin'], ['ibuprofen', 'ibuprofen'], ['Made-up pill', null]]);
    const warfarin = substanceById.get('warfarin')!;
    expect(a.medications[0]).toEqual({
      name: 'Coumadin',
      id: 'warfarin',
      sideEffects: warfarin.sideEffects ?? [],
      detailedSideEffects: warfarin.seriousSideEffects ?? [],
      warnings: warfarin.warnings ?? [],
    });
    expect(a.medications[0]!.sideEffects.length + a.medications[0]!.detailedSideEffects.length + a.medications[0]!.warnings.length).toBeGreaterThan(0);
    expect(a.medications[2]).toEqual({ name: 'Made-up pill', id: null, sideEffects: [], detailedSideEffects: [], warnings: [] });
    expect(a.interactions).toContainEqual(expect.objectContaining({ severity: 'major' }));
  });

  it('an empty list has nothing to report', () => {
    expect(analyzeMedicationNames([], now)).toEqual({ medications: [], interactions: [], analyzedAt: now.toISOString() });
  });
});

describe('analyzeMedications with kept resolutions', () => {
  it('uses the kept substance id, not the name', () => {
    // 'My blood thinner' resolves to nothing by name; its kept id says warfarin.
    const a = analyzeMedications([{ name: 'My blood thinner', known: { substanceId: 'warfarin' } }, { name: 'ibuprofen' }], now);
    expect(a.medications.map((m) => m.id)).toEqual(['warfarin', 'ibuprofen']);
    expect(a.interactions).toContainEqual(expect.objectContaining({ severity: 'major' }));
  });

  it('a kept "not known" stays not known', () => {
    const a = analyzeMedications([{ name: 'warfarin', known: { substanceId: null } }], now);
    expect(a.medications[0]).toMatchObject({ name: 'warfarin', id: null });
  });
});
