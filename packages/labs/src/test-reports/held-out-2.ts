/**
 * Second held-out batch, written after the first was fixed and measured before any change (the
 * numbers are in the W2-F report): flags written as "*6.8 H", rows still pending; bracketed
 * ranges with units in the value cell and flags at the end of the line; an OCR'd photo of a
 * German report with umlauts lost and letters swapped.
 */
import { layoutPage, table } from './layout';
import { num, type TestReport } from './corpus-types';

export const analyteValuePending: TestReport = {
  name: 'Held-out 2: Analyte | Value | Units | Reference, "*" flags, pending rows',
  noisy: false,
  ctx: { sex: 'female', ageYears: 67 },
  collectedOn: '2026-02-11',
  pages: [layoutPage([
    [[0.05, 'Harbour Pathology'], [0.55, 'Collected: 11/02/2026 08:30']],
    [[0.05, 'Patient: Mrs A. Nguyen'], [0.55, 'Medicare No: 2951 60372 1']],
    ...table([0.05, 0.4, 0.53, 0.68], [
      ['Analyte', 'Value', 'Units', 'Reference'],
      ['Sodium', '134 *L', 'mmol/L', '135 - 145'],
      ['Potassium', '4.1', 'mmol/L', '3.5 - 5.2'],
      ['Urea', '9.8 *H', 'mmol/L', '3.0 - 8.0'],
      ['Creatinine', '98 *H', 'umol/L', '45 - 90'],
      ['eGFR', '51', 'mL/min/1.73m2', '> 59'],
      ['Albumin', '36', 'g/L', '35 - 50'],
      ['Total Protein', '70', 'g/L', '60 - 80'],
      ['GGT', '28', 'U/L', '< 38'],
      ['Lipase', 'Pending', '', ''],
      ['CRP', '23 *H', 'mg/L', '< 5'],
      ['Haemoglobin', '109 *L', 'g/L', '115 - 160'],
      ['Troponin I', 'See comment', '', ''],
    ]),
    [[0.05, 'Comment: troponin to follow on a second sample.']],
  ])],
  expected: [
    num('2951-2', 134, 'mmol/L', 135, 145, 'low'),
    num('2823-3', 4.1, 'mmol/L', 3.5, 5.2, 'normal'),
    num('22664-7', 9.8, 'mmol/L', 3, 8, 'high'),
    num('2160-0', 98, 'umol/L', 45, 90, 'high'),
    num('62238-1', 51, 'mL/min/{1.73_m2}', 59, null, 'low'),
    num('1751-7', 36, 'g/L', 35, 50, 'normal'),
    num('2885-2', 70, 'g/L', 60, 80, 'normal'),
    num('2324-2', 28, 'U/L', null, 38, 'normal'),
    num('1988-5', 23, 'mg/L', null, 5, 'high'),
    num('718-7', 109, 'g/L', 115, 160, 'low'),
  ],
};

export const bracketedRanges: TestReport = {
  name: 'Held-out 2: no header, unit in the value cell, [bracketed] ranges, flag last',
  noisy: false,
  ctx: { sex: 'male', ageYears: 52 },
  collectedOn: '2026-08-30',
  pages: [layoutPage([
    [[0.05, 'Results for: Mr Ben Carter'], [0.55, 'Date collected: 30 Aug 2026']],
    [],
    ...table([0.05, 0.38, 0.58, 0.75], [
      ['Total Cholesterol', '5.2 mmol/L', '[<5.0]', 'H'],
      ['Fasting Glucose', '6.3 mmol/L', '[3.0-5.4]', 'H'],
      ['HbA1c', '6.1 %', '[4.0-6.0]', 'H'],
      ['Vitamin B12', '145 pmol/L', '[150-700]', 'L'],
      ['Free T3', '4.8 pmol/L', '[3.1-6.8]', ''],
      ['Serum Iron', '9 umol/L', '[10-30]', 'L'],
      ['Transferrin Sat', '12 %', '[15-45]', 'L'],
      ['Ferritin', '15 ug/L', '[30-500]', 'L'],
      ['CK', '1250 U/L', '[<200]', 'H'],
      ['Testosterone', '16.5 nmol/L', '[8.6-29.0]', ''],
      ['Cortisol (AM)', '420 nmol/L', '[140-690]', ''],
      ['Calcium (adj)', '2.45 mmol/L', '[2.10-2.60]', ''],
      ['Phosphate', '1.1 mmol/L', '[0.75-1.50]', ''],
      ['INR', '1.0', '[0.9-1.2]', ''],
    ]),
  ])],
  expected: [
    num('2093-3', 5.2, 'mmol/L', null, 5, 'high'),
    num('2345-7', 6.3, 'mmol/L', 3, 5.4, 'high'),
    num('4548-4', 6.1, '%', 4, 6, 'high'),
    num('2132-9', 145, 'pmol/L', 150, 700, 'low'),
    num('3051-0', 4.8, 'pmol/L', 3.1, 6.8, 'normal'),
    num('2498-4', 9, 'umol/L', 10, 30, 'low'),
    num('2502-3', 12, '%', 15, 45, 'low'),
    num('2276-4', 15, 'ug/L', 30, 500, 'low'),
    num('2157-6', 1250, 'U/L', null, 200, 'high'),
    num('2986-8', 16.5, 'nmol/L', 8.6, 29, 'normal'),
    num('2143-6', 420, 'nmol/L', 140, 690, 'normal'),
    num('17861-6', 2.45, 'mmol/L', 2.1, 2.6, 'normal'),
    num('2777-1', 1.1, 'mmol/L', 0.75, 1.5, 'normal'),
    num('6301-6', 1, null, 0.9, 1.2, 'normal'),
  ],
};

export const germanPhoto: TestReport = {
  name: 'Held-out 2: OCR photo of a German report (umlauts lost, letters swapped)',
  noisy: true,
  ctx: { sex: 'female', ageYears: 58 },
  collectedOn: '2026-05-19',
  pages: [layoutPage([
    [[0.05, 'Gemeinschaftspraxis Labormedizin'], [0.55, 'Abnahme: 19.05.2026 08:05']],
    ...table([0.05, 0.36, 0.48, 0.6, 0.8], [
      ['Parameter', 'Ergebnis', 'Einheit', 'Normbereich', 'Vorbefund'],
      ['Hamoglobin', '11,9 L', 'g/dl', '12,0 - 16,0', '12,4'],
      ['Leukozylen', '5,2', 'Tsd/ul', '3,9 - 10,2', '6,0'],
      ['Thrombozylen', '198', 'Tsd/ul', '146 - 328', '210'],
      ['Natrium', '139', 'mmol/1', '135 - 145', '141'],
      ['Kalium', '5,6 H', 'mmol/l', '3,5 - 5,1', '4,8'],
      ['Kreatinln', '1,08 H', 'mg/dl', '0,50 - 0,90', '0,95'],
      ['GPT', '19', 'U/l', '< 35', '22'],
      ['Cholesterln', '244 H', 'mg/dl', '< 200', '236'],
      ['Triglyzerlde', '133', 'mg/dl', '< 150', '120'],
      ['TSH', '0,21 L', 'mU/l', '0,27 - 4,20', '0,65'],
      ['Ferrltin', '88', 'ng/ml', '13 - 150', '80'],
    ]),
  ], { source: 'ocr', skew: 0.025, jitter: 0.25, confidence: [0.7, 0.95], seed: 41 })],
  expected: [
    num('718-7', 11.9, 'g/dL', 12, 16, 'low'),
    num('6690-2', 5.2, '10*3/uL', 3.9, 10.2, 'normal'),
    num('777-3', 198, '10*3/uL', 146, 328, 'normal'),
    num('2951-2', 139, 'mmol/L', 135, 145, 'normal'),
    num('2823-3', 5.6, 'mmol/L', 3.5, 5.1, 'high'),
    num('2160-0', 1.08, 'mg/dL', 0.5, 0.9, 'high'),
    num('1742-6', 19, 'U/L', null, 35, 'normal'),
    num('2093-3', 244, 'mg/dL', null, 200, 'high'),
    num('2571-8', 133, 'mg/dL', null, 150, 'normal'),
    num('3016-3', 0.21, 'm[IU]/L', 0.27, 4.2, 'low'),
    num('2276-4', 88, 'ng/mL', 13, 150, 'normal'),
  ],
};
