import { describe, expect, it } from 'vitest';
import { entryText, hasLegacyData, hasLegacyMedicationData, legacyMedicationEntries, textList, toNumber } from './legacy-user-details';

describe('legacy readers', () => {
  it('reads numbers stored as text', () => {
    expect([toNumber(42), toNumber(' 42 '), toNumber('4.5'), toNumber(''), toNumber('abc'), toNumber(null), toNumber(Infinity)]).toEqual([42, 42, 4.5, null, null, null, null]);
  });

  it('reads list entries stored as text or as objects with a name', () => {
    expect(entryText({ name: ' Asthma ' })).toBe('Asthma');
    expect(entryText({ medication_name: 'Lisinopril' })).toBe('Lisinopril');
    expect(entryText({ id: 3 })).toBe('');
    expect(textList(['Asthma', { name: 'asthma' }, '', { label: 'COPD' }, 7])).toEqual(['Asthma', 'COPD']);
    expect(textList('Asthma')).toEqual([]);
  });

  it('P2-CALL-07 medication_data is a list or an object with medications; the questionnaire is the fallback', () => {
    expect(legacyMedicationEntries({ medication_data: ['A'] })).toEqual(['A']);
    expect(legacyMedicationEntries({ medication_data: { medications: ['B'] } })).toEqual(['B']);
    expect(legacyMedicationEntries({ medication_data: null, questionnaire_data: { medications: { medications: ['C'] } } })).toEqual(['C']);
    expect(legacyMedicationEntries(null)).toEqual([]);
    expect(hasLegacyMedicationData({ medication_data: { medications: [] } })).toBe(false);
  });

  it('legacy data exists when any of questionnaire, medication or diet data holds something', () => {
    expect(hasLegacyData(null)).toBe(false);
    expect(hasLegacyData({ questionnaire_data: { basicInfo: {} }, medication_data: [], diet_data: { restrictions: [] } })).toBe(false);
    expect(hasLegacyData({ diet_data: { dietType: 'vegan' } })).toBe(true);
  });
});
