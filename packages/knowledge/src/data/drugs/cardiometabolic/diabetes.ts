/**
 * Diabetes medicines: metformin and combinations, sulfonylureas and meglitinides, other oral
 * medicines, DPP-4 and SGLT2 inhibitors, GLP-1 (and GIP/GLP-1) agonists and insulins. Side effects
 * and warnings are our own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import { S, medlinePlus, mesh } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';

const diabetes = medlinePlus('diabetesmedicines', 'Diabetes Medicines');
const lacticBox =
  'Boxed warning: metformin can rarely cause lactic acidosis, a medical emergency; the risk is higher with kidney problems, heavy drinking, iodinated contrast scans, surgery and serious illness.';
const metforminSide = ['Diarrhea', 'Nausea', 'Stomach upset', 'Gas', 'Metallic taste'];
const suSide = ['Low blood sugar', 'Weight gain', 'Nausea', 'Dizziness'];
const suSerious = ['Severe low blood sugar (confusion, sweating, fainting, seizures)', 'Low sodium (rare)', 'Anemia in G6PD deficiency (rare)'];
const suWarn = [
  'It can cause low blood sugar, especially in older adults and with missed meals, alcohol, heavy exercise or kidney problems.',
  'The label notes a possible increase in heart-related deaths seen in an older study of a related drug.',
];
const dpp4Side = ['Stuffy or runny nose, sore throat', 'Headache', 'Upper respiratory infection'];
const dpp4Serious = [
  'Pancreatitis (severe, lasting stomach pain)',
  'Severe joint pain',
  'Blistering skin condition (bullous pemphigoid)',
  'Serious allergic reaction',
];
const dpp4Warn = 'Seek medical care for severe, lasting stomach pain, which can be a sign of pancreatitis.';
const sglt2Side = ['Genital yeast infections', 'Urinary tract infections', 'Passing more urine', 'Thirst'];
const sglt2Serious = [
  'Ketoacidosis, even with near-normal blood sugar',
  'Dehydration and low blood pressure',
  'Serious genital infection (Fournier’s gangrene)',
  'Serious kidney or urinary infection',
];
const sglt2Warn = [
  'It can cause ketoacidosis even when blood sugar is not very high; get care for nausea, vomiting, stomach pain or unusual tiredness.',
  'Your prescriber may pause it for a few days before planned surgery.',
];
const glp1Side = ['Nausea', 'Vomiting', 'Diarrhea', 'Constipation', 'Stomach pain', 'Reduced appetite'];
const glp1Serious = [
  'Pancreatitis (severe, lasting stomach pain)',
  'Gallbladder problems',
  'Kidney injury from dehydration',
  'Low blood sugar when used with insulin or a sulfonylurea',
  'Thyroid tumours (seen in rodents)',
];
const thyroidBox =
  'Boxed warning: it caused thyroid C-cell tumours in rodents; it is not for people with a personal or family history of medullary thyroid cancer or MEN 2.';
const glp1Slow = 'It slows stomach emptying, which can affect absorption of some oral medicines; tell the anaesthetist you take it before any procedure.';
const insulinSide = ['Low blood sugar', 'Injection-site reactions', 'Weight gain', 'Swelling of hands or feet'];
const insulinSerious = ['Severe low blood sugar (confusion, seizures, fainting)', 'Low potassium', 'Serious allergic reaction'];
const insulinWarn = [
  'Never share pens or needles, even if the needle is changed.',
  'Changes in meals, exercise, alcohol or other medicines can cause low blood sugar; check your blood sugar as advised.',
];
const insulinSources = [diabetes, mesh('Insulin')];

export const diabetesDrugs: Substance[] = [
  // ------------------------------------------------------------------ metformin and combinations
  drug('metformin', 'Metformin', ['antidiabetic'], {
    brands: ['Glucophage', 'Glucophage XR', 'Glumetza', 'Fortamet', 'Riomet'],
    synonyms: ['metformin hcl', 'metphormin', 'metformin er'],
    sideEffects: metforminSide,
    seriousSideEffects: ['Lactic acidosis (rare)', 'Low vitamin B12 with long-term use'],
    warnings: [
      lacticBox,
      'It may be paused around iodinated contrast scans and surgery; your care team will advise.',
      'Long-term use can lower vitamin B12; levels may be checked.',
    ],
    sources: [diabetes, mesh('Metformin')],
  }),
  drug('sitagliptin-metformin', 'Sitagliptin and metformin', ['antidiabetic'], {
    brands: ['Janumet', 'Janumet XR'],
    synonyms: ['sitagliptin/metformin', 'janumet xr tablets'],
    components: ['sitagliptin', 'metformin'],
    sideEffects: ['Diarrhea', 'Nausea', 'Stuffy or runny nose', 'Headache'],
    seriousSideEffects: ['Lactic acidosis (rare)', 'Pancreatitis', 'Low vitamin B12', 'Serious allergic reaction'],
    warnings: [lacticBox, dpp4Warn],
    sources: [diabetes],
  }),
  drug('empagliflozin-metformin', 'Empagliflozin and metformin', ['sglt2-inhibitor'], {
    brands: ['Synjardy', 'Synjardy XR'],
    synonyms: ['empagliflozin/metformin'],
    components: ['empagliflozin', 'metformin'],
    sideEffects: ['Urinary tract infections', 'Genital yeast infections', 'Diarrhea', 'Nausea'],
    seriousSideEffects: ['Lactic acidosis (rare)', 'Ketoacidosis', 'Dehydration', 'Serious genital infection (Fournier’s gangrene)'],
    warnings: [lacticBox, sglt2Warn[0]!],
    sources: [diabetes],
  }),
  drug('dapagliflozin-metformin', 'Dapagliflozin and metformin', ['sglt2-inhibitor'], {
    brands: ['Xigduo XR', 'Xigduo'],
    synonyms: ['dapagliflozin/metformin'],
    components: ['dapagliflozin', 'metformin'],
    sideEffects: ['Urinary tract infections', 'Genital yeast infections', 'Diarrhea', 'Nausea'],
    seriousSideEffects: ['Lactic acidosis (rare)', 'Ketoacidosis', 'Dehydration', 'Serious genital infection (Fournier’s gangrene)'],
    warnings: [lacticBox, sglt2Warn[0]!],
    sources: [diabetes],
  }),
  drug('empagliflozin-linagliptin', 'Empagliflozin and linagliptin', ['sglt2-inhibitor'], {
    brands: ['Glyxambi'],
    synonyms: ['empagliflozin/linagliptin'],
    components: ['empagliflozin', 'linagliptin'],
    sideEffects: ['Urinary tract infections', 'Stuffy or runny nose', 'Genital yeast infections'],
    seriousSideEffects: ['Ketoacidosis', 'Pancreatitis', 'Dehydration', 'Serious genital infection (Fournier’s gangrene)'],
    warnings: [sglt2Warn[0]!, dpp4Warn],
    sources: [diabetes],
  }),
  // ------------------------------------------------------------------ sulfonylureas and meglitinides
  drug('glipizide', 'Glipizide', ['sulfonylurea'], {
    brands: ['Glucotrol', 'Glucotrol XL'],
    synonyms: ['glipizide er', 'glipizid', 'glipazide'],
    sideEffects: suSide,
    seriousSideEffects: suSerious,
    warnings: suWarn,
    sources: [diabetes],
  }),
  drug('glimepiride', 'Glimepiride', ['sulfonylurea'], {
    brands: ['Amaryl'],
    synonyms: ['glimepride', 'glimeperide', 'glimepiride tablets'],
    sideEffects: suSide,
    seriousSideEffects: suSerious,
    warnings: suWarn,
    sources: [diabetes],
  }),
  drug('glyburide', 'Glyburide', ['sulfonylurea', 'oatp1b-substrate'], {
    brands: ['Diabeta', 'Glynase', 'Micronase'],
    synonyms: ['glibenclamide', 'glyburide micronized', 'gliburide'],
    sideEffects: suSide,
    seriousSideEffects: suSerious,
    warnings: [
      'It causes low blood sugar more often than other sulfonylureas, especially in older adults and with kidney problems.',
      'It must not be combined with bosentan.',
    ],
    sources: [diabetes],
  }),
  drug('glyburide-metformin', 'Glyburide and metformin', ['sulfonylurea'], {
    brands: ['Glucovance'],
    synonyms: ['glyburide/metformin', 'glibenclamide metformin'],
    components: ['glyburide', 'metformin'],
    sideEffects: ['Low blood sugar', 'Diarrhea', 'Nausea', 'Stomach upset'],
    seriousSideEffects: ['Severe low blood sugar', 'Lactic acidosis (rare)'],
    warnings: [lacticBox, suWarn[0]!],
    sources: [diabetes],
  }),
  drug('gliclazide', 'Gliclazide', ['sulfonylurea'], {
    brands: ['Diamicron', 'Diamicron MR'],
    synonyms: ['gliclazide mr', 'glicazide'],
    sideEffects: suSide,
    seriousSideEffects: suSerious,
    warnings: [suWarn[0]!, 'It is used in the UK and elsewhere but is not sold in the US.'],
    sources: [diabetes, mesh('Gliclazide')],
  }),
  drug('repaglinide', 'Repaglinide', ['antidiabetic', 'hypoglycemia-risk', 'cyp2c8-sensitive-substrate', 'oatp1b-substrate'], {
    brands: ['Prandin'],
    synonyms: ['repaglinid', 'repaglanide'],
    sideEffects: ['Low blood sugar', 'Cold-like symptoms', 'Headache', 'Diarrhea'],
    seriousSideEffects: ['Severe low blood sugar', 'Liver problems (rare)'],
    warnings: [
      'It must not be combined with gemfibrozil, which raises its level several-fold; clopidogrel also raises it.',
      'It is taken before meals; skip the dose if you skip the meal.',
    ],
    sources: [diabetes, S.fdaCyp],
  }),
  // ------------------------------------------------------------------ other oral diabetes medicines
  drug('pioglitazone', 'Pioglitazone', ['antidiabetic', 'cyp2c8-substrate'], {
    brands: ['Actos'],
    synonyms: ['pioglitazone hcl', 'pioglitizone', 'pioglitazon'],
    sideEffects: ['Swelling of the legs or ankles', 'Weight gain', 'Cold-like symptoms', 'Muscle pain'],
    seriousSideEffects: ['Heart failure', 'Bone fractures', 'Bladder cancer', 'Liver problems', 'Swelling in the back of the eye (macular edema)'],
    warnings: [
      'Boxed warning: it can cause or worsen heart failure and is not for people with severe heart failure; report rapid weight gain, swelling or breathlessness.',
      'Taken with insulin it makes fluid retention and heart failure more likely.',
      'Report blood in the urine or pain when passing urine.',
    ],
    sources: [diabetes, mesh('Thiazolidinediones')],
  }),
  drug('acarbose', 'Acarbose', ['antidiabetic'], {
    brands: ['Precose', 'Glucobay'],
    synonyms: ['acarbos', 'acarbose tablets'],
    sideEffects: ['Gas and bloating', 'Diarrhea', 'Stomach pain'],
    seriousSideEffects: ['Raised liver enzymes', 'Bowel blockage (rare)'],
    warnings: [
      'It is taken with the first bite of each main meal.',
      'If low blood sugar happens while also on insulin or a sulfonylurea, treat it with glucose (dextrose), not table sugar.',
    ],
    sources: [diabetes],
  }),
  // ------------------------------------------------------------------ DPP-4 inhibitors
  drug('sitagliptin', 'Sitagliptin', ['antidiabetic'], {
    brands: ['Januvia', 'Zituvio'],
    synonyms: ['sitagliptin phosphate', 'sitagliptan', 'sitaglipton'],
    sideEffects: dpp4Side,
    seriousSideEffects: dpp4Serious,
    warnings: [dpp4Warn, 'The dose is lowered in kidney disease.'],
    sources: [diabetes, mesh('Dipeptidyl-Peptidase IV Inhibitors')],
  }),
  drug('linagliptin', 'Linagliptin', ['antidiabetic'], {
    brands: ['Tradjenta', 'Trajenta'],
    synonyms: ['linagliptan', 'linaglipton'],
    sideEffects: dpp4Side,
    seriousSideEffects: dpp4Serious,
    warnings: [dpp4Warn, 'Strong inducers such as rifampin can make it work less well.'],
    sources: [diabetes, mesh('Dipeptidyl-Peptidase IV Inhibitors')],
  }),
  drug('saxagliptin', 'Saxagliptin', ['antidiabetic'], {
    brands: ['Onglyza'],
    synonyms: ['saxagliptan', 'saxaglipton'],
    sideEffects: [...dpp4Side, 'Urinary tract infection'],
    seriousSideEffects: [...dpp4Serious.slice(0, 3), 'Heart failure'],
    warnings: [
      dpp4Warn,
      'Strong CYP3A4 blockers raise its level, so the dose is limited to 2.5 mg a day with them.',
      'It may raise the risk of hospitalisation for heart failure; report swelling or breathlessness.',
    ],
    sources: [diabetes, mesh('Dipeptidyl-Peptidase IV Inhibitors'), S.fdaCyp],
  }),
  drug('alogliptin', 'Alogliptin', ['antidiabetic'], {
    brands: ['Nesina', 'Vipidia'],
    synonyms: ['alogliptan', 'alogliptin benzoate'],
    sideEffects: dpp4Side,
    seriousSideEffects: [...dpp4Serious.slice(0, 2), 'Liver injury', 'Heart failure'],
    warnings: [dpp4Warn, 'It may raise the risk of heart failure; report swelling or breathlessness.'],
    sources: [diabetes, mesh('Dipeptidyl-Peptidase IV Inhibitors')],
  }),
  // ------------------------------------------------------------------ SGLT2 inhibitors
  drug('empagliflozin', 'Empagliflozin', ['sglt2-inhibitor'], {
    brands: ['Jardiance'],
    synonyms: ['empagliflozine', 'empaglifozin'],
    sideEffects: sglt2Side,
    seriousSideEffects: sglt2Serious,
    warnings: sglt2Warn,
    sources: [diabetes, mesh('Sodium-Glucose Transporter 2 Inhibitors')],
  }),
  drug('dapagliflozin', 'Dapagliflozin', ['sglt2-inhibitor'], {
    brands: ['Farxiga', 'Forxiga'],
    synonyms: ['dapagliflozine', 'dapaglifozin'],
    sideEffects: sglt2Side,
    seriousSideEffects: sglt2Serious,
    warnings: sglt2Warn,
    sources: [diabetes, mesh('Sodium-Glucose Transporter 2 Inhibitors')],
  }),
  drug('canagliflozin', 'Canagliflozin', ['sglt2-inhibitor'], {
    brands: ['Invokana'],
    synonyms: ['canagliflozine', 'canaglifozin'],
    sideEffects: sglt2Side,
    seriousSideEffects: [...sglt2Serious.slice(0, 3), 'Lower-limb amputation', 'Bone fractures'],
    warnings: [
      sglt2Warn[0]!,
      'It has been linked with a higher risk of toe, foot or leg amputation; report sores or infections on the feet.',
      'It can raise digoxin levels, and rifampin or phenytoin lower its effect.',
    ],
    sources: [diabetes, mesh('Sodium-Glucose Transporter 2 Inhibitors')],
  }),
  drug('ertugliflozin', 'Ertugliflozin', ['sglt2-inhibitor'], {
    brands: ['Steglatro'],
    synonyms: ['ertugliflozine', 'ertuglifozin'],
    sideEffects: sglt2Side,
    seriousSideEffects: [...sglt2Serious, 'Lower-limb amputation'],
    warnings: sglt2Warn,
    sources: [diabetes, mesh('Sodium-Glucose Transporter 2 Inhibitors')],
  }),
  // ------------------------------------------------------------------ GLP-1 (and GIP/GLP-1) agonists
  drug('semaglutide', 'Semaglutide', ['glp1-agonist'], {
    brands: ['Ozempic', 'Wegovy', 'Rybelsus'],
    synonyms: ['semaglutid', 'semiglutide', 'oral semaglutide'],
    sideEffects: glp1Side,
    seriousSideEffects: [...glp1Serious.slice(0, 4), 'Worsening diabetic eye disease'],
    warnings: [
      thyroidBox,
      glp1Slow,
      'Rybelsus tablets are taken on an empty stomach with a small sip of water, at least 30 minutes before food, drink or other pills.',
    ],
    sources: [diabetes, mesh('Glucagon-Like Peptide-1 Receptor Agonists')],
  }),
  drug('liraglutide', 'Liraglutide', ['glp1-agonist'], {
    brands: ['Victoza', 'Saxenda'],
    synonyms: ['liraglutid', 'liraglutide pen'],
    sideEffects: glp1Side,
    seriousSideEffects: glp1Serious,
    warnings: [thyroidBox, glp1Slow],
    sources: [diabetes, mesh('Glucagon-Like Peptide-1 Receptor Agonists')],
  }),
  drug('dulaglutide', 'Dulaglutide', ['glp1-agonist'], {
    brands: ['Trulicity'],
    synonyms: ['dulaglutid', 'dulaglutide pen'],
    sideEffects: glp1Side,
    seriousSideEffects: glp1Serious,
    warnings: [thyroidBox, glp1Slow],
    sources: [diabetes, mesh('Glucagon-Like Peptide-1 Receptor Agonists')],
  }),
  drug('exenatide', 'Exenatide', ['glp1-agonist'], {
    brands: ['Byetta', 'Bydureon BCise'],
    synonyms: ['exenatid', 'exenatide er'],
    sideEffects: [...glp1Side.slice(0, 4), 'Injection-site lumps'],
    seriousSideEffects: [...glp1Serious.slice(0, 4), 'Low platelets (rare)'],
    warnings: [
      'Boxed warning (extended-release Bydureon BCise): it caused thyroid C-cell tumours in rodents; it is not for people with a personal or family history of medullary thyroid cancer or MEN 2.',
      glp1Slow,
      'It is not recommended with severe kidney disease.',
    ],
    sources: [diabetes, mesh('Glucagon-Like Peptide-1 Receptor Agonists')],
  }),
  drug('tirzepatide', 'Tirzepatide', ['glp1-agonist'], {
    brands: ['Mounjaro', 'Zepbound'],
    synonyms: ['tirzepatid', 'terzepatide', 'tirzepitide'],
    sideEffects: glp1Side,
    seriousSideEffects: glp1Serious,
    warnings: [
      thyroidBox,
      'It can make birth-control pills less reliable; a non-oral method or a backup method is advised for 4 weeks after starting and after each dose increase.',
      glp1Slow,
    ],
    sources: [diabetes, mesh('Glucagon-Like Peptide-1 Receptor Agonists')],
  }),
  // ------------------------------------------------------------------ insulins
  drug('insulin-glargine', 'Insulin glargine', ['insulin'], {
    brands: ['Lantus', 'Toujeo', 'Basaglar', 'Semglee', 'Rezvoglar'],
    synonyms: ['glargine', 'lantus solostar', 'long-acting insulin glargine'],
    sideEffects: insulinSide,
    seriousSideEffects: insulinSerious,
    warnings: [...insulinWarn, 'It is a long-acting insulin and is not used to treat ketoacidosis.'],
    sources: [...insulinSources, mesh('Insulin Glargine')],
  }),
  drug('insulin-detemir', 'Insulin detemir', ['insulin'], {
    brands: ['Levemir'],
    synonyms: ['detemir', 'levemir flexpen'],
    sideEffects: insulinSide,
    seriousSideEffects: insulinSerious,
    warnings: insulinWarn,
    sources: [...insulinSources, mesh('Insulin Detemir')],
  }),
  drug('insulin-degludec', 'Insulin degludec', ['insulin'], {
    brands: ['Tresiba'],
    synonyms: ['degludec', 'tresiba flextouch'],
    sideEffects: insulinSide,
    seriousSideEffects: insulinSerious,
    warnings: insulinWarn,
    sources: insulinSources,
  }),
  drug('insulin-lispro', 'Insulin lispro', ['insulin'], {
    brands: ['Humalog', 'Admelog', 'Lyumjev'],
    synonyms: ['lispro', 'humalog kwikpen', 'rapid-acting insulin lispro'],
    sideEffects: insulinSide,
    seriousSideEffects: insulinSerious,
    warnings: [...insulinWarn, 'It acts fast and is taken within about 15 minutes before a meal or right after eating, as directed.'],
    sources: [...insulinSources, mesh('Insulin Lispro')],
  }),
  drug('insulin-aspart', 'Insulin aspart', ['insulin'], {
    brands: ['NovoLog', 'Fiasp', 'NovoRapid'],
    synonyms: ['aspart', 'novolog flexpen', 'novalog'],
    sideEffects: insulinSide,
    seriousSideEffects: insulinSerious,
    warnings: [...insulinWarn, 'It acts fast and is taken shortly before a meal, as directed.'],
    sources: [...insulinSources, mesh('Insulin Aspart')],
  }),
  drug('insulin-isophane', 'Insulin isophane', ['insulin'], {
    brands: ['Humulin N', 'Novolin N', 'Insulatard', 'Humulin I'],
    synonyms: ['NPH insulin', 'insulin NPH', 'isophane insulin'],
    sideEffects: insulinSide,
    seriousSideEffects: insulinSerious,
    warnings: [...insulinWarn, 'It is a cloudy intermediate-acting insulin; roll the pen or vial gently to mix before each dose.'],
    sources: [...insulinSources, mesh('Insulin, Isophane')],
  }),
  drug('insulin-regular', 'Insulin regular', ['insulin'], {
    brands: ['Humulin R', 'Novolin R', 'Myxredlin', 'Actrapid', 'Humulin S'],
    synonyms: ['regular insulin', 'soluble insulin', 'insulin human regular'],
    sideEffects: insulinSide,
    seriousSideEffects: insulinSerious,
    warnings: [
      ...insulinWarn,
      'Humulin R U-500 is five times more concentrated than standard insulin; dosing errors can cause severe low blood sugar.',
    ],
    sources: insulinSources,
  }),
];
