/**
 * Where the default reference ranges come from: public, citable pages (MedlinePlus, NIH ODS, ADA,
 * NCEP ATP III, KDIGO, AHA/CDC). Labs' own printed ranges always take precedence over these.
 */
import type { DefaultRange, RangeSource } from '../markers';

export const retrieved = '2026-11-27';
const ency = (id: string, title: string): RangeSource => ({ title: `MedlinePlus: ${title}`, url: `https://medlineplus.gov/ency/article/${id}.htm` });

export const src = {
  rbc: ency('003644', 'RBC count'),
  hgb: ency('003645', 'Hemoglobin'),
  hct: ency('003646', 'Hematocrit'),
  wbc: ency('003643', 'WBC count'),
  plt: ency('003647', 'Platelet count'),
  indices: ency('003648', 'RBC indices'),
  diff: ency('003657', 'Blood differential test'),
  merckCbc: { title: 'Merck Manual (Consumer Version): Complete Blood Count (CBC) table', url: 'https://www.merckmanuals.com/home/multimedia/table/complete-blood-count-cbc' },
  bun: ency('003474', 'BUN - blood test'),
  creat: ency('003475', 'Creatinine blood test'),
  sodium: ency('003481', 'Sodium blood test'),
  potassium: ency('003484', 'Potassium test'),
  chloride: ency('003485', 'Chloride test - blood'),
  co2: ency('003469', 'CO2 blood test'),
  calcium: ency('003477', 'Calcium blood test'),
  albumin: ency('003480', 'Albumin blood test'),
  protein: ency('003483', 'Total protein'),
  bili: ency('003479', 'Bilirubin blood test'),
  alt: ency('003473', 'ALT blood test'),
  ast: ency('003472', 'AST blood test'),
  alp: ency('003470', 'ALP - blood test'),
  ggt: ency('003458', 'Gamma-glutamyl transferase (GGT) blood test'),
  magnesium: ency('003487', 'Magnesium blood test'),
  phosphorus: ency('003478', 'Phosphorus blood test'),
  uric: ency('003476', 'Uric acid blood test'),
  ferritin: ency('003490', 'Ferritin blood test'),
  iron: ency('003488', 'Serum iron test'),
  tibc: ency('003489', 'Total iron binding capacity'),
  folate: ency('003686', 'Folic acid - test'),
  b12: ency('003705', 'Vitamin B12 level'),
  tsh: ency('003684', 'TSH test'),
  t4: ency('003517', 'Free T4 test'),
  crp: ency('003356', 'C-reactive protein'),
  pt: ency('003652', 'Prothrombin time (PT)'),
  psa: ency('003346', 'Prostate specific antigen (PSA) blood test'),
  testosterone: ency('003707', 'Testosterone'),
  ldh: ency('003471', 'Lactate dehydrogenase test'),
  esr: ency('003638', 'Sed rate'),
  urinalysis: ency('003579', 'Urinalysis'),
  ada: { title: 'American Diabetes Association, Standards of Care in Diabetes—2025: 2. Diagnosis and Classification of Diabetes', url: 'https://diabetesjournals.org/care/article/48/Supplement_1/S27/157566' },
  ncep: { title: 'NCEP ATP III: Detection, Evaluation, and Treatment of High Blood Cholesterol in Adults (NHLBI)', url: 'https://www.nhlbi.nih.gov/files/docs/guidelines/atp3xsum.pdf' },
  kdigo: { title: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD', url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/' },
  odsVitD: { title: 'NIH Office of Dietary Supplements: Vitamin D fact sheet for health professionals', url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/' },
  hsCrp: { title: 'Pearson TA et al. AHA/CDC scientific statement: markers of inflammation and cardiovascular disease (Circulation 2003;107:499)', url: 'https://www.ahajournals.org/doi/10.1161/01.CIR.0000052939.59093.45' },
} satisfies Record<string, RangeSource>;

/** An adult range (18 and over); `sex` 'any' unless given. */
export function adult(low: number | null, high: number | null, source: RangeSource, sex: DefaultRange['sex'] = 'any'): DefaultRange {
  return { sex, ageMin: 18, ageMax: 130, low, high, source, retrieved };
}

/** Male and female adult ranges from one source. */
export function bySex(male: [number | null, number | null], female: [number | null, number | null], source: RangeSource): DefaultRange[] {
  return [adult(male[0], male[1], source, 'male'), adult(female[0], female[1], source, 'female')];
}
