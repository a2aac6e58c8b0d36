/**
 * Rules linking medicines and supplements to the lab markers they can change. A rule names a
 * knowledge-base substance ('metformin') or class ('class:statin'), so brand names and every
 * member of a class match through the knowledge base. Our wording; each rule names its sources.
 */
import { M, S, medline, medlineDrug, nice, ods } from '../../guide-sources';
import type { Source } from '../../guide-sources';

export interface MedicineEffectRule {
  id: string;
  /** A knowledge-base substance id or 'class:{id}'. */
  subject: string;
  /** Who the rule is about, in words for a page that does not resolve names ('Statins (for example atorvastatin)'). */
  label: string;
  /** Primary LOINC codes of the markers (see marker-guides). */
  markers: readonly string[];
  effect: string;
  sources: readonly Source[];
}

const L = {
  tsh: '3016-3', ft4: '3024-7', ft3: '3051-0', troponin: '89579-7', b12: '2132-9', alt: '1742-6', ast: '1920-8', ck: '2157-6',
  potassium: '2823-3', sodium: '2951-2', magnesium: '19123-9', creatinine: '2160-0', egfr: '98979-8', inr: '6301-6',
  glucose: '2345-7', hba1c: '4548-4', hematocrit: '4544-3', hemoglobin: '718-7', psa: '2857-1', uricAcid: '3084-1',
  calcium: '17861-6', cortisol: '2143-6', urineGlucose: '5792-7', urineKetones: '5797-6',
} as const;

const ng203 = nice('ng203', 'Chronic kidney disease: assessment and management');
const ng145 = nice('ng145', 'Thyroid disease: assessment and management');
const cg185 = nice('cg185', 'Bipolar disorder: assessment and management');
const ng219 = nice('ng219', 'Gout: diagnosis and management');

export const medicineEffectRules: readonly MedicineEffectRule[] = [
  {
    id: 'metformin-b12', subject: 'metformin', label: 'Metformin', markers: [L.b12],
    effect: 'Taking metformin for a long time can lower vitamin B12. Regular B12 checks are advised, especially if you have anemia or tingling or numbness in your hands or feet.',
    sources: [ods('VitaminB12', 'Vitamin B12'), S.adaStandards],
  },
  {
    id: 'statin-liver', subject: 'class:statin', label: 'Statins (for example atorvastatin, simvastatin)', markers: [L.alt, L.ast],
    effect: 'Statins can raise liver enzymes (ALT, AST) a little. Serious liver injury is rare; the FDA advises a liver test before starting and later only if there is a reason, such as symptoms.',
    sources: [S.fdaStatins2012, M.alt],
  },
  {
    id: 'statin-ck', subject: 'class:statin', label: 'Statins (for example atorvastatin, simvastatin)', markers: [L.ck],
    effect: 'Statins can cause muscle aches and, less often, muscle damage that raises CK. Tell your clinician about muscle pain, tenderness or weakness; CK is usually checked when you have symptoms.',
    sources: [S.fdaStatins2012, M.ck],
  },
  {
    id: 'statin-glucose', subject: 'class:statin', label: 'Statins (for example atorvastatin, simvastatin)', markers: [L.glucose, L.hba1c],
    effect: 'Statins can slightly raise blood sugar and HbA1c. The FDA still considers their heart benefits to outweigh this small rise.',
    sources: [S.fdaStatins2012],
  },
  {
    id: 'thiazide-salts', subject: 'class:thiazide-diuretic', label: 'Thiazide water pills (for example hydrochlorothiazide)', markers: [L.potassium, L.sodium],
    effect: 'Thiazide water pills can lower potassium and sodium in the blood. These are usually checked after starting and from time to time.',
    sources: [M.potassium, M.sodium, medlineDrug('a682571', 'Hydrochlorothiazide')],
  },
  {
    id: 'thiazide-urate-calcium', subject: 'class:thiazide-diuretic', label: 'Thiazide water pills (for example hydrochlorothiazide)', markers: [L.uricAcid, L.calcium],
    effect: 'Thiazide water pills can raise uric acid and, a little, calcium in the blood.',
    sources: [M.uricAcid, medline('calcium-blood-test', 'Calcium Blood Test')],
  },
  {
    id: 'loop-salts', subject: 'class:loop-diuretic', label: 'Loop water pills (for example furosemide)', markers: [L.potassium, L.sodium, L.magnesium],
    effect: 'Loop water pills (such as furosemide) can lower potassium, sodium and magnesium. Your clinician may check them and may suggest a supplement or food changes.',
    sources: [M.potassium, M.magnesium, medlineDrug('a682858', 'Furosemide')],
  },
  {
    id: 'acei-potassium', subject: 'class:ace-inhibitor', label: 'ACE inhibitors (for example lisinopril, ramipril)', markers: [L.potassium, L.creatinine, L.egfr],
    effect: 'ACE inhibitors can raise potassium, and creatinine often rises a little (eGFR falls) after starting. Guidelines advise checking both before and 1 to 2 weeks after starting or a dose increase; a small change is expected, a larger one needs review.',
    sources: [ng203, S.kdigoCkd, M.potassium],
  },
  {
    id: 'arb-potassium', subject: 'class:arb', label: 'ARBs (for example losartan, valsartan)', markers: [L.potassium, L.creatinine, L.egfr],
    effect: 'ARBs can raise potassium, and creatinine often rises a little (eGFR falls) after starting. Guidelines advise checking both before and 1 to 2 weeks after starting or a dose increase; a small change is expected, a larger one needs review.',
    sources: [ng203, S.kdigoCkd, M.potassium],
  },
  {
    id: 'potassium-sparing', subject: 'class:potassium-sparing-diuretic', label: 'Spironolactone and eplerenone', markers: [L.potassium, L.creatinine, L.egfr],
    effect: 'Spironolactone and eplerenone can raise potassium, more so with kidney problems or together with an ACE inhibitor or ARB. Potassium and kidney function are checked after starting and regularly.',
    sources: [medlineDrug('a682627', 'Spironolactone'), M.potassium, S.kdigoCkd],
  },
  {
    id: 'levothyroxine-tsh', subject: 'class:thyroid-hormone', label: 'Levothyroxine and other thyroid hormones', markers: [L.tsh, L.ft4, L.ft3],
    effect: 'TSH (and sometimes free T4) is how your levothyroxine dose is checked: usually some weeks after a dose change, then about once a year when stable. A dose taken shortly before the blood draw can raise free T4 for some hours, so many clinicians ask you to take it after the test on test days. Ask yours.',
    sources: [ng145, S.ataHypothyroidism, M.tsh],
  },
  {
    id: 'warfarin-inr', subject: 'class:vitamin-k-antagonist', label: 'Warfarin', markers: [L.inr],
    effect: 'The INR is how warfarin is checked: your prescriber sets your target range. Changes in vitamin K foods, alcohol, illness and new medicines or supplements can move it.',
    sources: [M.inr, medlineDrug('a682277', 'Warfarin')],
  },
  {
    id: 'biotin-immunoassays', subject: 'biotin', label: 'Biotin supplements (also in hair, skin and nail products)', markers: [L.tsh, L.ft4, L.ft3, L.troponin],
    effect: 'Biotin can interfere with some lab tests, including thyroid and troponin tests, giving falsely high or falsely low results; the FDA is most concerned about falsely low troponin. Tell your clinician and the lab that you take biotin (also in hair, skin and nail supplements). The FDA says there is not enough information to know whether stopping biotin for any number of hours before a test prevents wrong results, so ask your clinician what to do.',
    sources: [S.fdaBiotin2019, ods('Biotin', 'Biotin')],
  },
  {
    id: 'lithium-thyroid', subject: 'lithium', label: 'Lithium', markers: [L.tsh, L.ft4],
    effect: 'Lithium can make the thyroid underactive, raising TSH. Thyroid tests are advised before starting and regularly (about every 6 months) while you take it.',
    sources: [cg185, medlineDrug('a681039', 'Lithium')],
  },
  {
    id: 'lithium-kidney', subject: 'lithium', label: 'Lithium', markers: [L.creatinine, L.egfr, L.calcium],
    effect: 'Lithium can affect the kidneys over time and can raise calcium. Kidney function and calcium are advised before starting and regularly while you take it.',
    sources: [cg185, medlineDrug('a681039', 'Lithium')],
  },
  {
    id: 'ppi-magnesium', subject: 'class:ppi', label: 'Stomach acid medicines (PPIs, for example omeprazole)', markers: [L.magnesium],
    effect: 'Taking a stomach acid medicine (PPI) for a long time, usually more than a year, can lower magnesium. Your clinician may check it, especially if you also take diuretics or digoxin.',
    sources: [S.fdaPpiMagnesium, ods('Magnesium', 'Magnesium')],
  },
  {
    id: 'ppi-b12', subject: 'class:ppi', label: 'Stomach acid medicines (PPIs, for example omeprazole)', markers: [L.b12],
    effect: 'Long-term use of a stomach acid medicine (PPI) can lower vitamin B12, because stomach acid helps you absorb B12 from food.',
    sources: [ods('VitaminB12', 'Vitamin B12')],
  },
  {
    id: 'steroid-glucose', subject: 'class:corticosteroid', label: 'Steroid medicines (for example prednisone)', markers: [L.glucose, L.hba1c, L.urineGlucose],
    effect: 'Steroid medicines such as prednisone can raise blood sugar, sometimes a lot, especially at high doses or in people with diabetes.',
    sources: [medlineDrug('a601102', 'Prednisone'), M.glucose],
  },
  {
    id: 'steroid-cortisol', subject: 'class:corticosteroid', label: 'Steroid medicines (for example prednisone)', markers: [L.cortisol],
    effect: 'Steroid medicines can change a cortisol result: some are picked up by cortisol tests, and long-term use lowers the body’s own cortisol. Tell your clinician before a cortisol test.',
    sources: [S.testingCortisol, M.cortisol],
  },
  {
    id: 'testosterone-hematocrit', subject: 'testosterone', label: 'Testosterone', markers: [L.hematocrit, L.hemoglobin],
    effect: 'Testosterone treatment can raise hematocrit and hemoglobin (thicker blood). Guidelines advise checking hematocrit before starting, at 3 to 12 months, then yearly.',
    sources: [S.endocrineTestosterone, M.hematocrit],
  },
  {
    id: 'testosterone-psa', subject: 'testosterone', label: 'Testosterone', markers: [L.psa, '2986-8'],
    effect: 'Testosterone treatment is monitored with testosterone levels and, in men of screening age, PSA. Ask when in your dosing cycle the blood should be taken.',
    sources: [S.endocrineTestosterone],
  },
  {
    id: 'urate-lowering', subject: 'class:xanthine-oxidase-inhibitor', label: 'Allopurinol and febuxostat', markers: [L.uricAcid],
    effect: 'Allopurinol (and febuxostat) lower uric acid; the dose is adjusted to reach a target level your clinician sets, often below 360 µmol/L (6 mg/dL).',
    sources: [ng219, medlineDrug('a682673', 'Allopurinol'), M.uricAcid],
  },
  {
    id: 'amiodarone-thyroid', subject: 'amiodarone', label: 'Amiodarone', markers: [L.tsh, L.ft4, L.ft3],
    effect: 'Amiodarone contains a lot of iodine and can make the thyroid underactive or overactive. Thyroid tests are usually done before starting and regularly during treatment.',
    sources: [medlineDrug('a687009', 'Amiodarone'), ng145],
  },
  {
    id: 'sglt2-urine', subject: 'class:sglt2-inhibitor', label: 'SGLT2 inhibitors (for example empagliflozin)', markers: [L.urineGlucose, L.urineKetones],
    effect: 'SGLT2 inhibitor diabetes medicines work by passing sugar into the urine, so the urine glucose pad is expected to be positive. Ketones with these medicines can be a warning sign: ask your clinician what to do.',
    sources: [S.adaStandards],
  },
];
