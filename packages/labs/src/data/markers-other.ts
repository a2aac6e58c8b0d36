/** Diabetes, thyroid, vitamins and iron, inflammation, muscle and heart, clotting, hormones, minerals. */
import type { Marker } from '../markers';
import { adult, bySex, src } from './sources';

export const otherBloodMarkers: Marker[] = [
  {
    loinc: '4548-4', name: 'HbA1c', kind: 'blood', unit: '%', altUnits: ['mmol/mol'],
    affine: [{ unit: 'mmol/mol', scale: 1 / 10.929, offset: 2.15 }],
    synonyms: ['HbA1c', 'Hemoglobin A1c', 'Haemoglobin A1c', 'HgbA1c', 'Hb A1c', 'A1c', 'Glycated hemoglobin', 'Glycated haemoglobin', 'Glycohemoglobin', 'Glycosylated hemoglobin', 'HbA1c (IFCC)', 'HbA1c (DCCT)', 'Hämoglobin A1c', 'Hémoglobine glyquée', 'Hemoglobina glicosilada'],
    plausible: { low: 3, high: 20 }, ranges: [adult(null, 5.6, src.ada)],
  },
  {
    loinc: '3016-3', name: 'TSH', kind: 'blood', unit: 'm[IU]/L', altUnits: ['u[IU]/mL'],
    synonyms: ['TSH', 'Thyroid stimulating hormone', 'Thyroid-stimulating hormone', 'Thyrotropin', 'TSH 3rd generation', 'TSH 3rd gen', 'TSH, 3rd generation', 'TSH ultrasensitive', 'TSH basal', 'Serum TSH', 'Thyrotropine'],
    plausible: { low: 0.001, high: 500 }, ranges: [adult(0.5, 5, src.tsh)],
  },
  {
    loinc: '3024-7', name: 'Free T4', kind: 'blood', unit: 'ng/dL', altUnits: ['pmol/L'], molarMass: 776.87,
    synonyms: ['Free T4', 'FT4', 'Free thyroxine', 'T4, free', 'T4 free', 'Thyroxine free', 'Free T4 (thyroxine)', 'Thyroxine (free)', 'fT4', 'Freies T4', 'T4 libre', 'T4L'],
    plausible: { low: 0.05, high: 10 }, ranges: [adult(0.9, 1.7, src.t4)],
  },
  {
    loinc: '3051-0', name: 'Free T3', kind: 'blood', unit: 'pg/mL', altUnits: ['pmol/L'], molarMass: 650.97,
    synonyms: ['Free T3', 'FT3', 'Free triiodothyronine', 'T3, free', 'T3 free', 'fT3', 'Freies T3', 'T3 libre', 'T3L'],
    plausible: { low: 0.2, high: 30 }, ranges: [],
  },
  {
    loinc: '62292-8', name: 'Vitamin D (25-OH)', kind: 'blood', unit: 'ng/mL', altUnits: ['nmol/L'], molarMass: 400.64,
    synonyms: ['Vitamin D', '25-OH Vitamin D', 'Vitamin D, 25-Hydroxy', 'Vitamin D 25-OH', '25-Hydroxyvitamin D', '25(OH)D', '25 OH Vitamin D', 'Vitamin D (25-OH)', 'Vitamin D total', 'Vitamin D3', '25-OH-Vitamin D3', 'Vitamin D, 25-hydroxy, total', 'Vitamine D', '25-OH-Vitamin-D'],
    plausible: { low: 1, high: 250 }, ranges: [adult(20, 50, src.odsVitD)],
  },
  {
    loinc: '2132-9', name: 'Vitamin B12', kind: 'blood', unit: 'pg/mL', altUnits: ['pmol/L', 'ng/L'], molarMass: 1355.4,
    synonyms: ['Vitamin B12', 'B12', 'Cobalamin', 'Cyanocobalamin', 'Serum B12', 'Vit B12', 'Vitamin B-12', 'Vitamine B12'],
    plausible: { low: 20, high: 10000 }, ranges: [adult(160, 950, src.b12)],
  },
  {
    loinc: '2284-8', name: 'Folate', kind: 'blood', unit: 'ng/mL', altUnits: ['nmol/L', 'ug/L'], molarMass: 441.4,
    synonyms: ['Folate', 'Folic acid', 'Serum folate', 'Folate, serum', 'Folsäure', 'Acide folique', 'Folato'],
    plausible: { low: 0.3, high: 100 }, ranges: [adult(2.7, 17, src.folate)],
  },
  {
    loinc: '2276-4', name: 'Ferritin', kind: 'blood', unit: 'ng/mL', altUnits: ['ug/L', 'pmol/L'], molarMass: 474000,
    synonyms: ['Ferritin', 'Serum ferritin', 'Ferritin, serum', 'Ferritine', 'Ferritina'],
    plausible: { low: 1, high: 100000 }, ranges: bySex([24, 336], [11, 307], src.ferritin),
  },
  {
    loinc: '2498-4', name: 'Iron', kind: 'blood', unit: 'ug/dL', altUnits: ['umol/L'], molarMass: 55.845,
    synonyms: ['Iron', 'Serum iron', 'Iron, serum', 'Iron, total', 'Fe', 'Eisen', 'Fer', 'Fer sérique', 'Hierro'],
    plausible: { low: 5, high: 1000 }, ranges: [adult(60, 170, src.iron)],
  },
  {
    loinc: '2500-7', name: 'Total iron binding capacity (TIBC)', kind: 'blood', unit: 'ug/dL', altUnits: ['umol/L'], molarMass: 55.845,
    synonyms: ['TIBC', 'Total iron binding capacity', 'Iron binding capacity', 'Iron Bind.Cap.(TIBC)'],
    plausible: { low: 50, high: 1000 }, ranges: [adult(240, 450, src.tibc)],
  },
  {
    loinc: '2502-3', name: 'Transferrin saturation', kind: 'blood', unit: '%', altUnits: [],
    synonyms: ['Transferrin saturation', 'Iron saturation', 'TSAT', 'Transferrin sat', '% saturation', 'Iron % saturation', 'Transferrinsättigung', 'Saturation de la transferrine'],
    plausible: { low: 1, high: 100 }, ranges: [adult(20, 50, src.tibc)],
  },
  {
    loinc: '1988-5', name: 'C-reactive protein (CRP)', kind: 'blood', unit: 'mg/L', altUnits: ['mg/dL'],
    synonyms: ['CRP', 'C-reactive protein', 'C reactive protein', 'C-Reactive Protein, Quant', 'CRP quantitative', 'C-reaktives Protein', 'Protéine C réactive', 'Proteína C reactiva'],
    plausible: { low: 0, high: 700 }, ranges: [adult(null, 10, src.crp)],
  },
  {
    loinc: '30522-7', name: 'hs-CRP', kind: 'blood', unit: 'mg/L', altUnits: ['mg/dL'],
    synonyms: ['hs-CRP', 'hsCRP', 'High sensitivity CRP', 'CRP, high sensitivity', 'C-reactive protein, cardiac', 'Cardio CRP', 'hs CRP', 'HS-CRP (cardiac)'],
    plausible: { low: 0, high: 700 }, ranges: [adult(null, 3, src.hsCrp)],
  },
  {
    loinc: '2157-6', name: 'Creatine kinase (CK)', kind: 'blood', unit: 'U/L', altUnits: ['ukat/L'],
    synonyms: ['CK', 'Creatine kinase', 'CPK', 'Creatine phosphokinase', 'CK total', 'Kreatinkinase', 'Créatine kinase'],
    plausible: { low: 1, high: 200000 }, ranges: [],
  },
  {
    loinc: '2532-0', name: 'Lactate dehydrogenase (LDH)', kind: 'blood', unit: 'U/L', altUnits: ['ukat/L'],
    synonyms: ['LDH', 'LD', 'Lactate dehydrogenase', 'Lactic dehydrogenase', 'Laktatdehydrogenase'],
    plausible: { low: 20, high: 20000 }, ranges: [adult(105, 333, src.ldh)],
  },
  {
    loinc: '6301-6', name: 'INR', kind: 'blood', unit: '{INR}', altUnits: [],
    synonyms: ['INR', 'International normalized ratio', 'International normalised ratio', 'PT INR', 'Prothrombin INR'],
    plausible: { low: 0.5, high: 15 }, ranges: [adult(0.8, 1.1, src.pt)],
  },
  {
    loinc: '5902-2', name: 'Prothrombin time (PT)', kind: 'blood', unit: 's', altUnits: [],
    synonyms: ['Prothrombin time', 'PT', 'Pro time', 'Protime', 'Prothrombin time (PT)'],
    plausible: { low: 5, high: 150 }, ranges: [adult(11, 13.5, src.pt)],
  },
  {
    loinc: '3084-1', name: 'Uric acid', kind: 'blood', unit: 'mg/dL', altUnits: ['umol/L', 'mmol/L'], molarMass: 168.11,
    synonyms: ['Uric acid', 'Urate', 'Serum urate', 'Uric acid, serum', 'Harnsäure', 'Acide urique', 'Ácido úrico'],
    plausible: { low: 0.5, high: 25 }, ranges: [adult(3.5, 7.2, src.uric)],
  },
  {
    loinc: '19123-9', name: 'Magnesium', kind: 'blood', unit: 'mg/dL', altUnits: ['mmol/L', 'meq/L'], molarMass: 24.305, valence: 2,
    synonyms: ['Magnesium', 'Mg', 'Magnesium, serum', 'Serum magnesium', 'Magnésium', 'Magnesio'],
    plausible: { low: 0.3, high: 10 }, ranges: [adult(1.7, 2.2, src.magnesium)],
  },
  {
    loinc: '2777-1', name: 'Phosphate', kind: 'blood', unit: 'mg/dL', altUnits: ['mmol/L'], molarMass: 30.974,
    synonyms: ['Phosphate', 'Phosphorus', 'Phosphorous', 'Inorganic phosphate', 'Phosphate (inorganic)', 'Phosphorus, serum', 'PO4', 'Phosphat', 'Phosphore', 'Fósforo'],
    plausible: { low: 0.3, high: 20 }, ranges: [adult(2.8, 4.5, src.phosphorus)],
  },
  {
    loinc: '2857-1', name: 'PSA', kind: 'blood', unit: 'ng/mL', altUnits: ['ug/L'],
    synonyms: ['PSA', 'Prostate specific antigen', 'Prostate-specific antigen', 'PSA, total', 'Total PSA', 'tPSA', 'PSA gesamt'],
    plausible: { low: 0, high: 10000 }, ranges: [adult(null, 4, src.psa, 'male')],
  },
  {
    loinc: '2986-8', name: 'Testosterone', kind: 'blood', unit: 'ng/dL', altUnits: ['nmol/L'], molarMass: 288.42,
    synonyms: ['Testosterone', 'Testosterone, total', 'Total testosterone', 'Testosterone total', 'Testosteron', 'Testostérone', 'Testosterona'],
    plausible: { low: 1, high: 3000 }, ranges: bySex([300, 1000], [15, 70], src.testosterone),
  },
  {
    loinc: '2143-6', name: 'Cortisol', kind: 'blood', unit: 'ug/dL', altUnits: ['nmol/L'], molarMass: 362.46,
    synonyms: ['Cortisol', 'Cortisol, serum', 'Cortisol AM', 'Morning cortisol', 'Serum cortisol', 'Kortisol'],
    plausible: { low: 0.1, high: 200 }, ranges: [],
  },
  {
    loinc: '89579-7', name: 'Troponin I (high sensitivity)', kind: 'blood', unit: 'ng/L', altUnits: ['ng/mL', 'pg/mL'],
    synonyms: ['Troponin', 'Troponin I', 'hs-Troponin I', 'hs Troponin I', 'High sensitivity troponin I', 'hs-cTnI', 'cTnI', 'Troponin I, high sensitivity', 'Troponin I hs'],
    plausible: { low: 0, high: 100000 }, ranges: [],
  },
];
