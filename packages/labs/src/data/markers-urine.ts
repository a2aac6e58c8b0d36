/**
 * Urine dipstick pads (the 10 of a standard strip) plus colour and clarity. Most pads are
 * qualitative or semi-quantitative (Negative, Trace, 1+ … or mg/dL steps); pH and specific
 * gravity are numbers without a unit.
 */
import type { Marker } from '../markers';
import { adult, src } from './sources';

const negative = ['Negative', 'Neg', 'Not detected', 'None', 'Nil', 'Absent', 'Normal', 'Negativ', 'Négatif', 'Negativo'];

function pad(loinc: string, name: string, synonyms: string[], unit: string | null, plausibleHigh: number | null): Marker {
  return {
    loinc, name, kind: 'urine', unit, altUnits: [],
    synonyms: [name, ...synonyms, ...synonyms.map((s) => `Urine ${s}`), ...synonyms.map((s) => `${s}, urine`), ...synonyms.map((s) => `${s} (urine)`)],
    plausible: plausibleHigh === null ? null : { low: 0, high: plausibleHigh },
    ranges: [], normalText: negative,
  };
}

export const urineMarkers: Marker[] = [
  pad('5799-2', 'Leukocyte esterase (urine)', ['Leukocytes', 'Leucocytes', 'Leukocyte esterase', 'Leucocyte esterase', 'LEU', 'WBC esterase', 'Leukozyten'], '{cells}/uL', 1000),
  pad('5802-4', 'Nitrite (urine)', ['Nitrite', 'Nitrites', 'NIT', 'Nitrit'], null, null),
  {
    // No default numeric range: dipstick urobilinogen steps differ by strip; the lab's printed range is used.
    ...pad('5818-0', 'Urobilinogen (urine)', ['Urobilinogen', 'UBG', 'URO'], 'mg/dL', 20),
    normalText: ['Normal', 'Negative', 'Neg'],
  },
  pad('5804-0', 'Protein (urine)', ['Protein', 'PRO', 'Albumin', 'Eiweiß', 'Eiweiss', 'Protéines'], 'mg/dL', 2000),
  {
    ...pad('5803-2', 'pH (urine)', ['pH', 'PH', 'Reaction'], null, 14),
    plausible: { low: 3, high: 10 }, ranges: [adult(4.5, 8, src.urinalysis)], normalText: undefined,
  },
  pad('5794-3', 'Blood (urine)', ['Blood', 'Occult blood', 'Hemoglobin', 'Haemoglobin', 'BLD', 'Erythrocytes', 'Blut', 'Sang'], '{cells}/uL', 1000),
  {
    ...pad('5811-5', 'Specific gravity (urine)', ['Specific gravity', 'SG', 'Sp. gravity', 'Spec. gravity', 'Sp. Gr.', 'Spezifisches Gewicht', 'Densité'], null, 2),
    plausible: { low: 1, high: 1.06 }, ranges: [adult(1.005, 1.03, src.urinalysis)], normalText: undefined,
  },
  pad('5797-6', 'Ketones (urine)', ['Ketones', 'Ketone', 'KET', 'Ketone bodies', 'Ketonkörper', 'Cétones', 'Acetone'], 'mg/dL', 300),
  pad('5770-3', 'Bilirubin (urine)', ['Bilirubin', 'BIL', 'Bilirubine'], 'mg/dL', 20),
  pad('5792-7', 'Glucose (urine)', ['Glucose', 'GLU', 'Sugar', 'Glukose'], 'mg/dL', 5000),
  {
    ...pad('5778-6', 'Colour (urine)', ['Color', 'Colour', 'Farbe', 'Couleur'], null, null),
    normalText: ['Yellow', 'Pale yellow', 'Straw', 'Light yellow', 'Amber', 'Dark yellow', 'Gelb', 'Jaune'], descriptive: true,
  },
  {
    ...pad('5767-9', 'Clarity (urine)', ['Clarity', 'Appearance', 'Aspect', 'Turbidity', 'Klarheit'], null, null),
    normalText: ['Clear', 'Klar', 'Clair', 'Claro'], descriptive: true,
  },
];
