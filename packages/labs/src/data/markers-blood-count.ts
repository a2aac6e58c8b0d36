/** Full blood count (CBC) markers: counts, indices and the white-cell differential. */
import type { Marker } from '../markers';
import { adult, bySex, src } from './sources';

const counts9 = ['10*3/uL', '/uL'];
const counts12 = ['10*6/uL'];

function diff(name: string, short: string, absLoinc: string, pctLoinc: string, pct: [number, number], plausibleAbs: number): Marker[] {
  const names = [name, `${name}s`, short];
  return [
    {
      loinc: absLoinc, name: `${name} (absolute)`, kind: 'blood', unit: '10*9/L', altUnits: counts9,
      synonyms: [...names, `${name} absolute`, `${name}s absolute`, `absolute ${name}s`, `${name} #`, `${name}s #`, `${short}#`, `${short} #`, `${short} abs`, `${name}s abs`, `abs ${name}s`, `${name} count`, `${short}s abs`, `${short}s (absolute)`],
      plausible: { low: 0, high: plausibleAbs }, ranges: [],
    },
    {
      loinc: pctLoinc, name: `${name} (%)`, kind: 'blood', unit: '%', altUnits: [],
      synonyms: [...names, `${short}s`, `${name} %`, `${name}s %`, `${short}%`, `${short} %`, `${name} percent`, `${name}s percent`],
      plausible: { low: 0, high: 100 }, ranges: [adult(pct[0], pct[1], src.diff)],
    },
  ];
}

export const bloodCountMarkers: Marker[] = [
  {
    loinc: '6690-2', name: 'White blood cells', kind: 'blood', unit: '10*9/L', altUnits: counts9,
    synonyms: ['WBC', 'WBC count', 'White blood cell count', 'White blood cells', 'White cell count', 'White Count', 'WCC', 'Leukocytes', 'Leucocytes', 'Total leucocyte count', 'TLC', 'Leukozyten', 'Leucocytes sanguins', 'Leucocitos', 'Globules blancs'],
    plausible: { low: 0.1, high: 500 }, ranges: [adult(4.5, 11, src.wbc)],
  },
  {
    loinc: '789-8', name: 'Red blood cells', kind: 'blood', unit: '10*12/L', altUnits: counts12,
    synonyms: ['RBC', 'RBC count', 'Red blood cell count', 'Red blood cells', 'Red cell count', 'RCC', 'Erythrocytes', 'Erythrozyten', 'Hématies', 'Eritrocitos', 'Globules rouges'],
    plausible: { low: 0.5, high: 10 }, ranges: bySex([4.7, 6.1], [4.2, 5.4], src.rbc),
  },
  {
    loinc: '718-7', name: 'Haemoglobin', kind: 'blood', unit: 'g/dL', altUnits: ['g/L', 'mmol/L'], molarMass: 16114.5,
    synonyms: ['Hemoglobin', 'Haemoglobin', 'Hgb', 'Hb', 'HGB', 'Haemoglobin (Hb)', 'Hämoglobin', 'Hemoglobine', 'Hémoglobine', 'Hemoglobina'],
    plausible: { low: 2, high: 25 }, ranges: bySex([13.8, 17.2], [12.1, 15.1], src.hgb),
  },
  {
    loinc: '4544-3', name: 'Haematocrit', kind: 'blood', unit: '%', altUnits: ['L/L'],
    synonyms: ['Hematocrit', 'Haematocrit', 'Hct', 'HCT', 'PCV', 'Packed cell volume', 'Hämatokrit', 'Hématocrite', 'Hematocrito'],
    plausible: { low: 5, high: 75 }, ranges: bySex([40.7, 50.3], [36.1, 44.3], src.hct),
  },
  {
    loinc: '787-2', name: 'Mean cell volume (MCV)', kind: 'blood', unit: 'fL', altUnits: [],
    synonyms: ['MCV', 'Mean corpuscular volume', 'Mean cell volume', 'Mean cell vol', 'VGM'],
    plausible: { low: 40, high: 150 }, ranges: [adult(80, 100, src.indices)],
  },
  {
    loinc: '785-6', name: 'Mean cell haemoglobin (MCH)', kind: 'blood', unit: 'pg', altUnits: [],
    synonyms: ['MCH', 'Mean corpuscular hemoglobin', 'Mean corpuscular haemoglobin', 'Mean cell haemoglobin', 'Mean cell hemoglobin', 'TCMH'],
    plausible: { low: 10, high: 50 }, ranges: [adult(27, 31, src.indices)],
  },
  {
    loinc: '786-4', name: 'Mean cell haemoglobin concentration (MCHC)', kind: 'blood', unit: 'g/dL', altUnits: ['g/L'],
    synonyms: ['MCHC', 'Mean corpuscular hemoglobin concentration', 'Mean corpuscular haemoglobin concentration', 'Mean cell haemoglobin conc', 'Mean cell hemoglobin concentration', 'CCMH'],
    plausible: { low: 20, high: 45 }, ranges: [adult(32, 36, src.indices)],
  },
  {
    loinc: '788-0', name: 'Red cell distribution width (RDW)', kind: 'blood', unit: '%', altUnits: [],
    synonyms: ['RDW', 'RDW-CV', 'RDW CV', 'Red cell distribution width', 'Red blood cell distribution width', 'Erythrocyte distribution width', 'Ery-Verteilungsbreite'],
    plausible: { low: 8, high: 40 }, ranges: [adult(11.5, 14.5, src.merckCbc)],
  },
  {
    loinc: '777-3', name: 'Platelets', kind: 'blood', unit: '10*9/L', altUnits: counts9,
    synonyms: ['Platelets', 'Platelet count', 'PLT', 'Plt', 'Platelet', 'Thrombocytes', 'Thrombozyten', 'Plaquettes', 'Plaquetas'],
    plausible: { low: 1, high: 2500 }, ranges: [adult(150, 400, src.plt)],
  },
  {
    loinc: '32623-1', name: 'Mean platelet volume (MPV)', kind: 'blood', unit: 'fL', altUnits: [],
    synonyms: ['MPV', 'Mean platelet volume'],
    plausible: { low: 4, high: 20 }, ranges: [],
  },
  ...diff('Neutrophil', 'Neut', '751-8', '770-8', [40, 60], 100),
  ...diff('Lymphocyte', 'Lymph', '731-0', '736-9', [20, 40], 300),
  ...diff('Monocyte', 'Mono', '742-7', '5905-5', [2, 8], 50),
  ...diff('Eosinophil', 'Eos', '711-2', '713-8', [1, 4], 50),
  ...diff('Basophil', 'Baso', '704-7', '706-2', [0.5, 1], 20),
  {
    loinc: '4537-7', name: 'Erythrocyte sedimentation rate (ESR)', kind: 'blood', unit: 'mm/h', altUnits: [],
    synonyms: ['ESR', 'Sed rate', 'Sedimentation rate', 'Erythrocyte sedimentation rate', 'ESR Westergren', 'Sed rate by modified westergren', 'BSG', 'Blutsenkung', 'VS'],
    plausible: { low: 0, high: 160 },
    ranges: [
      { sex: 'male', ageMin: 18, ageMax: 50, low: null, high: 15, source: src.esr, retrieved: '2026-11-27' },
      { sex: 'female', ageMin: 18, ageMax: 50, low: null, high: 20, source: src.esr, retrieved: '2026-11-27' },
      { sex: 'male', ageMin: 50, ageMax: 130, low: null, high: 20, source: src.esr, retrieved: '2026-11-27' },
      { sex: 'female', ageMin: 50, ageMax: 130, low: null, high: 30, source: src.esr, retrieved: '2026-11-27' },
    ],
  },
];
