import { describe, expect, it } from 'vitest';
import {
  addListEntry,
  addMedicalHistoryEntry,
  addMedication,
  addSymptom,
  canAddMedication,
  generateMedicationId,
  medicationsToSave,
  removeSymptom,
  setNoConditions,
  setNoMedications,
  setNoSymptoms,
  setSymptomFrequency,
  setSymptomSeverity,
  symptomSeverity,
} from './onboarding-edits';
import { emptySection } from '../contracts/profile-contract';

const now = new Date('2025-03-01T12:00:00.000Z');
const random = () => 0.5;

describe('free-text lists', () => {
  it('P2-ONB-48 entries are trimmed', () => {
    expect(addListEntry(['Asthma'], '  Migraine  ')).toEqual(['Asthma', 'Migraine']);
  });

  it('P2-ONB-48 empty entries are ignored', () => {
    const list = ['Asthma'];
    expect(addListEntry(list, '   ')).toBe(list);
  });

  it('P2-ONB-48 entries already in the list are ignored (ignoring case)', () => {
    const list = ['Asthma'];
    expect(addListEntry(list, 'Asthma')).toBe(list);
    expect(addListEntry(list, ' asthma ')).toBe(list);
  });
});

describe('medical history', () => {
  it("P2-ONB-18 ticking 'no conditions or allergies' clears the four lists", () => {
    const history = { ...emptySection('medicalHistory'), currentConditions: ['Asthma'], chronicConditions: ['COPD'], allergies: ['Latex'], familyHistory: ['Diabetes'] };
    expect(setNoConditions(history, true)).toEqual({
      noConditions: true,
      currentConditions: [],
      chronicConditions: [],
      allergies: [],
      familyHistory: [],
    });
    expect(setNoConditions({ ...history, noConditions: true }, false).noConditions).toBe(false);
  });

  it("P2-ONB-19 adding any item un-ticks 'no conditions or allergies'", () => {
    const none = setNoConditions(emptySection('medicalHistory'), true);
    for (const list of ['currentConditions', 'chronicConditions', 'allergies', 'familyHistory'] as const) {
      const next = addMedicalHistoryEntry(none, list, 'Something');
      expect(next.noConditions).toBe(false);
      expect(next[list]).toEqual(['Something']);
    }
    expect(addMedicalHistoryEntry(none, 'allergies', '  ')).toBe(none);
  });
});

describe('symptoms', () => {
  it('P2-ONB-21 a new symptom starts at severity 1', () => {
    const next = addSymptom(emptySection('symptoms'), 'Headache');
    expect(next.currentSymptoms).toEqual(['Headache']);
    expect(symptomSeverity(next, 'Headache')).toBe(1);
    expect(symptomSeverity({ severity: {} }, 'Fatigue')).toBe(1);
  });

  it('P2-ONB-21 / P2-ONB-22 severity stays 1 to 10 and frequency is kept per symptom', () => {
    let s = addSymptom(emptySection('symptoms'), 'Headache');
    s = setSymptomSeverity(s, 'Headache', 14);
    s = setSymptomFrequency(s, 'Headache', 'weekly');
    expect(s.severity).toEqual({ Headache: 10 });
    expect(s.frequency).toEqual({ Headache: 'weekly' });
    expect(setSymptomSeverity(s, 'Nausea', 3)).toBe(s);
  });

  it('P2-ONB-23 removing a symptom also removes its severity and frequency', () => {
    const s = {
      currentSymptoms: ['Headache', 'Fatigue'],
      severity: { Headache: 6, Fatigue: 3 },
      frequency: { Headache: 'daily' as const, Fatigue: 'weekly' as const },
      completed: false,
    };
    expect(removeSymptom(s, 'Headache')).toEqual({
      currentSymptoms: ['Fatigue'],
      severity: { Fatigue: 3 },
      frequency: { Fatigue: 'weekly' },
      completed: false,
    });
  });

  it("P2-ONB-24 ticking 'no symptoms' empties symptoms, severity and frequency and sets completed", () => {
    const s = { currentSymptoms: ['Headache'], severity: { Headache: 6 }, frequency: { Headache: 'daily' as const }, completed: false };
    expect(setNoSymptoms(s, true)).toEqual({ currentSymptoms: [], severity: {}, frequency: {}, completed: true });
  });

  it("P2-ONB-25 unticking 'no symptoms' clears completed", () => {
    expect(setNoSymptoms(setNoSymptoms(emptySection('symptoms'), true), false).completed).toBe(false);
  });

  it("adding a symptom un-ticks 'no symptoms'", () => {
    expect(addSymptom(setNoSymptoms(emptySection('symptoms'), true), 'Fatigue').completed).toBe(false);
  });
});

describe('medications', () => {
  it('P2-ONB-27 the id is prefix + timestamp + random number', () => {
    expect(generateMedicationId(now, random)).toBe(`med_${now.getTime()}_500000`);
    expect(generateMedicationId(now, () => 0.123456789, 'supp_')).toBe(`supp_${now.getTime()}_123456`);
  });

  it('P2-ONB-29 Add Medication needs a non-empty trimmed name', () => {
    expect(canAddMedication({ name: '   ' })).toBe(false);
    expect(canAddMedication({ name: ' Metformin ' })).toBe(true);
    const meds = emptySection('medications');
    expect(addMedication(meds, { name: '  ' }, { now, random })).toBe(meds);
  });

  it('P2-ONB-26 / P2-ONB-28 / P2-ONB-30 a new item has id, name, dosage, frequency, type (default Prescription) and active', () => {
    const next = addMedication(emptySection('medications'), { name: ' Metformin ' }, { now, random });
    expect(next.current).toEqual([{ id: `med_${now.getTime()}_500000`, name: 'Metformin', dosage: '', frequency: '', type: 'Prescription', active: true }]);
    const vitamin = addMedication(next, { name: 'Vitamin D', dosage: '1000 IU', frequency: 'Once daily', type: 'Vitamin' }, { now, random: () => 0.1 });
    expect(vitamin.current[1]).toMatchObject({ name: 'Vitamin D', dosage: '1000 IU', frequency: 'Once daily', type: 'Vitamin' });
  });

  it("P2-ONB-31 ticking 'not taking any medications' empties the list", () => {
    const meds = addMedication(emptySection('medications'), { name: 'Aspirin' }, { now, random });
    expect(setNoMedications(meds, true)).toEqual({ current: [], noMedications: true });
    expect(setNoMedications({ current: [], noMedications: true }, false)).toEqual({ current: [], noMedications: false });
  });

  it("P2-ONB-32 medications whose id starts with 'db_' are not saved again", () => {
    const list = [{ id: 'db_12' }, { id: 'med_1_2' }, { id: 'xdb_3' }];
    expect(medicationsToSave(list)).toEqual([{ id: 'med_1_2' }, { id: 'xdb_3' }]);
  });
});
