import { describe, expect, it } from 'vitest';
import { assessReading } from './reading-assess';
import { parseReadings, readingContext } from './reading-parse';

const one = (message: string) => {
  const readings = parseReadings(message);
  expect(readings, message).toHaveLength(1);
  return readings[0]!;
};
const level = (message: string) => assessReading(one(message), readingContext(message).warningSigns).level;

describe('parseReadings: numbers next to what they measure', () => {
  it.each([
    ['My blood sugar was 280 this morning, is that bad?', { kind: 'glucose', mgdl: 280, unit: 'mg/dL', timing: 'fasting' }],
    ['glucose 7.8 mmol/L two hours after lunch', { kind: 'glucose', mgdl: 141, unit: 'mmol/L', timing: 'after-meal' }],
    ['my sugar is 5.4', { kind: 'glucose', mgdl: 97, unit: 'mmol/L' }],
    ['My INR was 4.2, what should I do?', { kind: 'inr', value: 4.2 }],
    ['BP 150 over 95', { kind: 'blood-pressure', systolic: 150, diastolic: 95 }],
    ['my pressure is 118/76', { kind: 'blood-pressure', systolic: 118, diastolic: 76 }],
    ['resting heart rate of 112 bpm', { kind: 'heart-rate', bpm: 112 }],
    ['temperature 101.5 F', { kind: 'temperature', unit: 'F', celsius: 38.6 }],
    ['fever of 38.2', { kind: 'temperature', unit: 'C', celsius: 38.2 }],
    ['my oxygen saturation is 89%', { kind: 'oxygen', percent: 89 }],
    ['SpO2 96', { kind: 'oxygen', percent: 96 }],
  ])('%s', (message, expected) => {
    expect(one(message)).toMatchObject(expected);
  });

  it('numbers that are not readings are ignored', () => {
    expect(parseReadings('Can I take 2 ibuprofen 200 mg with warfarin?')).toEqual([]);
    expect(parseReadings('I am 45 years old and sleep 6 hours')).toEqual([]);
    expect(parseReadings('How can I lower my blood pressure?')).toEqual([]);
  });

  it('warning signs are read, negated ones are not', () => {
    expect(readingContext('INR 4.5 and my gums are bleeding').warningSigns).toContain('bleeding');
    expect(readingContext('INR 4.5, no bleeding').warningSigns).not.toContain('bleeding');
    expect(readingContext('sugar 320 and I have ketones').warningSigns).toContain('ketones');
  });
});

describe('assessReading: the published thresholds', () => {
  it.each([
    ['blood sugar 52', 'urgent'],
    ['blood sugar 65', 'low'],
    ['fasting blood sugar 90', 'normal'],
    ['fasting blood sugar 110', 'borderline'],
    ['fasting blood sugar 130', 'high'],
    ['blood sugar 200 after dinner', 'high'],
    ['blood sugar 260 this morning', 'high'],
    ['blood sugar 320', 'urgent'],
    ['blood sugar 300 with ketones and vomiting', 'emergency'],
    ['INR 2.5', 'normal'],
    ['INR 4.2', 'high'],
    ['INR 6', 'urgent'],
    ['INR 4.2 and my nose is bleeding and will not stop', 'emergency'],
    ['BP 118/76', 'normal'],
    ['BP 125/78', 'borderline'],
    ['BP 135/85', 'borderline'],
    ['BP 150/95', 'high'],
    ['BP 182/100', 'urgent'],
    ['BP 190/125 with chest pain', 'emergency'],
    ['heart rate 72', 'normal'],
    ['heart rate 110', 'high'],
    ['heart rate 140', 'urgent'],
    ['temperature 37', 'normal'],
    ['temperature 38.5', 'high'],
    ['temperature 103 F', 'urgent'],
    ['temperature 39 with a stiff neck', 'emergency'],
    ['oxygen 97%', 'normal'],
    ['oxygen 93%', 'borderline'],
    ['oxygen 90%', 'urgent'],
    ['oxygen 86%', 'emergency'],
  ])('%s → %s', (message, expected) => {
    expect(level(message)).toBe(expected);
  });

  it('INR 4–5 without bleeding: call the anticoagulation clinic today; with bleeding: emergency numbers', () => {
    const calm = assessReading({ kind: 'inr', value: 4.2 }, []);
    expect(calm.whatToDo.join(' ')).toMatch(/anticoagulation clinic \*\*today\*\*/);
    const bleeding = assessReading({ kind: 'inr', value: 4.2 }, ['bleeding']);
    expect(bleeding.whatToDo.join(' ')).toMatch(/911/);
  });
});
