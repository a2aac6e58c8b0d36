/**
 * Held-out layouts, written after the parser and measured before any change to it (the numbers
 * before and after are in the W2-F report): a Quest "In Range / Out Of Range" layout with units
 * inside the range cell, a French report (G/L counts, lipids in g/L, "Antériorités"), a heavy
 * phone photo with a garbled header word and flags run into values, and a PDF whose columns sit
 * so close that a reader joins them.
 */
import { layoutPage, table } from './layout';
import { num, type TestReport } from './corpus-types';

export const questInOutRange: TestReport = {
  name: 'Held-out: Quest In Range / Out Of Range, units inside the range cell',
  noisy: false,
  ctx: { sex: 'male', ageYears: 61 },
  collectedOn: '2026-01-20',
  pages: [layoutPage([
    [[0.05, 'Patient Information'], [0.4, 'Specimen Information'], [0.72, 'Client Information']],
    [[0.05, 'GARCIA, LUIS'], [0.4, 'Specimen: EN123456A'], [0.72, 'Client #: 97513']],
    [[0.05, 'DOB: 08/02/1965 AGE: 61'], [0.4, 'Collected: 01/20/2026 / 07:12 EST']],
    ...table([0.05, 0.38, 0.5, 0.64, 0.9], [
      ['Test Name', 'In Range', 'Out Of Range', 'Reference Range', 'Lab'],
      ['GLUCOSE', '', '105 H', '65-99 mg/dL', 'EN'],
      ['UREA NITROGEN (BUN)', '17', '', '7-25 mg/dL', 'EN'],
      ['CREATININE', '1.02', '', '0.70-1.30 mg/dL', 'EN'],
      ['EGFR NON-AFR. AMERICAN', '78', '', '> OR = 60 mL/min/1.73m2', 'EN'],
      ['EGFR AFRICAN AMERICAN', '90', '', '> OR = 60 mL/min/1.73m2', 'EN'],
      ['BUN/CREATININE RATIO', 'NOT APPLICABLE', '', '6-22 (calc)', 'EN'],
      ['SODIUM', '141', '', '135-146 mmol/L', 'EN'],
      ['POTASSIUM', '', '5.5 H', '3.5-5.3 mmol/L', 'EN'],
      ['CHOLESTEROL, TOTAL', '', '212 H', '<200 mg/dL', 'EN'],
      ['HDL CHOLESTEROL', '', '38 L', '> OR = 40 mg/dL', 'EN'],
      ['TRIGLYCERIDES', '148', '', '<150 mg/dL', 'EN'],
      ['LDL-CHOLESTEROL', '', '137 H', 'mg/dL (calc)', 'EN'],
      ['PSA, TOTAL', '2.1', '', '< OR = 4.0 ng/mL', 'EN'],
      ['VITAMIN D,25-OH,TOTAL,IA', '', '24 L', '30-100 ng/mL', 'EN'],
    ]),
    [[0.05, 'Desirable range <100 mg/dL for primary prevention; <70 mg/dL for patients with CHD or diabetic patients'], [0.9, 'EN']],
  ])],
  expected: [
    num('2345-7', 105, 'mg/dL', 65, 99, 'high'),
    num('3094-0', 17, 'mg/dL', 7, 25, 'normal'),
    num('2160-0', 1.02, 'mg/dL', 0.7, 1.3, 'normal'),
    num('48642-3', 78, 'mL/min/{1.73_m2}', 60, null, 'normal'),
    num('48643-1', 90, 'mL/min/{1.73_m2}', 60, null, 'normal'),
    num('2951-2', 141, 'mmol/L', 135, 146, 'normal'),
    num('2823-3', 5.5, 'mmol/L', 3.5, 5.3, 'high'),
    num('2093-3', 212, 'mg/dL', null, 200, 'high'),
    num('2085-9', 38, 'mg/dL', 40, null, 'low'),
    num('2571-8', 148, 'mg/dL', null, 150, 'normal'),
    num('13457-7', 137, 'mg/dL', null, null, 'high'),
    num('2857-1', 2.1, 'ng/mL', null, 4, 'normal'),
    num('62292-8', 24, 'ng/mL', 30, 100, 'low'),
  ],
};

export const frenchReport: TestReport = {
  name: 'Held-out: French report (G/L counts, lipids in g/L, Antériorités)',
  noisy: false,
  ctx: { sex: 'female', ageYears: 52 },
  collectedOn: '2026-11-14',
  pages: [layoutPage([
    [[0.05, 'Laboratoire de Biologie Médicale du Parc'], [0.6, '12 rue de la Paix, 69002 Lyon']],
    [[0.05, 'Mme DURAND Sophie'], [0.5, 'Née le 03/07/1974']],
    [[0.05, 'Prélèvement du 14/11/2026 à 08h10']],
    ...table([0.05, 0.38, 0.5, 0.62, 0.84], [
      ['Analyse', 'Résultat', 'Unité', 'Valeurs de référence', 'Antériorités'],
      ['HÉMATOLOGIE'],
      ['Hémoglobine', '13,8', 'g/dL', '12,5 - 15,5', '13,2'],
      ['Leucocytes', '7,20', 'G/L', '4,00 - 10,00', '6,80'],
      ['Plaquettes', '254', 'G/L', '150 - 400', '240'],
      ['BIOCHIMIE'],
      ['Glycémie à jeun', '5,4', 'mmol/L', '3,9 - 5,8', '5,1'],
      ['Créatinine', '68', 'µmol/L', '45 - 90', '71'],
      ['Cholestérol total', '2,10', 'g/L', '< 2,00', '1,95'],
      ['Triglycérides', '1,20', 'g/L', '< 1,50', '1,10'],
      ['TSH', '1,92', 'mUI/L', '0,40 - 4,00', '2,05'],
      ['Ferritine', '32', 'ng/mL', '15 - 150', '28'],
      ['Vitamine D 25-OH', '22', 'ng/mL', '30 - 100', '18'],
    ]),
    [[0.05, 'Compte rendu validé par Dr Martin, biologiste']],
  ])],
  expected: [
    num('718-7', 13.8, 'g/dL', 12.5, 15.5, 'normal'),
    num('6690-2', 7.2, '10*9/L', 4, 10, 'normal'),
    num('777-3', 254, '10*9/L', 150, 400, 'normal'),
    num('2345-7', 5.4, 'mmol/L', 3.9, 5.8, 'normal'),
    num('2160-0', 68, 'umol/L', 45, 90, 'normal'),
    num('2093-3', 2.1, 'g/L', null, 2, 'high'),
    num('2571-8', 1.2, 'g/L', null, 1.5, 'normal'),
    num('3016-3', 1.92, 'm[IU]/L', 0.4, 4, 'normal'),
    num('2276-4', 32, 'ng/mL', 15, 150, 'normal'),
    num('62292-8', 22, 'ng/mL', 30, 100, 'low'),
  ],
};

export const heavyPhoto: TestReport = {
  name: 'Held-out: heavy phone photo (tilt, garbled header word, flags run into values)',
  noisy: true,
  ctx: { sex: 'male', ageYears: 70 },
  collectedOn: '2026-07-02',
  pages: [layoutPage([
    [[0.05, 'Summit Health Lab'], [0.55, 'Date Collected: 07/02/2026']],
    ...table([0.05, 0.34, 0.47, 0.6, 0.82], [
      ['Test', 'Resu1t', 'Units', 'Reference Range', 'Previous'],
      ['Plateiets', '138L', 'x10E3/ul', '150-400', '151'],
      ['Neutrophlls', '71', '%', '40-74', '66'],
      ['Bilirubin,Total', '1.4H', 'mg/dl', '0.0-1.2', '1.0'],
      ['Alkallne Phosphatase', '96', 'IU/L', '39-117', '88'],
      ['ALT (SGPT)', '58 H', 'IU/L', '0-44', '31'],
      ['Creatinine', '1.31H', 'mg/dL', '0.76-1.27', '1.19'],
      ['Potassium', '4.7', 'mmol/L', '3.5-5.2', '4.4'],
      ['Magneslum', '2.2', 'mg/dL', '1.6-2.3', '2.0'],
      ['Uric Acid', '7.9', 'mg/dL', '3.8-8.4', '7.1'],
      ['Hemoglobin A1c', '7.2 H', '%', '4.8-5.6', '6.9'],
    ]),
  ], { source: 'ocr', skew: 0.035, jitter: 0.3, confidence: [0.6, 0.95], seed: 23 })],
  expected: [
    num('777-3', 138, '10*3/uL', 150, 400, 'low'),
    num('770-8', 71, '%', 40, 74, 'normal'),
    num('1975-2', 1.4, 'mg/dL', 0, 1.2, 'high'),
    num('6768-6', 96, 'U/L', 39, 117, 'normal'),
    num('1742-6', 58, 'U/L', 0, 44, 'high'),
    num('2160-0', 1.31, 'mg/dL', 0.76, 1.27, 'high'),
    num('2823-3', 4.7, 'mmol/L', 3.5, 5.2, 'normal'),
    num('19123-9', 2.2, 'mg/dL', 1.6, 2.3, 'normal'),
    num('3084-1', 7.9, 'mg/dL', 3.8, 8.4, 'normal'),
    num('4548-4', 7.2, '%', 4.8, 5.6, 'high'),
  ],
};

export const tightColumns: TestReport = {
  name: 'Held-out: PDF with columns so close the reader joins them',
  noisy: false,
  ctx: { sex: 'female', ageYears: 36 },
  collectedOn: '2026-04-09',
  pages: [layoutPage([
    [[0.05, 'Collection Date: Apr 9, 2026']],
    [[0.05, 'Test'], [0.35, 'Result Flag Units Reference']],
    [[0.05, 'Iron'], [0.35, '41 L ug/dL 50-170']],
    [[0.05, 'TIBC'], [0.35, '455 H ug/dL 250-450']],
    [[0.05, 'Transferrin Saturation'], [0.35, '9 L % 15-50']],
    [[0.05, 'Ferritin'], [0.35, '6 L ng/mL 13-150']],
    [[0.05, 'Vitamin B12'], [0.35, '512 pg/mL 211-911']],
    [[0.05, 'Folate'], [0.35, '9.8 ng/mL >5.8']],
    [[0.05, 'Hemoglobin'], [0.35, '10.9 L g/dL 11.1-15.9']],
    [[0.05, 'MCV'], [0.35, '74 L fL 79-97']],
  ])],
  expected: [
    num('2498-4', 41, 'ug/dL', 50, 170, 'low'),
    num('2500-7', 455, 'ug/dL', 250, 450, 'high'),
    num('2502-3', 9, '%', 15, 50, 'low'),
    num('2276-4', 6, 'ng/mL', 13, 150, 'low'),
    num('2132-9', 512, 'pg/mL', 211, 911, 'normal'),
    num('2284-8', 9.8, 'ng/mL', 5.8, null, 'normal'),
    num('718-7', 10.9, 'g/dL', 11.1, 15.9, 'low'),
    num('787-2', 74, 'fL', 79, 97, 'low'),
  ],
};
