/**
 * The ten pads of a 10-parameter urine reagent strip, in the order and with the read times of the
 * Siemens Multistix 10 SG colour chart (glucose 30 s … leukocytes 2 min), and each pad's colour
 * blocks. The hex swatches approximate the printed chart: a screen cannot match the printed
 * colours exactly, so every block also has its text label, and the person compares with the chart
 * on their own bottle.
 */
import type { DipstickPad } from '../dipstick-types';

const neg = (hex: string) => ({ value: 'negative', label: 'Negative', hex, grade: 0, text: 'Negative' }) as const;

export const dipstickPads: readonly DipstickPad[] = [
  {
    id: 'glucose', name: 'Glucose', loinc: '5792-7', readSeconds: 30, unit: 'mg/dL',
    blocks: [
      neg('#7ec4c1'),
      { value: '100', label: 'Trace, 100 mg/dL', hex: '#9cc68f', grade: 1, amount: 100 },
      { value: '250', label: '250 mg/dL (+)', hex: '#8fae5c', grade: 2, amount: 250 },
      { value: '500', label: '500 mg/dL (++)', hex: '#8a8a3f', grade: 3, amount: 500 },
      { value: '1000', label: '1000 mg/dL (+++)', hex: '#7a5c2c', grade: 4, amount: 1000 },
      { value: '2000', label: '2000 mg/dL or more (++++)', hex: '#5c3b20', grade: 4, text: '≥2000' },
    ],
  },
  {
    id: 'bilirubin', name: 'Bilirubin', loinc: '5770-3', readSeconds: 30, unit: null,
    blocks: [
      neg('#f1e4c6'),
      { value: 'small', label: 'Small (+)', hex: '#e6cdb0', grade: 2, text: 'Small (+)' },
      { value: 'moderate', label: 'Moderate (++)', hex: '#d8b19f', grade: 3, text: 'Moderate (++)' },
      { value: 'large', label: 'Large (+++)', hex: '#c69893', grade: 4, text: 'Large (+++)' },
    ],
  },
  {
    id: 'ketones', name: 'Ketones', loinc: '5797-6', readSeconds: 40, unit: 'mg/dL',
    blocks: [
      neg('#f0d8c4'),
      { value: '5', label: 'Trace, 5 mg/dL', hex: '#e7b8b1', grade: 1, amount: 5 },
      { value: '15', label: 'Small, 15 mg/dL', hex: '#d88e98', grade: 2, amount: 15 },
      { value: '40', label: 'Moderate, 40 mg/dL', hex: '#b6587a', grade: 3, amount: 40 },
      { value: '80', label: 'Large, 80 mg/dL', hex: '#8d3a62', grade: 4, amount: 80 },
      { value: '160', label: 'Large, 160 mg/dL', hex: '#6c2955', grade: 4, amount: 160 },
    ],
  },
  {
    id: 'specific-gravity', name: 'Specific gravity', loinc: '5811-5', readSeconds: 45, unit: null,
    blocks: [
      { value: '1.000', label: '1.000', hex: '#1f5c58', grade: 0, amount: 1.0, note: 'low' },
      { value: '1.005', label: '1.005', hex: '#3e6a4e', grade: 0, amount: 1.005, note: 'low' },
      { value: '1.010', label: '1.010', hex: '#5b7646', grade: 0, amount: 1.01 },
      { value: '1.015', label: '1.015', hex: '#79823f', grade: 0, amount: 1.015 },
      { value: '1.020', label: '1.020', hex: '#958c3a', grade: 0, amount: 1.02 },
      { value: '1.025', label: '1.025', hex: '#ac9638', grade: 0, amount: 1.025, note: 'high' },
      { value: '1.030', label: '1.030', hex: '#c1a03a', grade: 0, amount: 1.03, note: 'high' },
    ],
  },
  {
    id: 'blood', name: 'Blood', loinc: '5794-3', readSeconds: 60, unit: null,
    blocks: [
      neg('#e6cf5a'),
      { value: 'trace-nonhemolyzed', label: 'Trace, non-hemolyzed (green dots)', hex: '#d9cb58', grade: 1, text: 'Trace, non-hemolyzed' },
      { value: 'moderate-nonhemolyzed', label: 'Moderate, non-hemolyzed (many green dots)', hex: '#b9c459', grade: 2, text: 'Moderate, non-hemolyzed' },
      { value: 'trace', label: 'Trace, hemolyzed', hex: '#c5cc5b', grade: 1, text: 'Trace, hemolyzed' },
      { value: 'small', label: 'Small (+)', hex: '#9bba5b', grade: 2, text: 'Small (+)' },
      { value: 'moderate', label: 'Moderate (++)', hex: '#5e995c', grade: 3, text: 'Moderate (++)' },
      { value: 'large', label: 'Large (+++)', hex: '#2e6e5a', grade: 4, text: 'Large (+++)' },
    ],
  },
  {
    id: 'ph', name: 'pH', loinc: '5803-2', readSeconds: 60, unit: '[pH]',
    blocks: [
      { value: '5.0', label: '5.0', hex: '#e58a3b', grade: 0, amount: 5 },
      { value: '6.0', label: '6.0', hex: '#dfa63b', grade: 0, amount: 6 },
      { value: '6.5', label: '6.5', hex: '#c6b33d', grade: 0, amount: 6.5 },
      { value: '7.0', label: '7.0', hex: '#9bb13f', grade: 0, amount: 7 },
      { value: '7.5', label: '7.5', hex: '#6ea14a', grade: 0, amount: 7.5 },
      { value: '8.0', label: '8.0', hex: '#3e8963', grade: 0, amount: 8, note: 'high' },
      { value: '8.5', label: '8.5', hex: '#2e6e7a', grade: 0, amount: 8.5, note: 'high' },
    ],
  },
  {
    id: 'protein', name: 'Protein', loinc: '5804-0', readSeconds: 60, unit: 'mg/dL',
    blocks: [
      neg('#e5da6a'),
      { value: 'trace', label: 'Trace', hex: '#ccd66c', grade: 1, text: 'Trace' },
      { value: '30', label: '30 mg/dL (+)', hex: '#a8cb74', grade: 2, amount: 30 },
      { value: '100', label: '100 mg/dL (++)', hex: '#7eb67a', grade: 3, amount: 100 },
      { value: '300', label: '300 mg/dL (+++)', hex: '#59a184', grade: 4, amount: 300 },
      { value: '2000', label: '2000 mg/dL or more (++++)', hex: '#3a8886', grade: 4, text: '≥2000' },
    ],
  },
  {
    id: 'urobilinogen', name: 'Urobilinogen', loinc: '5818-0', readSeconds: 60, unit: 'mg/dL',
    blocks: [
      { value: '0.2', label: '0.2 mg/dL (normal)', hex: '#f2d5b7', grade: 0, amount: 0.2 },
      { value: '1', label: '1 mg/dL (normal)', hex: '#efc1a3', grade: 0, amount: 1 },
      { value: '2', label: '2 mg/dL', hex: '#eaa88e', grade: 2, amount: 2 },
      { value: '4', label: '4 mg/dL', hex: '#e28e7e', grade: 3, amount: 4 },
      { value: '8', label: '8 mg/dL', hex: '#d6726e', grade: 4, amount: 8 },
    ],
  },
  {
    id: 'nitrite', name: 'Nitrite', loinc: '5802-4', readSeconds: 60, unit: null,
    blocks: [
      neg('#f4eedf'),
      { value: 'positive', label: 'Positive (any even pink)', hex: '#f0b5c4', grade: 2, text: 'Positive' },
    ],
  },
  {
    id: 'leukocytes', name: 'Leukocytes', loinc: '5799-2', readSeconds: 120, unit: null,
    blocks: [
      neg('#f1ebd1'),
      { value: 'trace', label: 'Trace', hex: '#dcd1ce', grade: 1, text: 'Trace' },
      { value: 'small', label: 'Small (+)', hex: '#c8b2c7', grade: 2, text: 'Small (+)' },
      { value: 'moderate', label: 'Moderate (++)', hex: '#a889b7', grade: 3, text: 'Moderate (++)' },
      { value: 'large', label: 'Large (+++)', hex: '#7e5e9e', grade: 4, text: 'Large (+++)' },
    ],
  },
];
