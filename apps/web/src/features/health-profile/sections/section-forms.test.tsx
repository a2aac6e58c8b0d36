// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySection, type ProfileSectionData } from '@thrivewell/core/contracts/profile-contract';
import type { Medication } from '@thrivewell/core/contracts/profile-schemas';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { SectionForm } from './section-form';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { sectionValue } from './section-values';

afterEach(cleanup);

const multipleWarning = 'Multiple Medications Detected - Consider discussing potential interactions with your healthcare provider.';

function renderForm<K extends ProfileSectionId>(section: K, initial?: Partial<ProfileSectionData[K]>, storedMedications?: Medication[]) {
  const latest: { value: ProfileSectionData[K] } = { value: { ...emptySection(section), ...initial } };
  function Harness() {
    const [value, setValue] = useState(latest.value);
    return (
      <SectionForm
        section={section}
        value={value}
        onChange={(next) => {
          latest.value = next;
          setValue(next);
        }}
        idPrefix="t"
        storedMedications={storedMedications}
      />
    );
  }
  render(<Harness />);
  return latest;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionValues = (label: string) => Array.from(select(label).options).map((o) => o.value).filter(Boolean);
const optionTexts = (label: string) => Array.from(select(label).options).filter((o) => o.value).map((o) => o.textContent);
const chipNames = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('button').map((b) => b.textContent);
const type = (label: string, text: string) => fireEvent.change(input(label), { target: { value: text } });
const enter = (label: string) => fireEvent.keyDown(input(label), { key: 'Enter' });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('personal information', () => {
  it('P2-ONB-10 age is a whole number from 1 to 120; an unparsable value becomes empty', () => {
    const latest = renderForm('personalInfo');
    const age = input('Age');
    expect([age.type, age.min, age.max, age.step]).toEqual(['number', '1', '120', '1']);
    type('Age', '42');
    expect(latest.value.age).toBe(42);
    type('Age', '42.7');
    expect(latest.value.age).toBe(42);
    type('Age', '');
    expect(latest.value.age).toBeNull();
  });

  it('P2-ONB-11 gender offers male, female, non-binary and prefer-not-to-say', () => {
    const latest = renderForm('personalInfo');
    expect(optionValues('Gender')).toEqual(['male', 'female', 'non-binary', 'prefer-not-to-say']);
    expect(optionTexts('Gender')).toEqual(['Male', 'Female', 'Non-binary', 'Prefer not to say']);
    fireEvent.change(select('Gender'), { target: { value: 'non-binary' } });
    expect(latest.value.gender).toBe('non-binary');
  });

  it('P2-ONB-12 P2-ONB-13 weight and height are decimals (min 1, step 0.1) with kg/lbs and cm/ft/in, kg and cm by default', () => {
    const latest = renderForm('personalInfo');
    for (const label of ['Weight', 'Height']) {
      expect([input(label).type, input(label).min, input(label).step]).toEqual(['number', '1', '0.1']);
    }
    expect(select('Weight unit').value).toBe('kg');
    expect(optionValues('Weight unit')).toEqual(['kg', 'lbs']);
    expect(select('Height unit').value).toBe('cm');
    expect(optionValues('Height unit')).toEqual(['cm', 'ft', 'in']);
    type('Weight', '70.5');
    expect(latest.value.weight).toBe(70.5);
  });

  it('P2-ONB-14 P2-ONB-15 P2-ONB-16 BMI shows once weight and height are set, one decimal, converting lbs and inches', () => {
    renderForm('personalInfo');
    type('Weight', '70');
    expect(screen.queryByText(/Your BMI/)).toBeNull();
    type('Height', '175');
    expect(screen.getByText(/Your BMI/).textContent).toBe('Your BMI: 22.9');
    fireEvent.change(select('Weight unit'), { target: { value: 'lbs' } });
    type('Weight', '154');
    fireEvent.change(select('Height unit'), { target: { value: 'in' } });
    type('Height', '69');
    expect(screen.getByText(/Your BMI/).textContent).toBe('Your BMI: 22.7');
  });
});

describe('medical history', () => {
  it('P2-ONB-17 P2-CHO-01 P2-CHO-02 four lists, with the predefined conditions and allergies as toggle chips', () => {
    const latest = renderForm('medicalHistory');
    for (const name of ['Current conditions', 'Chronic conditions', 'Allergies', 'Family history']) expect(screen.getByRole('group', { name })).toBeTruthy();
    expect(chipNames('Common current conditions')).toEqual(['Diabetes', 'Hypertension', 'Heart Disease', 'Asthma', 'Arthritis', 'Depression', 'Anxiety', 'High Cholesterol', 'Thyroid Issues', 'COPD']);
    expect(chipNames('Common allergies')).toEqual(['Peanuts', 'Tree Nuts', 'Shellfish', 'Eggs', 'Milk', 'Soy', 'Wheat/Gluten', 'Fish', 'Sesame', 'Penicillin', 'Latex', 'Pollen']);
    click('Diabetes');
    expect(screen.getByRole('button', { name: 'Diabetes' }).getAttribute('aria-pressed')).toBe('true');
    click('Penicillin');
    type('Family history entry', 'Heart disease (father)');
    click('Add family history');
    expect(latest.value).toMatchObject({ currentConditions: ['Diabetes'], allergies: ['Penicillin'], familyHistory: ['Heart disease (father)'], noConditions: false });
    click('Diabetes');
    expect(latest.value.currentConditions).toEqual([]);
  });

  it("P2-ONB-18 P2-ONB-19 'no conditions or allergies' clears and hides the four lists; adding again un-ticks it", () => {
    const latest = renderForm('medicalHistory', { currentConditions: ['Asthma'], chronicConditions: ['Psoriasis'], allergies: ['Milk'], familyHistory: ['Diabetes'] });
    fireEvent.click(input('I have no conditions or allergies'));
    expect(latest.value).toMatchObject({ noConditions: true, currentConditions: [], chronicConditions: [], allergies: [], familyHistory: [] });
    expect(screen.queryByRole('group', { name: 'Allergies' })).toBeNull();
    expect(screen.queryByLabelText('Other allergy')).toBeNull();
    fireEvent.click(input('I have no conditions or allergies'));
    expect(latest.value.noConditions).toBe(false);
    click('Eggs');
    expect(latest.value).toMatchObject({ noConditions: false, allergies: ['Eggs'] });
    expect(input('I have no conditions or allergies').checked).toBe(false);
  });

  it('P2-ONB-48 P2-ONB-49 free text is trimmed, empty and duplicate entries are ignored; Enter or + adds', () => {
    const latest = renderForm('medicalHistory');
    type('Chronic condition', '  Psoriasis  ');
    enter('Chronic condition');
    expect(screen.getByRole('button', { name: 'Remove Psoriasis' })).toBeTruthy();
    expect(input('Chronic condition').value).toBe('');
    type('Chronic condition', 'psoriasis');
    click('Add chronic condition');
    type('Chronic condition', '   ');
    enter('Chronic condition');
    click('Add chronic condition');
    expect(latest.value.chronicConditions).toEqual(['Psoriasis']);
    type('Chronic condition', 'Gout');
    click('Add chronic condition');
    expect(latest.value.chronicConditions).toEqual(['Psoriasis', 'Gout']);
    click('Remove Psoriasis');
    expect(latest.value.chronicConditions).toEqual(['Gout']);
  });
});

describe('symptoms', () => {
  it('P2-ONB-20 P2-ONB-21 P2-ONB-22 P2-CHO-03 symptoms with a severity slider 1–10 (default 1) and a frequency each', () => {
    const latest = renderForm('symptoms');
    expect(chipNames('Common symptoms')).toEqual([
      'Fatigue', 'Headache', 'Joint Pain', 'Muscle Pain', 'Sleep Issues', 'Digestive Issues', 'Shortness of Breath',
      'Chest Pain', 'Dizziness', 'Nausea', 'Back Pain', 'Anxiety', 'Depression', 'Memory Issues',
    ]);
    click('Fatigue');
    const severity = input('Severity of Fatigue');
    expect([severity.type, severity.min, severity.max, severity.value]).toEqual(['range', '1', '10', '1']);
    fireEvent.change(severity, { target: { value: '6' } });
    expect(optionValues('Frequency of Fatigue')).toEqual(['daily', 'weekly', 'monthly', 'occasionally', 'rarely']);
    fireEvent.change(select('Frequency of Fatigue'), { target: { value: 'weekly' } });
    type('Other symptom', ' Blurred vision ');
    enter('Other symptom');
    expect(latest.value).toEqual({ currentSymptoms: ['Fatigue', 'Blurred vision'], severity: { Fatigue: 6, 'Blurred vision': 1 }, frequency: { Fatigue: 'weekly' }, completed: false });
  });

  it('P2-ONB-23 removing a symptom removes its severity and frequency', () => {
    const latest = renderForm('symptoms', { currentSymptoms: ['Headache', 'Nausea'], severity: { Headache: 4, Nausea: 2 }, frequency: { Headache: 'daily' } });
    click('Remove Headache');
    expect(latest.value).toEqual({ currentSymptoms: ['Nausea'], severity: { Nausea: 2 }, frequency: {}, completed: false });
    expect(screen.queryByLabelText('Severity of Headache')).toBeNull();
  });

  it("P2-ONB-24 P2-ONB-25 'no symptoms' empties symptoms, severity and frequency and sets completed; unticking clears it", () => {
    const latest = renderForm('symptoms', { currentSymptoms: ['Headache'], severity: { Headache: 4 }, frequency: { Headache: 'daily' } });
    fireEvent.click(input('I have no symptoms right now'));
    expect(latest.value).toEqual({ currentSymptoms: [], severity: {}, frequency: {}, completed: true });
    expect(screen.queryByRole('group', { name: 'Common symptoms' })).toBeNull();
    fireEvent.click(input('I have no symptoms right now'));
    expect(latest.value.completed).toBe(false);
    expect(screen.getByRole('group', { name: 'Common symptoms' })).toBeTruthy();
  });
});

describe('medications', () => {
  it('P2-ONB-26..30 P2-CHO-04 Add Medication needs a name; type defaults to Prescription; dosage and frequency are optional', () => {
    const latest = renderForm('medications');
    const add = () => screen.getByRole('button', { name: 'Add Medication' }) as HTMLButtonElement;
    expect(add().disabled).toBe(true);
    type('Medication name', '   ');
    expect(add().disabled).toBe(true);
    expect(select('Type').value).toBe('Prescription');
    expect(optionValues('Type')).toEqual(['Prescription', 'Over-the-counter', 'Supplement', 'Vitamin', 'Herbal']);
    expect(optionValues('Frequency (optional)')).toEqual(['Once daily', 'Twice daily', 'Three times daily', 'Four times daily', 'Every 12 hours', 'Every 8 hours', 'Every 6 hours', 'As needed', 'Weekly']);
    type('Medication name', ' Metformin ');
    expect(add().disabled).toBe(false);
    fireEvent.click(add());
    type('Medication name', 'Fish oil');
    type('Dosage (optional)', '1000 mg');
    fireEvent.change(select('Frequency (optional)'), { target: { value: 'Twice daily' } });
    fireEvent.change(select('Type'), { target: { value: 'Supplement' } });
    fireEvent.click(add());
    const [first, second] = latest.value.current;
    expect(first).toMatchObject({ name: 'Metformin', dosage: '', frequency: '', type: 'Prescription', active: true });
    expect(first?.id).toMatch(/^med_\d+_\d+$/);
    expect(second).toMatchObject({ name: 'Fish oil', dosage: '1000 mg', frequency: 'Twice daily', type: 'Supplement', active: true });
    expect(screen.getByText('1000 mg · Twice daily · Supplement')).toBeTruthy();
    expect(select('Type').value).toBe('Prescription');
    click('Remove Metformin');
    expect(latest.value.current.map((m) => m.name)).toEqual(['Fish oil']);
  });

  it("P2-ONB-31 'not taking any medications' empties the list", () => {
    const latest = renderForm('medications', { current: [{ id: 'med_1_1', name: 'Aspirin', dosage: '', frequency: '', type: 'Over-the-counter', active: true }] });
    fireEvent.click(input("I'm not taking any medications"));
    expect(latest.value).toEqual({ current: [], noMedications: true });
    expect(screen.queryByRole('button', { name: 'Add Medication' })).toBeNull();
    expect(screen.getByText('You told us you are not taking any medications.')).toBeTruthy();
  });

  it('P2-ONB-32 P2-ERR-13 cabinet entries are listed and marked; more than 2 listed shows the multiple-medications warning', () => {
    const stored: Medication[] = [{ id: 'db_42', name: 'Lisinopril', dosage: '10 mg', frequency: 'Once daily', type: 'Prescription', active: true }];
    const latest = renderForm('medications', { current: [{ id: 'med_1_1', name: 'Aspirin', dosage: '', frequency: '', type: 'Over-the-counter', active: true }] }, stored);
    const list = screen.getByRole('list', { name: 'Medications, listed' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('From your medicine cabinet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Lisinopril' })).toBeNull();
    expect(screen.queryByText(multipleWarning)).toBeNull();
    type('Medication name', 'Vitamin D');
    click('Add Medication');
    expect(screen.getByText(multipleWarning)).toBeTruthy();
    expect(latest.value.current.map((m) => m.id).some((id) => id.startsWith('db_'))).toBe(false);
  });
});

describe('lifestyle', () => {
  it('P2-ONB-33 P2-ONB-34 P2-ONB-37 P2-ONB-38 exercise, activity, smoking and alcohol choices', () => {
    renderForm('lifestyle');
    expect(optionValues('Exercise frequency')).toEqual(['none', '1-2-times', '3-4-times', '5-6-times', 'daily']);
    expect(optionValues('Activity level')).toEqual(['sedentary', 'lightly-active', 'moderately-active', 'very-active', 'extremely-active']);
    expect(optionValues('Smoking')).toEqual(['never', 'former', 'occasional', 'regular']);
    expect(optionValues('Alcohol')).toEqual(['none', 'rarely', 'occasionally', 'weekly', 'daily']);
  });

  it("P2-ONB-35 P2-ONB-36 P2-SCORE-21 sleep 3–12 in half hours (8 by default, '7-9h recommended'), stress 1–10 (5 by default)", () => {
    const latest = renderForm('lifestyle');
    const sleep = input('Sleep per night');
    expect([sleep.min, sleep.max, sleep.step, sleep.value]).toEqual(['3', '12', '0.5', '8']);
    expect(screen.getByText('7-9h recommended')).toBeTruthy();
    const stress = input('Stress level');
    expect([stress.min, stress.max, stress.value]).toEqual(['1', '10', '5']);
    fireEvent.change(sleep, { target: { value: '6.5' } });
    expect(latest.value).toMatchObject({ sleepHours: 6.5, stressLevel: 5 });
  });

  it('P2-SCORE-20 the lifestyle score and status show once exercise, sleep or stress is set', () => {
    renderForm('lifestyle');
    expect(screen.queryByText(/Lifestyle score/)).toBeNull();
    fireEvent.change(select('Exercise frequency'), { target: { value: 'daily' } });
    // daily 30 + 8 h sleep 25 + stress 5 → 12 = 67
    expect(screen.getByText(/Lifestyle score/).textContent).toBe('Lifestyle score: 67/100Moderate');
    fireEvent.change(select('Smoking'), { target: { value: 'never' } });
    expect(screen.getByText(/Lifestyle score/).textContent).toBe('Lifestyle score: 82/100Good');
  });
});

describe('diet', () => {
  it('P2-ONB-39 P2-ONB-40 P2-CHO-05 P2-CHO-06 P2-CHO-07 diet type, restrictions, preferences and goals', () => {
    const latest = renderForm('diet');
    expect(optionValues('Diet type')).toEqual(['omnivore', 'vegetarian', 'vegan', 'pescatarian', 'keto', 'paleo', 'mediterranean', 'low-carb', 'intermittent-fasting', 'other']);
    expect(chipNames('Common dietary restrictions')).toEqual(['Gluten-free', 'Dairy-free', 'Sugar-free', 'Low sodium', 'Low fat', 'High protein', 'Low carb', 'No processed foods', 'Organic only']);
    expect(chipNames('Common food preferences')).toEqual(['Spicy food', 'Mild flavors', 'Fresh ingredients', 'Seasonal eating', 'Local produce', 'Quick meals', 'Home cooking', 'Meal prep']);
    expect(chipNames('Common nutrition goals')).toEqual(['Weight loss', 'Weight gain', 'Muscle building', 'Better energy', 'Improved digestion', 'Heart health', 'Brain health', 'Better sleep', 'Inflammation reduction', 'Blood sugar control']);
    fireEvent.change(select('Diet type'), { target: { value: 'pescatarian' } });
    click('Dairy-free');
    type('Other restriction', ' No pork ');
    enter('Other restriction');
    type('Other restriction', 'dairy-FREE');
    enter('Other restriction');
    click('Meal prep');
    click('Heart health');
    expect(latest.value).toEqual({ type: 'pescatarian', restrictions: ['Dairy-free', 'No pork'], preferences: ['Meal prep'], goals: ['Heart health'] });
  });
});

describe('health goals', () => {
  it('P2-ONB-41 P2-ONB-42 P2-ONB-44 P2-CHO-08 P2-CHO-09 goals, timeframe and approach preferences', () => {
    const latest = renderForm('healthGoals');
    expect(chipNames('Common health goals')).toEqual([
      'Lose weight', 'Gain weight', 'Build muscle', 'Improve fitness', 'Better sleep', 'Reduce stress', 'More energy', 'Pain management',
      'Heart health', 'Mental wellness', 'Disease prevention', 'Healthy aging', 'Better nutrition', 'Quit smoking', 'Reduce medications', 'Balance hormones',
    ]);
    expect(chipNames('Common approach preferences')).toEqual([
      'Natural/holistic approach', 'Evidence-based medicine', 'Preventive care', 'Quick results', 'Gradual changes', 'Lifestyle modifications',
      'Technology assistance', 'Professional guidance', 'Self-directed', 'Community support', 'Family involvement', 'Cost-effective solutions',
    ]);
    expect(optionValues('Timeframe')).toEqual(['1-month', '3-months', '6-months', '1-year', 'ongoing']);
    click('Reduce stress');
    type('Other goal', 'Run a half marathon');
    click('Add goal');
    fireEvent.change(select('Timeframe'), { target: { value: '6-months' } });
    click('Gradual changes');
    expect(latest.value).toMatchObject({ primary: ['Reduce stress', 'Run a half marathon'], timeframe: '6-months', preferences: ['Gradual changes'] });
  });

  it('P2-ONB-43 P2-ONB-45 P2-ONB-46 P2-ONB-47 target fields follow the chosen goals', () => {
    const latest = renderForm('healthGoals');
    expect(screen.queryByLabelText('Target weight')).toBeNull();
    expect(screen.queryByLabelText('Fitness target')).toBeNull();
    expect(screen.queryByLabelText('Sleep target (hours per night)')).toBeNull();
    expect(screen.getByLabelText('Notes (optional)')).toBeTruthy();
    click('Lose weight');
    type('Target weight', '68.5');
    fireEvent.change(select('Target weight unit'), { target: { value: 'lbs' } });
    click('Lose weight');
    expect(screen.queryByLabelText('Target weight')).toBeNull();
    expect(latest.value.specificTargets.targetWeight).toBeNull();
    click('Gain weight');
    expect(screen.getByLabelText('Target weight')).toBeTruthy();
    click('Improve fitness');
    type('Fitness target', 'Run 5 km');
    click('Better sleep');
    const sleep = input('Sleep target (hours per night)');
    expect([sleep.min, sleep.max, sleep.step]).toEqual(['4', '12', '0.5']);
    type('Sleep target (hours per night)', '7.5');
    fireEvent.change(screen.getByLabelText('Notes (optional)'), { target: { value: 'Walk after dinner' } });
    expect(latest.value.specificTargets).toEqual({ targetWeight: null, weightUnit: 'lbs', fitnessTarget: 'Run 5 km', sleepTarget: 7.5, notes: 'Walk after dinner' });
  });
});

describe('sectionValue', () => {
  it('reads the stored column through the schema, empty when missing, keeping the valid fields of broken data', () => {
    expect(sectionValue(null, 'diet')).toEqual({ type: null, restrictions: [], preferences: [], goals: [] });
    expect(sectionValue({ dietary_info: { type: 'vegan', restrictions: [' Low fat '] } }, 'diet')).toEqual({ type: 'vegan', restrictions: ['Low fat'], preferences: [], goals: [] });
    const stored = (row: Record<string, unknown>) => row as UnifiedProfile;
    expect(sectionValue(stored({ personal_info: { age: 40, gender: 'robot', weight: 70 } }), 'personalInfo')).toEqual({ age: 40, gender: null, weight: 70, weightUnit: 'kg', height: null, heightUnit: 'cm' });
    const medications = { current: [{ id: 'med_1_1', name: 'Aspirin', dosage: '', frequency: '', type: 'Over-the-counter', active: true }], noMedications: false, analysis: { medications: [] }, lastUpdated: '2025-03-04T10:20:00.000Z' };
    expect(sectionValue(stored({ medications }), 'medications')).toEqual({ current: medications.current, noMedications: false });
  });
});
