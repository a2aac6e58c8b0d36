/**
 * Fixed-dose blood-pressure combinations: ACE inhibitor or ARB with a thiazide, calcium channel
 * blocker combinations, beta blocker with a diuretic, potassium-sparing with a thiazide. Side
 * effects and warnings are our own summaries of each FDA label on DailyMed (always cited by
 * drug()).
 */
import { S, medlinePlus } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import { hf, nitratePde5 } from './heart-wording';

const bp = medlinePlus('bloodpressuremedicines', 'Blood Pressure Medicines');
const fetalBox = 'Boxed warning: it can harm or kill an unborn baby; tell your prescriber as soon as you know you are pregnant.';
const hctzNote = 'The hydrochlorothiazide part can lower potassium and sodium, raise lithium levels and make skin burn more easily in the sun.';
const rasHctzSide = ['Dizziness', 'Tiredness', 'Headache', 'Passing more urine'];
const rasHctzSerious = [
  'Very low blood pressure or fainting',
  'Swelling of the face, lips or throat (angioedema)',
  'Potassium or sodium too high or too low',
  'Worsening kidney function',
  'Sudden eye pain or blurred vision (angle-closure glaucoma)',
];
const aceHctzWarn = [
  fetalBox,
  'It must not be taken with sacubitril-valsartan (Entresto) or within 36 hours of it, because angioedema becomes more likely.',
  hctzNote,
];
const arbHctzWarn = [fetalBox, 'Taking it with an ACE inhibitor or aliskiren raises the chance of low blood pressure, high potassium and kidney problems.', hctzNote];
const ccbRasSide = ['Swelling of the ankles or feet', 'Dizziness', 'Headache', 'Flushing'];
const ccbRasSerious = ['Very low blood pressure or fainting', 'Swelling of the face, lips or throat (angioedema)', 'High potassium', 'Worsening kidney function'];
const bbStop = 'Stopping it suddenly can bring on chest pain or a heart attack; talk to your prescriber before stopping, as the dose is usually lowered slowly.';
const kSparingHctzWarn = [
  'Boxed warning: it can raise potassium to dangerous levels, especially with kidney problems, diabetes, older age, ACE inhibitors, ARBs or potassium supplements.',
  hctzNote,
];

export const bloodPressureCombinationDrugs: Substance[] = [
  // ------------------------------------------------------------------ ACE inhibitor / ARB + thiazide
  drug('lisinopril-hydrochlorothiazide', 'Lisinopril and hydrochlorothiazide', ['ace-inhibitor', 'thiazide-diuretic'], {
    brands: ['Zestoretic', 'Prinzide'],
    synonyms: ['lisinopril HCTZ', 'lisinopril/hydrochlorothiazide', 'lisinopril hctz'],
    components: ['lisinopril', 'hydrochlorothiazide'],
    sideEffects: [...rasHctzSide, 'Dry cough'],
    seriousSideEffects: rasHctzSerious,
    warnings: aceHctzWarn,
    sources: [bp],
  }),
  drug('benazepril-hydrochlorothiazide', 'Benazepril and hydrochlorothiazide', ['ace-inhibitor', 'thiazide-diuretic'], {
    brands: ['Lotensin HCT'],
    synonyms: ['benazepril HCTZ', 'benazepril/hydrochlorothiazide'],
    components: ['benazepril', 'hydrochlorothiazide'],
    sideEffects: [...rasHctzSide, 'Dry cough'],
    seriousSideEffects: rasHctzSerious,
    warnings: aceHctzWarn,
    sources: [bp],
  }),
  drug('losartan-hydrochlorothiazide', 'Losartan and hydrochlorothiazide', ['arb', 'thiazide-diuretic'], {
    brands: ['Hyzaar', 'Cozaar-Comp'],
    synonyms: ['losartan HCTZ', 'losartan/hydrochlorothiazide', 'losartan hct'],
    components: ['losartan', 'hydrochlorothiazide'],
    sideEffects: rasHctzSide,
    seriousSideEffects: rasHctzSerious,
    warnings: arbHctzWarn,
    sources: [bp],
  }),
  drug('valsartan-hydrochlorothiazide', 'Valsartan and hydrochlorothiazide', ['arb', 'thiazide-diuretic'], {
    brands: ['Diovan HCT', 'Co-Diovan'],
    synonyms: ['valsartan HCTZ', 'valsartan/hydrochlorothiazide'],
    components: ['valsartan', 'hydrochlorothiazide'],
    sideEffects: rasHctzSide,
    seriousSideEffects: rasHctzSerious,
    warnings: arbHctzWarn,
    sources: [bp],
  }),
  drug('olmesartan-hydrochlorothiazide', 'Olmesartan and hydrochlorothiazide', ['arb', 'thiazide-diuretic'], {
    brands: ['Benicar HCT', 'Olmetec Plus'],
    synonyms: ['olmesartan HCTZ', 'olmesartan/hydrochlorothiazide'],
    components: ['olmesartan', 'hydrochlorothiazide'],
    sideEffects: rasHctzSide,
    seriousSideEffects: [...rasHctzSerious.slice(0, 4), 'Severe, long-lasting diarrhea (sprue-like enteropathy)'],
    warnings: arbHctzWarn,
    sources: [bp],
  }),
  drug('irbesartan-hydrochlorothiazide', 'Irbesartan and hydrochlorothiazide', ['arb', 'thiazide-diuretic'], {
    brands: ['Avalide', 'CoAprovel'],
    synonyms: ['irbesartan HCTZ', 'irbesartan/hydrochlorothiazide'],
    components: ['irbesartan', 'hydrochlorothiazide'],
    sideEffects: rasHctzSide,
    seriousSideEffects: rasHctzSerious,
    warnings: arbHctzWarn,
    sources: [bp],
  }),
  drug('telmisartan-hydrochlorothiazide', 'Telmisartan and hydrochlorothiazide', ['arb', 'thiazide-diuretic'], {
    brands: ['Micardis HCT', 'MicardisPlus'],
    synonyms: ['telmisartan HCTZ', 'telmisartan/hydrochlorothiazide'],
    components: ['telmisartan', 'hydrochlorothiazide'],
    sideEffects: rasHctzSide,
    seriousSideEffects: rasHctzSerious,
    warnings: arbHctzWarn,
    sources: [bp],
  }),
  // ------------------------------------------------------------------ calcium channel blocker combinations
  drug('amlodipine-benazepril', 'Amlodipine and benazepril', ['calcium-channel-blocker', 'ace-inhibitor'], {
    brands: ['Lotrel'],
    synonyms: ['amlodipine/benazepril', 'amlodipine benazepril'],
    components: ['amlodipine', 'benazepril'],
    sideEffects: [...ccbRasSide.slice(0, 3), 'Dry cough'],
    seriousSideEffects: ccbRasSerious,
    warnings: [
      fetalBox,
      'It must not be taken with sacubitril-valsartan (Entresto) or within 36 hours of it, because angioedema becomes more likely.',
    ],
    sources: [bp],
  }),
  drug('amlodipine-olmesartan', 'Amlodipine and olmesartan', ['calcium-channel-blocker', 'arb'], {
    brands: ['Azor', 'Sevikar'],
    synonyms: ['amlodipine/olmesartan', 'olmesartan amlodipine'],
    components: ['amlodipine', 'olmesartan'],
    sideEffects: ccbRasSide,
    seriousSideEffects: [...ccbRasSerious.slice(0, 1), ...ccbRasSerious.slice(2), 'Severe, long-lasting diarrhea (sprue-like enteropathy)'],
    warnings: [fetalBox],
    sources: [bp],
  }),
  drug('amlodipine-valsartan', 'Amlodipine and valsartan', ['calcium-channel-blocker', 'arb'], {
    brands: ['Exforge'],
    synonyms: ['amlodipine/valsartan', 'valsartan amlodipine'],
    components: ['amlodipine', 'valsartan'],
    sideEffects: ccbRasSide,
    seriousSideEffects: ccbRasSerious,
    warnings: [fetalBox],
    sources: [bp],
  }),
  drug('amlodipine-valsartan-hydrochlorothiazide', 'Amlodipine, valsartan and hydrochlorothiazide', ['calcium-channel-blocker', 'arb', 'thiazide-diuretic'], {
    brands: ['Exforge HCT'],
    synonyms: ['amlodipine/valsartan/hydrochlorothiazide', 'amlodipine valsartan HCTZ'],
    components: ['amlodipine', 'valsartan', 'hydrochlorothiazide'],
    sideEffects: ['Dizziness', 'Swelling of the ankles', 'Headache', 'Passing more urine'],
    seriousSideEffects: rasHctzSerious,
    warnings: [fetalBox, hctzNote],
    sources: [bp],
  }),
  drug('olmesartan-amlodipine-hydrochlorothiazide', 'Olmesartan, amlodipine and hydrochlorothiazide', ['arb', 'calcium-channel-blocker', 'thiazide-diuretic'], {
    brands: ['Tribenzor', 'Sevikar HCT'],
    synonyms: ['olmesartan/amlodipine/hydrochlorothiazide', 'olmesartan amlodipine HCTZ'],
    components: ['olmesartan', 'amlodipine', 'hydrochlorothiazide'],
    sideEffects: ['Dizziness', 'Swelling of the ankles', 'Headache', 'Passing more urine'],
    seriousSideEffects: [...rasHctzSerious.slice(0, 1), ...rasHctzSerious.slice(2, 4), 'Severe, long-lasting diarrhea (sprue-like enteropathy)'],
    warnings: [fetalBox, hctzNote],
    sources: [bp],
  }),
  drug('amlodipine-atorvastatin', 'Amlodipine and atorvastatin', ['calcium-channel-blocker', 'cyp3a4-statin'], {
    brands: ['Caduet'],
    synonyms: ['amlodipine/atorvastatin', 'amlodipine atorvastatin'],
    components: ['amlodipine', 'atorvastatin'],
    sideEffects: ['Swelling of the ankles', 'Muscle or joint aches', 'Flushing', 'Headache'],
    seriousSideEffects: ['Muscle breakdown (unexplained muscle pain with dark urine)', 'Liver problems (rare)', 'Very low blood pressure'],
    warnings: [
      'Report unexplained muscle pain, tenderness or weakness, especially with fever or dark urine.',
      'Strong CYP3A4 blockers, some HIV and hepatitis C medicines, cyclosporine and large amounts of grapefruit juice raise the atorvastatin level.',
    ],
    sources: [bp, medlinePlus('statins', 'Statins'), S.fdaCyp],
  }),
  // ------------------------------------------------------------------ beta blocker + diuretic
  drug('bisoprolol-hydrochlorothiazide', 'Bisoprolol and hydrochlorothiazide', ['beta-blocker', 'thiazide-diuretic'], {
    brands: ['Ziac'],
    synonyms: ['bisoprolol HCTZ', 'bisoprolol/hydrochlorothiazide'],
    components: ['bisoprolol', 'hydrochlorothiazide'],
    sideEffects: ['Tiredness', 'Dizziness', 'Slow heartbeat', 'Passing more urine'],
    seriousSideEffects: ['Very slow heartbeat', 'Worsening heart failure', 'Low potassium or sodium', 'Breathing trouble in asthma'],
    warnings: [bbStop, hctzNote],
    sources: [bp],
  }),
  drug('metoprolol-hydrochlorothiazide', 'Metoprolol and hydrochlorothiazide', ['beta-blocker', 'thiazide-diuretic'], {
    brands: ['Lopressor HCT', 'Dutoprol'],
    synonyms: ['metoprolol HCTZ', 'metoprolol/hydrochlorothiazide'],
    components: ['metoprolol', 'hydrochlorothiazide'],
    sideEffects: ['Tiredness', 'Dizziness', 'Slow heartbeat', 'Passing more urine'],
    seriousSideEffects: ['Very slow heartbeat', 'Worsening heart failure', 'Low potassium or sodium', 'Breathing trouble in asthma'],
    warnings: [`Boxed warning: ${bbStop.charAt(0).toLowerCase()}${bbStop.slice(1)}`, hctzNote],
    sources: [bp],
  }),
  drug('atenolol-chlorthalidone', 'Atenolol and chlorthalidone', ['beta-blocker', 'thiazide-diuretic'], {
    brands: ['Tenoretic'],
    synonyms: ['co-tenidone', 'atenolol/chlorthalidone'],
    components: ['atenolol', 'chlorthalidone'],
    sideEffects: ['Tiredness', 'Dizziness', 'Slow heartbeat', 'Cold hands and feet'],
    seriousSideEffects: ['Very slow heartbeat', 'Worsening heart failure', 'Low potassium or sodium', 'Breathing trouble in asthma'],
    warnings: [`Boxed warning: ${bbStop.charAt(0).toLowerCase()}${bbStop.slice(1)}`, 'The chlorthalidone part can lower potassium and sodium and raise lithium levels.'],
    sources: [bp],
  }),
  // ------------------------------------------------------------------ potassium-sparing + thiazide
  drug('triamterene-hydrochlorothiazide', 'Triamterene and hydrochlorothiazide', ['potassium-sparing-diuretic', 'thiazide-diuretic'], {
    brands: ['Maxzide', 'Dyazide'],
    synonyms: ['triamterene HCTZ', 'triamterene/hydrochlorothiazide', 'triamterene hctz'],
    components: ['triamterene', 'hydrochlorothiazide'],
    sideEffects: ['Dizziness', 'Nausea', 'Muscle cramps', 'Headache'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Low sodium', 'Kidney stones', 'Dehydration'],
    warnings: kSparingHctzWarn,
    sources: [bp],
  }),
  drug('spironolactone-hydrochlorothiazide', 'Spironolactone and hydrochlorothiazide', ['potassium-sparing-diuretic', 'thiazide-diuretic'], {
    brands: ['Aldactazide'],
    synonyms: ['spironolactone HCTZ', 'co-flumactone'],
    components: ['spironolactone', 'hydrochlorothiazide'],
    sideEffects: ['Breast tenderness or enlargement', 'Dizziness', 'Nausea', 'Passing more urine'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Low sodium', 'Dehydration', 'Worsening kidney function'],
    warnings: [
      'It can raise potassium dangerously, especially with kidney disease, ACE inhibitors, ARBs or potassium supplements.',
      hctzNote,
    ],
    sources: [bp],
  }),
  drug('amiloride-hydrochlorothiazide', 'Amiloride and hydrochlorothiazide', ['potassium-sparing-diuretic', 'thiazide-diuretic'], {
    brands: ['Moduretic'],
    synonyms: ['co-amilozide', 'amiloride HCTZ'],
    components: ['amiloride', 'hydrochlorothiazide'],
    sideEffects: ['Headache', 'Nausea', 'Dizziness', 'Loss of appetite'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Low sodium', 'Dehydration'],
    warnings: kSparingHctzWarn,
    sources: [bp],
  }),
  drug('isosorbide-dinitrate-hydralazine', 'Isosorbide dinitrate and hydralazine', ['antihypertensive', 'nitrate'], {
    brands: ['BiDil'],
    synonyms: ['hydralazine/isosorbide dinitrate', 'isosorbide dinitrate hydralazine'],
    components: ['isosorbide-dinitrate', 'hydralazine'],
    sideEffects: ['Headache', 'Dizziness', 'Weakness', 'Nausea'],
    seriousSideEffects: ['Very low blood pressure or fainting', 'Lupus-like illness (joint pain, fever, rash)', 'Worse chest pain'],
    warnings: [nitratePde5, 'The hydralazine part can cause a lupus-like reaction; report joint pain, fever or rash.'],
    sources: [hf],
  }),
];
