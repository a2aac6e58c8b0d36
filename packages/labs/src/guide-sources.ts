/**
 * Where the marker guides, medicine effects and dipstick meanings come from. Every fact in
 * those files names at least one of these public sources; the wording of the facts is our own.
 */
export interface Source {
  /** Short citation shown to people: 'MedlinePlus: Potassium Blood Test'. */
  title: string;
  /** An https address. */
  url: string;
  /** The day the source was checked (YYYY-MM-DD). */
  retrieved: string;
}

export const guidesRetrieved = '2026-11-27';

const src = (title: string, url: string): Source => ({ title, url, retrieved: guidesRetrieved });

/** A MedlinePlus lab-test page: https://medlineplus.gov/lab-tests/{slug}/. */
export const medline = (slug: string, title: string): Source => src(`MedlinePlus: ${title}`, `https://medlineplus.gov/lab-tests/${slug}/`);

/** A MedlinePlus drug page: https://medlineplus.gov/druginfo/meds/{id}.html. */
export const medlineDrug = (id: string, title: string): Source => src(`MedlinePlus Drug Information: ${title}`, `https://medlineplus.gov/druginfo/meds/${id}.html`);

/** An NIH Office of Dietary Supplements fact sheet for health professionals. */
export const ods = (page: string, title: string): Source => src(`NIH Office of Dietary Supplements: ${title}`, `https://ods.od.nih.gov/factsheets/${page}-HealthProfessional/`);

/** A MedlinePlus Medical Encyclopedia article: https://medlineplus.gov/ency/article/{id}.htm. */
export const medlineEncy = (id: string, title: string): Source => src(`MedlinePlus Medical Encyclopedia: ${title}`, `https://medlineplus.gov/ency/article/${id}.htm`);

/** A Testing.com (ADLM, formerly Lab Tests Online) test page: https://www.testing.com/tests/{slug}/. */
export const testingCom = (slug: string, title: string): Source => src(`Testing.com (ADLM): ${title}`, `https://www.testing.com/tests/${slug}/`);

/** A NICE guideline. */
export const nice = (id: string, title: string): Source => src(`NICE guideline ${id.toUpperCase()}: ${title}`, `https://www.nice.org.uk/guidance/${id}`);

export const S = {
  fdaBiotin2019: src(
    'FDA Safety Communication (2019 update of 2017): The FDA Warns that Biotin May Interfere with Lab Tests',
    'https://www.fda.gov/medical-devices/safety-communications/update-fda-warns-biotin-may-interfere-lab-tests-fda-safety-communication',
  ),
  fdaPpiMagnesium: src(
    'FDA Drug Safety Communication (2011): Low magnesium levels can be associated with long-term use of proton pump inhibitor drugs',
    'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-low-magnesium-levels-can-be-associated-long-term-use-proton-pump-inhibitor',
  ),
  fdaStatins2012: src(
    'FDA Drug Safety Communication (2012): Important safety label changes to cholesterol-lowering statin drugs',
    'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-important-safety-label-changes-cholesterol-lowering-statin-drugs',
  ),
  fdaHomeTests: src('FDA: Home Use Tests', 'https://www.fda.gov/medical-devices/in-vitro-diagnostics/home-use-tests'),
  adaStandards: src('American Diabetes Association: Standards of Care in Diabetes', 'https://professional.diabetes.org/standards-of-care'),
  kdigoCkd: src('KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD', 'https://kdigo.org/guidelines/ckd-evaluation-and-management/'),
  ataHypothyroidism: src(
    'American Thyroid Association: Guidelines for the Treatment of Hypothyroidism (Thyroid, 2014)',
    'https://www.liebertpub.com/doi/10.1089/thy.2014.0028',
  ),
  endocrineTestosterone: src(
    'Endocrine Society: Testosterone Therapy in Men With Hypogonadism, Clinical Practice Guideline (2018)',
    'https://academic.oup.com/jcem/article/103/5/1715/4939465',
  ),
  multistix: src(
    'Siemens Healthineers: Multistix 10 SG Reagent Strips (product page and package insert colour chart)',
    'https://www.siemens-healthineers.com/hr/urinalysis-products/urinalysis-reagents/multistix-10-sg-reagent-strips',
  ),
  ukhsaUti: src('UK Health Security Agency: Urinary tract infection: diagnostic tools for primary care', 'https://www.gov.uk/government/publications/urinary-tract-infection-diagnosis'),
  gfr: src('MedlinePlus Medical Encyclopedia: Glomerular filtration rate', 'https://medlineplus.gov/ency/article/007305.htm'),
  labTestsOnlineHome: src('Lab Tests Online (ADLM): Home Tests', 'https://labtestsonline.org/understanding/analytes/home-tests/'),
  testingTestosterone: src('Testing.com (ADLM): Testosterone', 'https://www.testing.com/tests/testosterone/'),
  testingCortisol: src('Testing.com (ADLM): Cortisol', 'https://www.testing.com/tests/cortisol/'),
  testingUrinalysis: src('Testing.com (ADLM): Urinalysis', 'https://www.testing.com/tests/urinalysis/'),
  ncepAtp3: src(
    'NHLBI: Third Report of the National Cholesterol Education Program (NCEP) Adult Treatment Panel III, executive summary',
    'https://www.nhlbi.nih.gov/files/docs/guidelines/atp3xsum.pdf',
  ),
} as const;

/** MedlinePlus pages used by more than one file. */
export const M = {
  prepare: medline('how-to-prepare-for-a-lab-test', 'How to Prepare for a Lab Test'),
  fasting: medline('fasting-for-a-blood-test', 'Fasting for a Blood Test'),
  homeTests: medline('at-home-medical-tests', 'At-Home Medical Tests'),
  urinalysis: medline('urinalysis', 'Urinalysis'),
  cbc: medline('complete-blood-count-cbc', 'Complete Blood Count (CBC)'),
  cmp: medline('comprehensive-metabolic-panel-cmp', 'Comprehensive Metabolic Panel (CMP)'),
  potassium: medline('potassium-blood-test', 'Potassium Blood Test'),
  sodium: medline('sodium-blood-test', 'Sodium Blood Test'),
  creatinine: medline('creatinine-test', 'Creatinine Test'),
  magnesium: medline('magnesium-blood-test', 'Magnesium Blood Test'),
  glucose: medline('blood-glucose-test', 'Blood Glucose Test'),
  liver: medline('liver-function-tests', 'Liver Function Tests'),
  alt: medline('alt-blood-test', 'ALT Blood Test'),
  ast: medline('ast-test', 'AST Test'),
  ck: medline('creatine-kinase', 'Creatine Kinase'),
  tsh: medline('tsh-thyroid-stimulating-hormone-test', 'TSH (Thyroid-stimulating hormone) Test'),
  t4: medline('thyroxine-t4-test', 'Thyroxine (T4) Test'),
  t3: medline('triiodothyronine-t3-tests', 'Triiodothyronine (T3) Tests'),
  b12: medline('vitamin-b12-test', 'Vitamin B12 Test'),
  inr: medline('prothrombin-time-test-and-inr-ptinr', 'Prothrombin Time Test and INR (PT/INR)'),
  troponin: medline('troponin-test', 'Troponin Test'),
  uricAcid: medline('uric-acid-test', 'Uric Acid Test'),
  hematocrit: medline('hematocrit-test', 'Hematocrit Test'),
  cortisol: medline('cortisol-test', 'Cortisol Test'),
  testosterone: medline('testosterone-levels-test', 'Testosterone Levels Test'),
  hba1c: medline('hemoglobin-a1c-hba1c-test', 'Hemoglobin A1C (HbA1c) Test'),
} as const;
