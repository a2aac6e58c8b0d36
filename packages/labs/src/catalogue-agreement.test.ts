import { describe, expect, it } from 'vitest';
import { dipstickPads } from './dipstick';
import { markerGuides } from './marker-guides';
import { medicineEffectRules } from './medicine-effect-rules';
import { markerByLoinc, markers } from './markers';

/**
 * The marker catalogue (parser), the guides, the dipstick and the medicine effects were written
 * apart: they must name the same markers by the same LOINC codes, or a saved result would find no
 * guide and a dipstick pad no marker.
 */
describe('one set of LOINC codes across the package', () => {
  it('every guide names a catalogued marker (its own code or one of its other codes)', () => {
    const orphans = markerGuides.filter((g) => ![g.loinc, ...(g.otherLoinc ?? [])].some((code) => markerByLoinc(code)));
    expect(orphans.map((g) => `${g.loinc} ${g.name}`)).toEqual([]);
  });

  it('every catalogued marker has a guide (under its own code or as one of a guide\'s other codes)', () => {
    const codes = new Set(markerGuides.flatMap((g) => [g.loinc, ...(g.otherLoinc ?? [])]));
    const unguided = markers.filter((m) => !codes.has(m.loinc));
    expect(unguided.map((m) => `${m.loinc} ${m.name}`)).toEqual([]);
  });

  it('every dipstick pad is a catalogued urine marker', () => {
    for (const pad of dipstickPads) expect(markerByLoinc(pad.loinc)?.kind, pad.name).toBe('urine');
  });

  it('every medicine effect names a marker that has a guide', () => {
    const codes = new Set(markerGuides.flatMap((g) => [g.loinc, ...(g.otherLoinc ?? [])]));
    const unknown = medicineEffectRules.flatMap((r) => r.markers.filter((code) => !codes.has(code)));
    expect(unknown).toEqual([]);
  });
});
