/**
 * Cardiometabolic drugs, part 1: blood-pressure medicines (ACE inhibitors, ARBs, beta blockers,
 * calcium channel blockers, alpha blockers and others) and diuretics. Side effects and warnings
 * are our own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import { S, medlinePlus, mesh } from '../../sources';
import type { Substance } from '../../types';
import { drug } from '../builders';

const bp = medlinePlus('bloodpressuremedicines', 'Blood Pressure Medicines');
const hf = medlinePlus('heartfailure', 'Heart Failure');

// ------------------------------------------------------------------ shared wording
const aceSide = ['Dry, tickly cough', 'Dizziness or light-headedness', 'Headache', 'Tiredness'];
const aceSerious = [
  'Swelling of the face, lips, tongue or throat (angioedema)',
  'Very low blood pressure or fainting',
  'High potassium',
  'Worsening kidney function',
];
const fetalBox = 'Boxed warning: it can harm or kill an unborn baby; tell your prescriber as soon as you know you are pregnant.';
const aceWarn = [
  fetalBox,
  'It must not be taken with sacubitril-valsartan (Entresto) or within 36 hours of it, because angioedema becomes more likely.',
  'Potassium supplements, potassium salt substitutes and potassium-sparing diuretics can push potassium too high; ask before using them.',
];
const arbSide = ['Dizziness', 'Headache', 'Tiredness', 'Cold-like symptoms'];
const arbSerious = ['Very low blood pressure or fainting', 'High potassium', 'Worsening kidney function', 'Swelling of the face or throat (rare)'];
const arbWarn = [
  fetalBox,
  'Taking it together with an ACE inhibitor or aliskiren raises the chance of low blood pressure, high potassium and kidney problems.',
];
const bbSide = ['Tiredness', 'Dizziness', 'Slow heartbeat', 'Cold hands and feet'];
const bbSerious = [
  'Very slow heartbeat or heart block',
  'Worsening heart failure',
  'Wheezing or breathing trouble in asthma or COPD',
  'Chest pain or heart attack if stopped suddenly',
];
const bbStop = 'Stopping it suddenly can bring on chest pain, a fast heartbeat or a heart attack; talk to your prescriber before stopping, as the dose is usually lowered slowly.';
const bbSugar = 'It can hide warning signs of low blood sugar, such as a racing heartbeat.';
const dhpSide = ['Swelling of the ankles or feet', 'Flushing', 'Headache', 'Dizziness'];
const dhpSerious = ['Very low blood pressure', 'Worse chest pain or heart attack soon after starting or raising the dose (rare)'];
const alphaSide = ['Dizziness, especially on standing', 'Tiredness', 'Headache', 'Stuffy nose'];
const alphaSerious = ['Fainting, most often after the first dose or a dose increase', 'Painful erection lasting hours (priapism, rare)'];
const alphaWarn = [
  'The first dose can make blood pressure drop sharply on standing; it is often taken at bedtime and started low.',
  'Tell your eye surgeon you take it before cataract surgery (floppy iris syndrome).',
];
const thiazideSide = ['Passing more urine', 'Dizziness', 'Low potassium in blood tests', 'Higher blood sugar or uric acid'];
const thiazideSerious = ['Low sodium or potassium (weakness, cramps, confusion)', 'Gout flare', 'Dehydration and low blood pressure'];
const kSparingBox = 'Boxed warning: it can raise potassium to dangerous levels, especially with kidney problems, diabetes, older age, ACE inhibitors, ARBs or potassium supplements.';

export const cardiometabolicDrugs1: Substance[] = [
  // ------------------------------------------------------------------ ACE inhibitors
  drug('lisinopril', 'Lisinopril', ['ace-inhibitor'], {
    brands: ['Zestril', 'Prinivil', 'Qbrelis'],
    synonyms: ['lisinipril', 'lisinopril dihydrate', 'lysinopril'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('enalapril', 'Enalapril', ['ace-inhibitor'], {
    brands: ['Vasotec', 'Epaned', 'Innovace'],
    synonyms: ['enalapril maleate', 'enalopril'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('ramipril', 'Ramipril', ['ace-inhibitor'], {
    brands: ['Altace', 'Tritace'],
    synonyms: ['ramapril', 'ramipril capsules'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('benazepril', 'Benazepril', ['ace-inhibitor'], {
    brands: ['Lotensin'],
    synonyms: ['benazapril', 'benazepril hcl'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('quinapril', 'Quinapril', ['ace-inhibitor'], {
    brands: ['Accupril'],
    synonyms: ['quinopril', 'quinapril hcl'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: [...aceWarn.slice(0, 2), 'Some tablets contain magnesium, which can reduce absorption of tetracycline antibiotics.'],
    sources: [bp],
  }),
  drug('fosinopril', 'Fosinopril', ['ace-inhibitor'], {
    brands: ['Monopril'],
    synonyms: ['fosinopril sodium', 'fosinipril'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('captopril', 'Captopril', ['ace-inhibitor'], {
    brands: ['Capoten'],
    synonyms: ['captopryl', 'captropril'],
    sideEffects: [...aceSide, 'Taste changes', 'Rash'],
    seriousSideEffects: [...aceSerious, 'Low white blood cell count (rare)'],
    warnings: [...aceWarn.slice(0, 2), 'It is taken one hour before meals, usually two or three times a day.'],
    sources: [bp],
  }),
  drug('perindopril', 'Perindopril', ['ace-inhibitor'], {
    brands: ['Aceon', 'Coversyl'],
    synonyms: ['perindopril erbumine', 'perindopril arginine'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('trandolapril', 'Trandolapril', ['ace-inhibitor'], {
    brands: ['Mavik', 'Gopten'],
    synonyms: ['trandalopril'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  // ------------------------------------------------------------------ ARBs and ARNI
  drug('losartan', 'Losartan', ['arb'], {
    brands: ['Cozaar'],
    synonyms: ['losartan potassium', 'losarten', 'lozartan'],
    sideEffects: ['Dizziness', 'Cold-like symptoms', 'Back pain', 'Tiredness'],
    seriousSideEffects: arbSerious,
    warnings: arbWarn,
    sources: [bp],
  }),
  drug('valsartan', 'Valsartan', ['arb'], {
    brands: ['Diovan'],
    synonyms: ['valsarten', 'valsartin'],
    sideEffects: arbSide,
    seriousSideEffects: arbSerious,
    warnings: arbWarn,
    sources: [bp],
  }),
  drug('olmesartan', 'Olmesartan', ['arb'], {
    brands: ['Benicar', 'Olmetec'],
    synonyms: ['olmesartan medoxomil', 'olmisartan'],
    sideEffects: arbSide,
    seriousSideEffects: [...arbSerious.slice(0, 3), 'Severe, long-lasting diarrhea with weight loss (sprue-like enteropathy)'],
    warnings: [
      ...arbWarn,
      'Rarely it causes severe chronic diarrhea months or years after starting; tell your prescriber if this happens.',
    ],
    sources: [bp],
  }),
  drug('irbesartan', 'Irbesartan', ['arb'], {
    brands: ['Avapro', 'Aprovel'],
    synonyms: ['irbesarten', 'irbasartan'],
    sideEffects: arbSide,
    seriousSideEffects: arbSerious,
    warnings: arbWarn,
    sources: [bp],
  }),
  drug('telmisartan', 'Telmisartan', ['arb'], {
    brands: ['Micardis'],
    synonyms: ['telmisarten', 'telmasartan'],
    sideEffects: ['Dizziness', 'Back pain', 'Sinus infection', 'Diarrhea'],
    seriousSideEffects: arbSerious,
    warnings: [...arbWarn, 'It can raise digoxin levels; digoxin levels may be checked when it is started or changed.'],
    sources: [bp],
  }),
  drug('candesartan', 'Candesartan', ['arb'], {
    brands: ['Atacand', 'Amias'],
    synonyms: ['candesartan cilexetil', 'candesarten'],
    sideEffects: arbSide,
    seriousSideEffects: arbSerious,
    warnings: arbWarn,
    sources: [bp, hf],
  }),
  drug('azilsartan', 'Azilsartan', ['arb'], {
    brands: ['Edarbi'],
    synonyms: ['azilsartan medoxomil', 'azilsarten'],
    sideEffects: ['Diarrhea', 'Dizziness', 'Tiredness', 'Nausea'],
    seriousSideEffects: arbSerious,
    warnings: arbWarn,
    sources: [bp],
  }),
  drug('sacubitril-valsartan', 'Sacubitril and valsartan', ['arb'], {
    brands: ['Entresto', 'Entresto Sprinkle'],
    synonyms: ['sacubitril/valsartan', 'ARNI', 'sacubitril'],
    sideEffects: ['Low blood pressure or dizziness', 'High potassium', 'Cough', 'Worsening kidney tests'],
    seriousSideEffects: ['Swelling of the face, lips or throat (angioedema)', 'Very low blood pressure', 'Kidney problems', 'High potassium'],
    warnings: [
      fetalBox,
      'It must not be taken with an ACE inhibitor or within 36 hours of the last ACE-inhibitor dose, because of the risk of angioedema.',
      'It is not combined with aliskiren in people with diabetes.',
    ],
    sources: [hf, mesh('Neprilysin')],
  }),
  // ------------------------------------------------------------------ beta blockers
  drug('metoprolol', 'Metoprolol', ['beta-blocker', 'cyp2d6-sensitive-substrate'], {
    brands: ['Lopressor', 'Toprol XL', 'Kapspargo Sprinkle', 'Betaloc'],
    synonyms: ['metoprolol tartrate', 'metoprolol succinate', 'metropolol'],
    sideEffects: [...bbSide, 'Shortness of breath', 'Low mood'],
    seriousSideEffects: bbSerious,
    warnings: [
      `Boxed warning: ${bbStop.charAt(0).toLowerCase()}${bbStop.slice(1)}`,
      'It is cleared by CYP2D6, so strong CYP2D6 blockers such as fluoxetine, paroxetine or bupropion can raise its level and slow the heart more.',
      bbSugar,
    ],
    sources: [bp, S.fdaCyp],
  }),
  drug('atenolol', 'Atenolol', ['beta-blocker'], {
    brands: ['Tenormin'],
    synonyms: ['atenalol', 'atenelol'],
    sideEffects: bbSide,
    seriousSideEffects: bbSerious,
    warnings: [`Boxed warning: ${bbStop.charAt(0).toLowerCase()}${bbStop.slice(1)}`, 'It is cleared by the kidneys, so the dose is lower in kidney disease.', bbSugar],
    sources: [bp],
  }),
  drug('carvedilol', 'Carvedilol', ['beta-blocker', 'pgp-inhibitor', 'cyp2d6-sensitive-substrate'], {
    brands: ['Coreg', 'Coreg CR'],
    synonyms: ['carvedilol phosphate', 'carvediol', 'carvidilol'],
    sideEffects: ['Dizziness', 'Tiredness', 'Weight gain or fluid retention', 'Diarrhea', 'Slow heartbeat'],
    seriousSideEffects: bbSerious,
    warnings: [
      bbStop,
      'It raises digoxin levels; digoxin levels may be checked when it is started or the dose changes.',
      'The extended-release capsule should not be taken with alcohol, which can release the dose too fast.',
    ],
    sources: [bp, hf, S.fdaCyp],
  }),
  drug('propranolol', 'Propranolol', ['beta-blocker'], {
    brands: ['Inderal LA', 'InnoPran XL', 'Hemangeol'],
    synonyms: ['propanolol', 'propranolol hcl', 'propronolol'],
    sideEffects: [...bbSide, 'Trouble sleeping or vivid dreams'],
    seriousSideEffects: [...bbSerious.slice(0, 3), 'Chest pain or heart attack if stopped suddenly', 'Hidden or prolonged low blood sugar'],
    warnings: [
      bbStop,
      'It is non-selective, so it is generally avoided in asthma.',
      bbSugar,
    ],
    sources: [bp],
  }),
  drug('bisoprolol', 'Bisoprolol', ['beta-blocker'], {
    brands: ['Zebeta', 'Cardicor', 'Congescor'],
    synonyms: ['bisoprolol fumarate', 'bisprolol', 'bisoprolo'],
    sideEffects: bbSide,
    seriousSideEffects: bbSerious,
    warnings: [bbStop, bbSugar],
    sources: [bp],
  }),
  drug('nebivolol', 'Nebivolol', ['beta-blocker', 'cyp2d6-sensitive-substrate'], {
    brands: ['Bystolic', 'Nebilet'],
    synonyms: ['nebivilol', 'nebivalol'],
    sideEffects: ['Headache', 'Tiredness', 'Dizziness', 'Slow heartbeat'],
    seriousSideEffects: bbSerious,
    warnings: [
      bbStop,
      'It is cleared by CYP2D6, so strong CYP2D6 blockers such as fluoxetine or paroxetine can raise its level.',
    ],
    sources: [bp, S.fdaCyp],
  }),
  drug('labetalol', 'Labetalol', ['beta-blocker', 'alpha-blocker'], {
    brands: ['Trandate'],
    synonyms: ['labetolol', 'labetalol hcl'],
    sideEffects: ['Dizziness on standing', 'Tiredness', 'Nausea', 'Scalp tingling'],
    seriousSideEffects: ['Severe liver injury (rare)', 'Very slow heartbeat', 'Fainting from low blood pressure', 'Breathing trouble in asthma'],
    warnings: [
      'Rarely it causes serious liver injury; report dark urine, yellow skin or eyes, or unexplained tiredness.',
      bbStop,
      'It is often used for high blood pressure in pregnancy.',
    ],
    sources: [bp],
  }),
  drug('nadolol', 'Nadolol', ['beta-blocker'], {
    brands: ['Corgard'],
    synonyms: ['nadalol'],
    sideEffects: bbSide,
    seriousSideEffects: bbSerious,
    warnings: [`Boxed warning: ${bbStop.charAt(0).toLowerCase()}${bbStop.slice(1)}`, 'It is non-selective, so it is generally avoided in asthma.', bbSugar],
    sources: [bp],
  }),
  // ------------------------------------------------------------------ calcium channel blockers
  drug('amlodipine', 'Amlodipine', ['calcium-channel-blocker'], {
    brands: ['Norvasc', 'Katerzia', 'Norliqva', 'Istin'],
    synonyms: ['amlodipine besylate', 'amlodopine', 'amlodipene'],
    sideEffects: [...dhpSide, 'Tiredness'],
    seriousSideEffects: dhpSerious,
    warnings: [
      'It raises simvastatin levels, so simvastatin is limited to 20 mg a day with it.',
      'Strong CYP3A4 blockers can raise its level and cause more swelling or low blood pressure.',
    ],
    sources: [bp],
  }),
  drug('nifedipine', 'Nifedipine', ['calcium-channel-blocker'], {
    brands: ['Procardia', 'Procardia XL', 'Adalat', 'Adalat CC', 'Adalat LA', 'Coracten'],
    synonyms: ['nifedipene', 'nifidipine'],
    sideEffects: [...dhpSide, 'Constipation'],
    seriousSideEffects: [...dhpSerious, 'Bowel blockage with the extended-release tablet (rare)'],
    warnings: [
      'Grapefruit juice and CYP3A4 blockers raise its level; strong CYP3A4 inducers such as rifampin make it fail.',
      'Extended-release tablets are swallowed whole; the empty shell may appear in the stool.',
    ],
    sources: [bp, S.fdaGrapefruit],
  }),
  drug('felodipine', 'Felodipine', ['calcium-channel-blocker', 'cyp3a4-sensitive-substrate'], {
    brands: ['Plendil'],
    synonyms: ['felodopine', 'felodipine er'],
    sideEffects: dhpSide,
    seriousSideEffects: [...dhpSerious, 'Gum overgrowth'],
    warnings: [
      'It is cleared mainly by CYP3A4: itraconazole raised its levels several-fold, and grapefruit juice should be avoided.',
    ],
    sources: [bp, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('diltiazem', 'Diltiazem', ['calcium-channel-blocker', 'moderate-cyp3a4-inhibitor', 'pgp-inhibitor'], {
    brands: ['Cardizem', 'Cardizem CD', 'Cardizem LA', 'Tiazac', 'Cartia XT', 'Tildiem', 'Adizem'],
    synonyms: ['diltiazem hcl', 'diltiazam', 'diltiazim'],
    sideEffects: ['Swelling of the ankles', 'Headache', 'Dizziness', 'Slow heartbeat', 'Constipation'],
    seriousSideEffects: ['Very slow heartbeat or heart block', 'Worsening heart failure', 'Low blood pressure', 'Liver injury (rare)', 'Severe skin reactions (rare)'],
    warnings: [
      'It blocks CYP3A4 and raises levels of many drugs, including simvastatin, lovastatin and some sedatives; doses may need limiting.',
      'Combined with beta blockers or digoxin it can slow the heart too much.',
    ],
    sources: [bp, S.fdaCyp],
  }),
  drug('verapamil', 'Verapamil', ['calcium-channel-blocker', 'moderate-cyp3a4-inhibitor', 'pgp-inhibitor'], {
    brands: ['Calan', 'Calan SR', 'Verelan', 'Verelan PM', 'Isoptin', 'Isoptin SR', 'Securon'],
    synonyms: ['verapamil hcl', 'verapamill', 'verapimil'],
    sideEffects: ['Constipation', 'Dizziness', 'Headache', 'Swelling of the ankles', 'Slow heartbeat'],
    seriousSideEffects: ['Very slow heartbeat or heart block', 'Worsening heart failure', 'Low blood pressure', 'Liver injury (rare)'],
    warnings: [
      'It blocks CYP3A4 and P-glycoprotein, raising levels of drugs such as simvastatin, digoxin, colchicine and dabigatran.',
      'Combined with beta blockers it can slow the heart too much; it must not be combined with dofetilide.',
    ],
    sources: [bp, S.fdaCyp],
  }),
  // ------------------------------------------------------------------ alpha blockers
  drug('doxazosin', 'Doxazosin', ['alpha-blocker'], {
    brands: ['Cardura', 'Cardura XL'],
    synonyms: ['doxazosin mesylate', 'doxazocin', 'doxasosin'],
    sideEffects: alphaSide,
    seriousSideEffects: alphaSerious,
    warnings: alphaWarn,
    sources: [bp],
  }),
  drug('terazosin', 'Terazosin', ['alpha-blocker'], {
    brands: ['Hytrin'],
    synonyms: ['terazocin', 'terazosin hcl'],
    sideEffects: alphaSide,
    seriousSideEffects: alphaSerious,
    warnings: alphaWarn,
    sources: [bp],
  }),
  drug('prazosin', 'Prazosin', ['alpha-blocker'], {
    brands: ['Minipress'],
    synonyms: ['prazocin', 'prazosin hcl'],
    sideEffects: [...alphaSide, 'Palpitations'],
    seriousSideEffects: alphaSerious,
    warnings: alphaWarn,
    sources: [bp],
  }),
  // ------------------------------------------------------------------ other blood-pressure medicines
  drug('clonidine', 'Clonidine', ['antihypertensive', 'cns-depressant'], {
    brands: ['Catapres', 'Catapres-TTS', 'Kapvay'],
    synonyms: ['clonidine hcl', 'clonodine', 'clonidene'],
    sideEffects: ['Dry mouth', 'Drowsiness', 'Dizziness', 'Constipation', 'Tiredness'],
    seriousSideEffects: ['Sharp rebound rise in blood pressure if stopped suddenly', 'Very slow heartbeat', 'Fainting'],
    warnings: [
      'Stopping it suddenly can cause a dangerous rebound rise in blood pressure; talk to your prescriber before stopping.',
      'It adds to the drowsiness of alcohol and other sedating medicines.',
    ],
    sources: [bp, mesh('Adrenergic alpha-2 Receptor Agonists')],
  }),
  drug('hydralazine', 'Hydralazine', ['antihypertensive'], {
    brands: ['Apresoline'],
    synonyms: ['hydralazine hcl', 'hydralizine', 'hydrolazine'],
    sideEffects: ['Headache', 'Fast or pounding heartbeat', 'Flushing', 'Nausea or loss of appetite'],
    seriousSideEffects: ['Lupus-like illness (joint pain, fever, rash)', 'Chest pain', 'Numbness or tingling in hands and feet'],
    warnings: [
      'Long-term use, especially at higher doses, can cause a lupus-like reaction; report joint pain, fever or rash.',
    ],
    sources: [bp, mesh('Vasodilator Agents')],
  }),
  drug('minoxidil', 'Minoxidil', ['antihypertensive'], {
    brands: ['Loniten'],
    synonyms: ['minoxidil tablets', 'oral minoxidil'],
    sideEffects: ['Fluid retention and weight gain', 'Fast heartbeat', 'Extra hair growth on face and body', 'Headache'],
    seriousSideEffects: ['Fluid around the heart (pericardial effusion)', 'Worse chest pain', 'Sudden weight gain or breathlessness'],
    warnings: [
      'Boxed warning: oral minoxidil is a powerful blood-pressure drug that can cause fluid around the heart and worsen angina; it is usually given with a diuretic and a beta blocker under close supervision.',
      'This entry is about the tablets; hair-loss products applied to the scalp are absorbed far less.',
    ],
    sources: [bp, mesh('Vasodilator Agents')],
  }),
  drug('methyldopa', 'Methyldopa', ['antihypertensive'], {
    brands: ['Aldomet'],
    synonyms: ['alpha-methyldopa', 'methyl dopa'],
    sideEffects: ['Drowsiness', 'Headache', 'Weakness', 'Dry mouth', 'Stuffy nose'],
    seriousSideEffects: ['Destruction of red blood cells (hemolytic anemia)', 'Liver inflammation', 'Fever'],
    warnings: [
      'Rarely it causes anemia from red-cell destruction or liver injury; blood tests are used to check.',
      'It is often used for high blood pressure in pregnancy.',
    ],
    sources: [bp, mesh('Adrenergic alpha-2 Receptor Agonists')],
  }),
  drug('aliskiren', 'Aliskiren', ['antihypertensive', 'potassium-raising'], {
    brands: ['Tekturna', 'Rasilez'],
    synonyms: ['aliskerin', 'aliskiren hemifumarate'],
    sideEffects: ['Diarrhea', 'Dizziness', 'Cough'],
    seriousSideEffects: ['Swelling of the face or throat (angioedema)', 'High potassium', 'Low blood pressure', 'Kidney problems'],
    warnings: [
      fetalBox,
      'It must not be combined with ACE inhibitors or ARBs in people with diabetes.',
      'Cyclosporine and itraconazole raise its level greatly and should be avoided with it.',
    ],
    sources: [bp],
  }),
  // ------------------------------------------------------------------ loop diuretics
  drug('furosemide', 'Furosemide', ['loop-diuretic'], {
    brands: ['Lasix', 'Furoscix'],
    synonyms: ['frusemide', 'furosemid', 'furosamide'],
    sideEffects: ['Passing a lot of urine', 'Dizziness on standing', 'Thirst', 'Muscle cramps'],
    seriousSideEffects: [
      'Dehydration and very low blood pressure',
      'Very low potassium, sodium or magnesium',
      'Hearing loss or ringing in the ears',
      'Severe skin reactions (rare)',
    ],
    warnings: [
      'Boxed warning: it is a strong diuretic; too much can cause severe loss of water and salts, so the dose is adjusted carefully.',
      'Low potassium raises the risk of rhythm problems with digoxin and some other heart medicines; blood tests are used to check.',
    ],
    sources: [bp, hf],
  }),
  drug('bumetanide', 'Bumetanide', ['loop-diuretic'], {
    brands: ['Bumex', 'Burinex'],
    synonyms: ['bumetanid', 'bumex tablets'],
    sideEffects: ['Passing a lot of urine', 'Dizziness', 'Muscle cramps', 'Headache'],
    seriousSideEffects: ['Dehydration and very low blood pressure', 'Very low potassium or sodium', 'Hearing loss or ringing in the ears'],
    warnings: [
      'Boxed warning: it is a strong diuretic; too much can cause severe loss of water and salts, so the dose is adjusted carefully.',
      'Low potassium raises the risk of rhythm problems with digoxin; blood tests are used to check.',
    ],
    sources: [hf],
  }),
  drug('torsemide', 'Torsemide', ['loop-diuretic'], {
    brands: ['Demadex', 'Soaanz'],
    synonyms: ['torasemide', 'torsamide'],
    sideEffects: ['Passing a lot of urine', 'Dizziness', 'Headache', 'Muscle cramps'],
    seriousSideEffects: ['Dehydration and very low blood pressure', 'Very low potassium or sodium', 'Hearing loss or ringing in the ears'],
    warnings: [
      'Too much can cause severe loss of water and salts; potassium and kidney function are checked.',
    ],
    sources: [bp, hf],
  }),
  // ------------------------------------------------------------------ thiazide and thiazide-like diuretics
  drug('hydrochlorothiazide', 'Hydrochlorothiazide', ['thiazide-diuretic', 'photosensitising'], {
    brands: ['Microzide'],
    synonyms: ['HCTZ', 'HCT', 'hydrochlorthiazide'],
    sideEffects: [...thiazideSide, 'Sun sensitivity'],
    seriousSideEffects: [
      ...thiazideSerious,
      'Sudden eye pain or blurred vision (angle-closure glaucoma)',
      'Non-melanoma skin cancer with long-term use',
    ],
    warnings: [
      'Protect your skin from the sun; long-term use has been linked with non-melanoma skin cancer.',
      'It can raise lithium levels to toxic amounts.',
    ],
    sources: [bp],
  }),
  drug('chlorthalidone', 'Chlorthalidone', ['thiazide-diuretic'], {
    brands: ['Thalitone', 'Hygroton'],
    synonyms: ['chlortalidone', 'chlorthalidon', 'chlorthiadone'],
    sideEffects: thiazideSide,
    seriousSideEffects: thiazideSerious,
    warnings: ['It acts for longer than hydrochlorothiazide; low potassium and low sodium are checked with blood tests.', 'It can raise lithium levels to toxic amounts.'],
    sources: [bp],
  }),
  drug('indapamide', 'Indapamide', ['thiazide-diuretic'], {
    brands: ['Lozol', 'Natrilix', 'Natrilix SR'],
    synonyms: ['indapamid', 'indapamine'],
    sideEffects: thiazideSide,
    seriousSideEffects: ['Severe low sodium, especially in older women', ...thiazideSerious.slice(1)],
    warnings: ['Severe low sodium and low potassium can occur, most often in older people; blood tests are used to check.', 'It can raise lithium levels to toxic amounts.'],
    sources: [bp],
  }),
  drug('metolazone', 'Metolazone', ['thiazide-diuretic'], {
    brands: ['Zaroxolyn'],
    synonyms: ['metolozone', 'metalazone'],
    sideEffects: thiazideSide,
    seriousSideEffects: ['Severe fluid and salt loss when added to a loop diuretic', ...thiazideSerious.slice(0, 2)],
    warnings: [
      'Boxed warning: different metolazone products are not interchangeable dose for dose; keep to the product prescribed.',
      'Added to a loop diuretic such as furosemide it can cause a large loss of fluid, sodium and potassium; close blood tests are usual.',
    ],
    sources: [hf],
  }),
  drug('bendroflumethiazide', 'Bendroflumethiazide', ['thiazide-diuretic'], {
    brands: ['Aprinox', 'Naturetin'],
    synonyms: ['bendrofluazide', 'bendroflumethiazid'],
    sideEffects: thiazideSide,
    seriousSideEffects: thiazideSerious,
    warnings: ['It can raise lithium levels to toxic amounts.', 'Potassium, sodium and kidney function are checked from time to time.'],
    sources: [bp, mesh('Bendroflumethiazide')],
  }),
  // ------------------------------------------------------------------ potassium-sparing diuretics and MRAs
  drug('spironolactone', 'Spironolactone', ['potassium-sparing-diuretic'], {
    brands: ['Aldactone', 'CaroSpir'],
    synonyms: ['spironolacton', 'spirolactone', 'spironolactone tablets'],
    sideEffects: ['Breast enlargement or tenderness', 'Irregular periods', 'Dizziness', 'Nausea'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Dehydration and low sodium', 'Worsening kidney function'],
    warnings: [
      'It can raise potassium dangerously, especially with kidney disease, ACE inhibitors, ARBs or potassium supplements.',
      'Avoid potassium-based salt substitutes unless your prescriber agrees.',
    ],
    sources: [bp, hf, mesh('Mineralocorticoid Receptor Antagonists')],
  }),
  drug('eplerenone', 'Eplerenone', ['potassium-sparing-diuretic', 'cyp3a4-sensitive-substrate'], {
    brands: ['Inspra'],
    synonyms: ['eplerinone', 'eplerenon'],
    sideEffects: ['Dizziness', 'High potassium in blood tests', 'Cough', 'Tiredness'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Worsening kidney function'],
    warnings: [
      'It must not be combined with strong CYP3A4 blockers such as ketoconazole or clarithromycin, which raise its level several-fold.',
      'Potassium supplements and other potassium-sparing diuretics are not used with it for high blood pressure.',
    ],
    sources: [hf, S.fdaCyp, mesh('Mineralocorticoid Receptor Antagonists')],
  }),
  drug('amiloride', 'Amiloride', ['potassium-sparing-diuretic'], {
    brands: ['Midamor'],
    synonyms: ['amiloride hcl', 'amilorid'],
    sideEffects: ['Headache', 'Nausea', 'Loss of appetite', 'Diarrhea'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Dehydration'],
    warnings: [kSparingBox],
    sources: [bp],
  }),
  drug('triamterene', 'Triamterene', ['potassium-sparing-diuretic'], {
    brands: ['Dyrenium'],
    synonyms: ['triamteren', 'triamterine'],
    sideEffects: ['Nausea', 'Dizziness', 'Headache', 'Dry mouth'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Kidney stones', 'Low blood counts (rare)'],
    warnings: [kSparingBox],
    sources: [bp],
  }),
  drug('finerenone', 'Finerenone', ['potassium-raising', 'cyp3a4-sensitive-substrate'], {
    brands: ['Kerendia'],
    synonyms: ['finerinone', 'finerenon'],
    sideEffects: ['High potassium in blood tests', 'Low blood pressure', 'Low sodium'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Worsening kidney function'],
    warnings: [
      'It must not be combined with strong CYP3A4 blockers; grapefruit and moderate blockers raise its level too.',
      'Potassium is checked before starting and regularly afterwards.',
    ],
    sources: [S.fdaCyp, mesh('Mineralocorticoid Receptor Antagonists')],
  }),
];
