/** Metabolic panel (CMP / U&E / LFT) and lipid markers, with molar masses for SI ↔ conventional units. */
import type { Marker } from '../markers';
import { adult, bySex, src } from './sources';

const egfrUnits: string[] = [];
const egfrPlausible = { low: 1, high: 200 };

export const chemistryMarkers: Marker[] = [
  {
    loinc: '2345-7', name: 'Glucose', kind: 'blood', unit: 'mg/dL', altUnits: ['mmol/L', 'g/L'], molarMass: 180.16,
    synonyms: ['Glucose', 'Glucose serum', 'Glucose, serum', 'Glucose plasma', 'Plasma glucose', 'Blood glucose', 'Serum glucose', 'Glucose fasting', 'Fasting glucose', 'Glucose, fasting', 'Fasting plasma glucose', 'FPG', 'Glucose random', 'Fasting blood sugar', 'Fasting blood glucose', 'FBS', 'Blood sugar', 'Glukose', 'Glucose (nüchtern)', 'Glycémie', 'Glucosa'],
    plausible: { low: 10, high: 1500 }, ranges: [adult(70, 99, src.ada)],
  },
  {
    // BUN is the urea's nitrogen (2 × 14.007 g/mol per urea): 1 mmol/L urea = 2.801 mg/dL BUN.
    loinc: '3094-0', name: 'Urea nitrogen (BUN)', kind: 'blood', unit: 'mg/dL', altUnits: ['mmol/L'], molarMass: 28.014,
    synonyms: ['BUN', 'Urea nitrogen', 'Blood urea nitrogen', 'Urea Nitrogen (BUN)', 'Urea (BUN)', 'Urea N', 'Harnstoff-N', 'Harnstoff-Stickstoff', 'Azote uréique'],
    plausible: { low: 1, high: 300 }, ranges: [adult(6, 20, src.bun)],
  },
  {
    // Urea itself (UK mmol/L; German, French and Spanish labs in mg/dL of urea, 60.06 g/mol — not BUN).
    loinc: '22664-7', name: 'Urea', kind: 'blood', unit: 'mmol/L', altUnits: ['mg/dL', 'g/L'], molarMass: 60.056,
    synonyms: ['Urea', 'Serum urea', 'Urea serum', 'Plasma urea', 'Harnstoff', 'Urée', 'Urée sanguine', 'Urea en sangre'],
    // MedlinePlus's BUN 6–20 mg/dL as urea (÷ 2.801).
    plausible: { low: 0.3, high: 110 }, ranges: [adult(2.1, 7.1, src.bun)],
  },
  {
    loinc: '2160-0', name: 'Creatinine', kind: 'blood', unit: 'mg/dL', altUnits: ['umol/L'], molarMass: 113.12,
    synonyms: ['Creatinine', 'Creatinine serum', 'Creatinine, serum', 'Serum creatinine', 'Creat', 'Crea', 'Kreatinin', 'Créatinine', 'Creatinina'],
    plausible: { low: 0.1, high: 30 }, ranges: bySex([0.7, 1.3], [0.6, 1.1], src.creat),
  },
  {
    loinc: '62238-1', name: 'eGFR (CKD-EPI)', kind: 'blood', unit: 'mL/min/{1.73_m2}', altUnits: egfrUnits,
    synonyms: ['eGFR', 'GFR', 'Estimated GFR', 'eGFR CKD-EPI', 'eGFR (CKD-EPI)', 'eGFR If NonAfricn Am', 'Estimated glomerular filtration rate', 'GFR estimated', 'eGFR creatinine', 'eGFR (CKD-EPI 2021)', 'GFR, estimated', 'eGFR CKD EPI 2021'],
    plausible: egfrPlausible, ranges: [adult(60, null, src.kdigo)],
  },
  {
    loinc: '48642-3', name: 'eGFR (non-African American)', kind: 'blood', unit: 'mL/min/{1.73_m2}', altUnits: egfrUnits,
    synonyms: ['eGFR non-Afr. American', 'eGFR non-Afr American', 'eGFR Non-African American', 'eGFR If NonAfricn Am', 'eGFR non-AA', 'GFR non-African American'],
    plausible: egfrPlausible, ranges: [adult(60, null, src.kdigo)],
  },
  {
    loinc: '48643-1', name: 'eGFR (African American)', kind: 'blood', unit: 'mL/min/{1.73_m2}', altUnits: egfrUnits,
    synonyms: ['eGFR Afr. American', 'eGFR African American', 'eGFR If Africn Am', 'eGFR AA', 'GFR African American'],
    plausible: egfrPlausible, ranges: [adult(60, null, src.kdigo)],
  },
  {
    loinc: '2951-2', name: 'Sodium', kind: 'blood', unit: 'mmol/L', altUnits: ['meq/L'], valence: 1,
    synonyms: ['Sodium', 'Na', 'Na+', 'Sodium serum', 'Sodium, serum', 'Natrium', 'Sodio'],
    plausible: { low: 90, high: 200 }, ranges: [adult(135, 145, src.sodium)],
  },
  {
    loinc: '2823-3', name: 'Potassium', kind: 'blood', unit: 'mmol/L', altUnits: ['meq/L'], valence: 1,
    synonyms: ['Potassium', 'K', 'K+', 'Potassium serum', 'Potassium, serum', 'Kalium', 'Potasio'],
    plausible: { low: 1, high: 10 }, ranges: [adult(3.7, 5.2, src.potassium)],
  },
  {
    loinc: '2075-0', name: 'Chloride', kind: 'blood', unit: 'mmol/L', altUnits: ['meq/L'], valence: 1,
    synonyms: ['Chloride', 'Cl', 'Cl-', 'Chloride serum', 'Chlorid', 'Chlorure', 'Cloro', 'Cloruro'],
    plausible: { low: 50, high: 150 }, ranges: [adult(96, 106, src.chloride)],
  },
  {
    loinc: '2028-9', name: 'Carbon dioxide / bicarbonate', kind: 'blood', unit: 'mmol/L', altUnits: ['meq/L'], valence: 1,
    synonyms: ['Carbon dioxide', 'Carbon dioxide, total', 'CO2', 'Total CO2', 'Bicarbonate', 'HCO3', 'Bicarb', 'Carbon Dioxide (CO2)', 'Bikarbonat', 'Bicarbonato'],
    plausible: { low: 3, high: 60 }, ranges: [adult(23, 29, src.co2)],
  },
  {
    loinc: '17861-6', name: 'Calcium', kind: 'blood', unit: 'mg/dL', altUnits: ['mmol/L', 'meq/L'], molarMass: 40.078, valence: 2,
    synonyms: ['Calcium', 'Ca', 'Calcium serum', 'Calcium, serum', 'Total calcium', 'Calcium total', 'Serum calcium', 'Kalzium', 'Calcium total (sérum)', 'Calcio'],
    plausible: { low: 2, high: 20 }, ranges: [adult(8.5, 10.2, src.calcium)],
  },
  {
    loinc: '1751-7', name: 'Albumin', kind: 'blood', unit: 'g/dL', altUnits: ['g/L'],
    synonyms: ['Albumin', 'Albumin serum', 'Albumin, serum', 'Serum albumin', 'Alb', 'Albumine', 'Albúmina'],
    plausible: { low: 0.5, high: 8 }, ranges: [adult(3.4, 5.4, src.albumin)],
  },
  {
    loinc: '2885-2', name: 'Total protein', kind: 'blood', unit: 'g/dL', altUnits: ['g/L'],
    synonyms: ['Total protein', 'Protein, total', 'Protein total', 'Total Protein serum', 'Protein', 'Gesamteiweiß', 'Gesamteiweiss', 'Protéines totales', 'Proteínas totales'],
    plausible: { low: 2, high: 15 }, ranges: [adult(6, 8.3, src.protein)],
  },
  {
    loinc: '10834-0', name: 'Globulin', kind: 'blood', unit: 'g/dL', altUnits: ['g/L'],
    synonyms: ['Globulin', 'Globulin, total', 'Globulin (calc)'],
    plausible: { low: 0.5, high: 10 }, ranges: [],
  },
  {
    loinc: '1759-0', name: 'Albumin/globulin ratio', kind: 'blood', unit: '{ratio}', altUnits: [],
    synonyms: ['A/G ratio', 'A:G ratio', 'Albumin/Globulin ratio', 'Alb/Glob ratio', 'A/G Ratio (calc)', 'Albumin:Globulin ratio'],
    plausible: { low: 0.1, high: 5 }, ranges: [],
  },
  {
    loinc: '3097-3', name: 'BUN/creatinine ratio', kind: 'blood', unit: '{ratio}', altUnits: [],
    synonyms: ['BUN/Creatinine ratio', 'BUN/Creat ratio', 'Urea nitrogen/creatinine ratio', 'BUN:Creatinine ratio'],
    plausible: { low: 1, high: 100 }, ranges: [],
  },
  {
    loinc: '1975-2', name: 'Bilirubin (total)', kind: 'blood', unit: 'mg/dL', altUnits: ['umol/L'], molarMass: 584.66,
    synonyms: ['Bilirubin', 'Bilirubin, total', 'Total bilirubin', 'Bilirubin total', 'T. Bili', 'TBIL', 'Bili total', 'Gesamtbilirubin', 'Bilirubin gesamt', 'Bilirubine totale', 'Bilirrubina total'],
    plausible: { low: 0, high: 50 }, ranges: [adult(0.1, 1.2, src.bili)],
  },
  {
    loinc: '1968-7', name: 'Bilirubin (direct)', kind: 'blood', unit: 'mg/dL', altUnits: ['umol/L'], molarMass: 584.66,
    synonyms: ['Direct bilirubin', 'Bilirubin, direct', 'Bilirubin direct', 'Conjugated bilirubin', 'D. Bili', 'DBIL', 'Bilirubin direkt'],
    plausible: { low: 0, high: 40 }, ranges: [adult(null, 0.3, src.bili)],
  },
  {
    loinc: '1742-6', name: 'ALT', kind: 'blood', unit: 'U/L', altUnits: ['ukat/L'],
    synonyms: ['ALT', 'ALT (SGPT)', 'SGPT', 'ALT/SGPT', 'Alanine aminotransferase', 'Alanine transaminase', 'Alanine aminotransferase (ALT)', 'GPT', 'ALAT', 'ALT (GPT)', 'GPT (ALAT)', 'Alanina aminotransferasa', 'Alanine aminotransférase'],
    plausible: { low: 1, high: 20000 }, ranges: [adult(4, 36, src.alt)],
  },
  {
    loinc: '1920-8', name: 'AST', kind: 'blood', unit: 'U/L', altUnits: ['ukat/L'],
    synonyms: ['AST', 'AST (SGOT)', 'SGOT', 'AST/SGOT', 'Aspartate aminotransferase', 'Aspartate transaminase', 'Aspartate aminotransferase (AST)', 'GOT', 'ASAT', 'AST (GOT)', 'GOT (ASAT)', 'Aspartato aminotransferasa', 'Aspartate aminotransférase'],
    plausible: { low: 1, high: 20000 }, ranges: [adult(8, 33, src.ast)],
  },
  {
    loinc: '6768-6', name: 'Alkaline phosphatase (ALP)', kind: 'blood', unit: 'U/L', altUnits: ['ukat/L'],
    synonyms: ['Alkaline phosphatase', 'ALP', 'Alk phos', 'Alk. phosphatase', 'Alkaline phos', 'AP', 'Alkalische Phosphatase', 'Phosphatases alcalines', 'PAL', 'Fosfatasa alcalina'],
    plausible: { low: 5, high: 5000 }, ranges: [adult(44, 147, src.alp)],
  },
  {
    loinc: '2324-2', name: 'Gamma-glutamyl transferase (GGT)', kind: 'blood', unit: 'U/L', altUnits: ['ukat/L'],
    synonyms: ['GGT', 'Gamma GT', 'Gamma-GT', 'Gamma-glutamyl transferase', 'Gamma glutamyltransferase', 'Gamma-glutamyl transpeptidase', 'GGTP', 'γ-GT', 'Gamma GT (GGT)'],
    plausible: { low: 1, high: 5000 }, ranges: [adult(5, 40, src.ggt)],
  },
  {
    loinc: '2093-3', name: 'Total cholesterol', kind: 'blood', unit: 'mg/dL', altUnits: ['mmol/L'], molarMass: 386.65,
    synonyms: ['Cholesterol', 'Cholesterol, total', 'Total cholesterol', 'Cholesterol total', 'Serum cholesterol', 'Chol', 'TC', 'Gesamtcholesterin', 'Cholesterin', 'Cholestérol total', 'Colesterol total'],
    plausible: { low: 30, high: 1000 }, ranges: [adult(null, 200, src.ncep)],
  },
  {
    loinc: '13457-7', name: 'LDL cholesterol', kind: 'blood', unit: 'mg/dL', altUnits: ['mmol/L'], molarMass: 386.65,
    synonyms: ['LDL', 'LDL cholesterol', 'LDL-C', 'LDL Chol Calc (NIH)', 'LDL cholesterol calc', 'LDL-Cholesterol', 'LDL Cholesterol (calc)', 'LDL chol', 'Low density lipoprotein', 'LDL-Cholesterin', 'Cholestérol LDL', 'Colesterol LDL'],
    plausible: { low: 5, high: 800 }, ranges: [adult(null, 100, src.ncep)],
  },
  {
    loinc: '2085-9', name: 'HDL cholesterol', kind: 'blood', unit: 'mg/dL', altUnits: ['mmol/L'], molarMass: 386.65,
    synonyms: ['HDL', 'HDL cholesterol', 'HDL-C', 'HDL Chol', 'HDL-Cholesterol', 'High density lipoprotein', 'HDL-Cholesterin', 'Cholestérol HDL', 'Colesterol HDL'],
    plausible: { low: 5, high: 200 }, ranges: bySex([40, null], [50, null], src.ncep),
  },
  {
    loinc: '2571-8', name: 'Triglycerides', kind: 'blood', unit: 'mg/dL', altUnits: ['mmol/L'], molarMass: 885.7,
    synonyms: ['Triglycerides', 'Triglyceride', 'Triglycerides, serum', 'TG', 'Trig', 'Triglyzeride', 'Triglycérides', 'Triglicéridos'],
    plausible: { low: 10, high: 10000 }, ranges: [adult(null, 150, src.ncep)],
  },
  {
    loinc: '43396-1', name: 'Non-HDL cholesterol', kind: 'blood', unit: 'mg/dL', altUnits: ['mmol/L'], molarMass: 386.65,
    synonyms: ['Non-HDL cholesterol', 'Non HDL cholesterol', 'Non-HDL Chol', 'Non-HDL-C', 'Non HDL-C', 'Non-HDL Cholesterol (calc)', 'Non-HDL-Cholesterin'],
    plausible: { low: 5, high: 900 }, ranges: [adult(null, 130, src.ncep)],
  },
  {
    loinc: '9830-1', name: 'Cholesterol/HDL ratio', kind: 'blood', unit: '{ratio}', altUnits: [],
    synonyms: ['Cholesterol/HDL ratio', 'Chol/HDL ratio', 'Total cholesterol/HDL ratio', 'TC/HDL ratio', 'Chol/HDL', 'Cholesterol:HDL ratio'],
    plausible: { low: 0.5, high: 30 }, ranges: [],
  },
];
