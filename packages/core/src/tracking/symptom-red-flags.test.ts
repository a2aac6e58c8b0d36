import { describe, expect, it } from 'vitest';
import { symptomRedFlag, symptomScreenText, type SymptomForScreen } from './symptom-red-flags';

type Case = [string, SymptomForScreen, string | null];

/** [what, entry, expected main category or null]. Written by hand: flagged and quiet cases. */
const cases: Case[] = [
  ['mild headache', { symptom: 'Headache', severity: 3 }, null],
  ['moderate headache after coffee', { symptom: 'Headache', severity: 6, note: 'after too much coffee' }, null],
  ['headache 9/10 without more', { symptom: 'Headache', severity: 9, note: 'tension, neck stiff from the desk' }, null],
  ['thunderclap headache 10/10', { symptom: 'Headache', severity: 10 }, 'stroke'],
  ['worst headache of my life at 6', { symptom: 'Headache', severity: 6, note: 'worst headache of my life, came on suddenly' }, 'stroke'],
  ['chest pain 2/10 after the gym', { symptom: 'Chest Pain', severity: 2, note: 'after the gym, sore muscles' }, null],
  ['chest pain 6/10', { symptom: 'Chest Pain', severity: 6 }, null],
  ['chest pain 7/10', { symptom: 'Chest Pain', severity: 7 }, 'cardiac'],
  ['chest pain 8/10', { symptom: 'chest pain', severity: 8 }, 'cardiac'],
  ['chest pain 3/10 spreading to the arm', { symptom: 'Chest Pain', severity: 3, note: 'crushing, spreading to my left arm and jaw, sweating' }, 'cardiac'],
  ['shortness of breath 4/10 on stairs', { symptom: 'Shortness of Breath', severity: 4, note: 'on the stairs' }, null],
  ['shortness of breath 8/10', { symptom: 'Shortness of Breath', severity: 8 }, 'breathing'],
  ['dizziness and fainting', { symptom: 'Dizziness', severity: 5, note: 'I passed out in the kitchen' }, 'unconscious'],
  ['dizziness when standing up', { symptom: 'Dizziness', severity: 4, note: 'a bit lightheaded when I stand up quickly' }, null],
  ['custom fainting', { symptom: 'Fainted', severity: 6 }, 'unconscious'],
  ['depression with suicidal thoughts', { symptom: 'Depression', severity: 7, note: 'I keep having suicidal thoughts' }, 'self_harm'],
  ['depression feeling low', { symptom: 'Depression', severity: 5, note: 'feeling low, stayed in bed' }, null],
  ['severe depression alone', { symptom: 'Depression', severity: 9 }, null],
  ['nausea with vomiting blood', { symptom: 'Nausea', severity: 5, note: 'vomiting blood this morning' }, 'bleeding'],
  ['nausea after a meal', { symptom: 'Nausea', severity: 4, note: 'after a greasy meal' }, null],
  ['memory issues with slurred speech', { symptom: 'Memory Issues', severity: 4, note: 'confused, slurred speech' }, 'stroke'],
  ['memory issues forgetting keys', { symptom: 'Memory Issues', severity: 3, note: 'forgot my keys twice' }, null],
  ['back pain 9/10', { symptom: 'Back Pain', severity: 9, note: 'lifted a heavy box' }, null],
  ['fatigue 9/10', { symptom: 'Fatigue', severity: 9, note: 'slept badly all week' }, null],
  ['joint pain mild', { symptom: 'Joint Pain', severity: 2 }, null],
  ['muscle pain chest day', { symptom: 'Muscle Pain', severity: 5, note: 'chest day at the gym' }, null],
  ['headache with face drooping', { symptom: 'Headache', severity: 5, note: 'sudden, face drooping on one side' }, 'stroke'],
  ['digestive issues with black stools', { symptom: 'Digestive Issues', severity: 5, note: 'black tarry stools since yesterday' }, 'bleeding'],
  ['anxiety ordinary', { symptom: 'Anxiety', severity: 6, note: 'worried about work' }, null],
  ['custom rash with throat closing', { symptom: 'Rash', severity: 6, note: 'after peanuts, my throat is closing' }, 'allergy'],
  ['custom seizure', { symptom: 'Seizure', severity: 5 }, 'seizure'],
  ['sleep issues', { symptom: 'Sleep Issues', severity: 7, note: 'woke up at 3 am' }, null],
  ['no chest pain negated in note', { symptom: 'Fatigue', severity: 4, note: 'no chest pain, just tired' }, null],
];

describe('symptomRedFlag', () => {
  it.each(cases)('%s', (_what, entry, expected) => {
    const flag = symptomRedFlag(entry);
    if (expected === null) {
      expect(flag).toBeNull();
    } else {
      expect(flag?.category).toBe(expected);
      expect(flag?.message).toMatch(/911|988/);
      expect(flag?.message).not.toMatch(/\*\*|this chat/);
    }
  });

  it('covers at least 25 cases, flagged and quiet', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
    expect(cases.filter((c) => c[2] === null).length).toBeGreaterThanOrEqual(10);
    expect(cases.filter((c) => c[2] !== null).length).toBeGreaterThanOrEqual(10);
  });

  it('answers a crisis as self_harm with the crisis lines and keeps the actions', () => {
    const flag = symptomRedFlag({ symptom: 'Depression', severity: 8, note: 'I want to die' });
    expect(flag?.kind).toBe('self_harm');
    expect(flag?.message).toContain('988');
    expect(flag?.actions.length).toBeGreaterThan(0);
  });

  it('builds the screen text from symptom, severity words and note', () => {
    expect(symptomScreenText({ symptom: ' Chest Pain ', severity: 8, note: ' tight ' })).toBe('Chest Pain, severe (8 out of 10). tight');
    expect(symptomScreenText({ symptom: 'Headache', severity: 2 })).toBe('Headache, mild (2 out of 10).');
  });
});
