/**
 * A short list of common markers for the manual entry's name suggestions: the name, its LOINC
 * code and the unit labs usually print. Shaped as a subset of `@thrivewell/labs/markers`' Marker
 * (loinc, name, unit, synonyms).
 * NOTE: once `@thrivewell/labs/markers` is on main, import its `markers` (and `findMarker`) here
 * instead of keeping this list; the web would then need `@thrivewell/labs` as a dependency.
 */
export interface CommonMarker {
  loinc: string;
  name: string;
  /** The unit most reports print (UCUM). */
  unit: string | null;
  /** Other names labs print for it; matched case-insensitively. */
  synonyms: string[];
}

export const commonMarkers: readonly CommonMarker[] = [
  { loinc: '2345-7', name: 'Glucose', unit: 'mg/dL', synonyms: ['Fasting glucose', 'Blood glucose', 'GLU'] },
  { loinc: '4548-4', name: 'Haemoglobin A1c', unit: '%', synonyms: ['HbA1c', 'Hemoglobin A1c', 'A1c', 'Glycated haemoglobin'] },
  { loinc: '2093-3', name: 'Total cholesterol', unit: 'mg/dL', synonyms: ['Cholesterol', 'Cholesterol, total'] },
  { loinc: '2085-9', name: 'HDL cholesterol', unit: 'mg/dL', synonyms: ['HDL', 'HDL-C'] },
  { loinc: '13457-7', name: 'LDL cholesterol (calculated)', unit: 'mg/dL', synonyms: ['LDL', 'LDL-C', 'LDL cholesterol'] },
  { loinc: '2571-8', name: 'Triglycerides', unit: 'mg/dL', synonyms: ['TG', 'Triglyceride'] },
  { loinc: '2160-0', name: 'Creatinine', unit: 'mg/dL', synonyms: ['Creat', 'Serum creatinine'] },
  { loinc: '62238-1', name: 'eGFR (CKD-EPI)', unit: 'mL/min/{1.73_m2}', synonyms: ['eGFR', 'Estimated GFR'] },
  { loinc: '3094-0', name: 'Urea nitrogen (BUN)', unit: 'mg/dL', synonyms: ['BUN', 'Blood urea nitrogen', 'Urea nitrogen'] },
  { loinc: '2951-2', name: 'Sodium', unit: 'mmol/L', synonyms: ['Na'] },
  { loinc: '2823-3', name: 'Potassium', unit: 'mmol/L', synonyms: ['K'] },
  { loinc: '17861-6', name: 'Calcium', unit: 'mg/dL', synonyms: ['Ca'] },
  { loinc: '1742-6', name: 'ALT', unit: 'U/L', synonyms: ['Alanine aminotransferase', 'SGPT', 'ALAT'] },
  { loinc: '1920-8', name: 'AST', unit: 'U/L', synonyms: ['Aspartate aminotransferase', 'SGOT', 'ASAT'] },
  { loinc: '6768-6', name: 'Alkaline phosphatase', unit: 'U/L', synonyms: ['ALP', 'Alk phos'] },
  { loinc: '1975-2', name: 'Bilirubin, total', unit: 'mg/dL', synonyms: ['Total bilirubin', 'Bilirubin'] },
  { loinc: '1751-7', name: 'Albumin', unit: 'g/dL', synonyms: ['Alb'] },
  { loinc: '2157-6', name: 'Creatine kinase', unit: 'U/L', synonyms: ['CK', 'CPK'] },
  { loinc: '3016-3', name: 'TSH', unit: 'mIU/L', synonyms: ['Thyroid stimulating hormone', 'Thyrotropin'] },
  { loinc: '3024-7', name: 'Free T4', unit: 'ng/dL', synonyms: ['FT4', 'Thyroxine, free'] },
  { loinc: '2132-9', name: 'Vitamin B12', unit: 'pg/mL', synonyms: ['B12', 'Cobalamin'] },
  { loinc: '62292-8', name: 'Vitamin D, 25-hydroxy', unit: 'ng/mL', synonyms: ['Vitamin D', '25-OH vitamin D', '25(OH)D'] },
  { loinc: '2276-4', name: 'Ferritin', unit: 'ng/mL', synonyms: [] },
  { loinc: '1988-5', name: 'C-reactive protein', unit: 'mg/L', synonyms: ['CRP'] },
  { loinc: '718-7', name: 'Haemoglobin', unit: 'g/dL', synonyms: ['Hemoglobin', 'Hb', 'Hgb'] },
  { loinc: '4544-3', name: 'Haematocrit', unit: '%', synonyms: ['Hematocrit', 'Hct'] },
  { loinc: '6690-2', name: 'White blood cells', unit: '10*9/L', synonyms: ['WBC', 'White cell count', 'Leukocytes'] },
  { loinc: '777-3', name: 'Platelets', unit: '10*9/L', synonyms: ['PLT', 'Platelet count'] },
  { loinc: '6301-6', name: 'INR', unit: null, synonyms: ['International normalized ratio', 'PT INR'] },
];

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const byName = new Map<string, CommonMarker>(commonMarkers.flatMap((m) => [m.name, ...m.synonyms].map((n) => [key(n), m] as const)));

/** The marker a typed name is (its name or a synonym, any case), or null. */
export function findCommonMarker(name: string): CommonMarker | null {
  return byName.get(key(name)) ?? null;
}
