/**
 * Cardiometabolic drugs, part 2: fixed-dose blood-pressure combinations, antiarrhythmics,
 * nitrates and other angina medicines. Side effects and warnings are our own summaries of each
 * FDA label on DailyMed (always cited by drug()).
 */
import { S, medlinePlus, mesh } from '../../sources';
import type { Substance } from '../../types';
import { drug } from '../builders';

const bp = medlinePlus('bloodpressuremedicines', 'Blood Pressure Medicines');
const hf = medlinePlus('heartfailure', 'Heart Failure');
const arrhythmia = medlinePlus('arrhythmia', 'Arrhythmia');
const angina = mesh('Angina Pectoris');

// ------------------------------------------------------------------ shared wording
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
const nitrateSide = ['Headache', 'Dizziness or light-headedness', 'Flushing', 'Nausea'];
const nitrateSerious = ['Very low blood pressure or fainting', 'Worse chest pain', 'Fast or slow heartbeat'];
const nitratePde5 =
  'It must not be used with erectile-dysfunction or pulmonary-hypertension medicines such as sildenafil, tadalafil or vardenafil, or with riociguat: blood pressure can fall dangerously.';

export const cardiometabolicDrugs2: Substance[] = [
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
  // ------------------------------------------------------------------ antiarrhythmics
  drug(
    'amiodarone',
    'Amiodarone',
    ['antiarrhythmic', 'qt-prolonging', 'cyp2c9-inhibitor', 'pgp-inhibitor', 'moderate-cyp3a4-inhibitor', 'hepatotoxic', 'photosensitising'],
    {
      brands: ['Pacerone', 'Nexterone', 'Cordarone'],
      synonyms: ['amiodarone hcl', 'amioderone', 'amiodorone'],
      sideEffects: ['Nausea or constipation', 'Tiredness', 'Sun sensitivity or blue-grey skin', 'Tremor', 'Halos or blurred vision (corneal deposits)'],
      seriousSideEffects: [
        'Lung damage (new cough, breathlessness)',
        'Liver injury',
        'New or worse heart rhythm problems',
        'Over- or underactive thyroid',
        'Optic nerve damage and vision loss',
      ],
      warnings: [
        'Boxed warning: it can cause serious or fatal lung damage, liver injury and worsened arrhythmias; it is meant for life-threatening rhythm problems and is started with close monitoring.',
        'It stays in the body for months and raises levels of warfarin, digoxin, simvastatin and many other drugs; their doses often need lowering.',
        'Grapefruit juice raises its level and should be avoided.',
      ],
      sources: [arrhythmia, S.fdaCyp, S.fdaGrapefruit],
    },
  ),
  drug('dronedarone', 'Dronedarone', ['antiarrhythmic', 'qt-prolonging', 'moderate-cyp3a4-inhibitor', 'pgp-inhibitor', 'cyp3a4-sensitive-substrate', 'hepatotoxic'], {
    brands: ['Multaq'],
    synonyms: ['dronedarone hcl', 'dronedarona'],
    sideEffects: ['Diarrhea', 'Nausea', 'Stomach pain', 'Weakness', 'Rash'],
    seriousSideEffects: ['Worsening heart failure', 'Liver injury', 'Lung damage', 'Very slow heartbeat', 'Rise in kidney blood tests'],
    warnings: [
      'Boxed warning: it raises the risk of death, stroke and heart failure in people with decompensated heart failure or permanent atrial fibrillation, who should not take it.',
      'It must not be combined with strong CYP3A4 blockers or other drugs that prolong the QT interval; grapefruit juice should be avoided.',
      'It raises levels of digoxin, dabigatran and some statins.',
    ],
    sources: [arrhythmia, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('flecainide', 'Flecainide', ['antiarrhythmic', 'cyp2d6-sensitive-substrate'], {
    brands: ['Tambocor'],
    synonyms: ['flecainide acetate', 'flecanide', 'flecainamide'],
    sideEffects: ['Dizziness', 'Blurred or double vision', 'Shortness of breath', 'Headache', 'Nausea'],
    seriousSideEffects: ['New or worse irregular heartbeat', 'Worsening heart failure', 'Fainting'],
    warnings: [
      'Boxed warning: in a large trial of people after a heart attack it raised the death rate; it is not for people with structural heart disease or recent heart attack.',
      'Amiodarone can double its level, so the flecainide dose is usually halved; kidney disease also raises its level.',
    ],
    sources: [arrhythmia],
  }),
  drug('propafenone', 'Propafenone', ['antiarrhythmic', 'pgp-inhibitor', 'cyp2d6-sensitive-substrate'], {
    brands: ['Rythmol', 'Rythmol SR', 'Arythmol'],
    synonyms: ['propafenone hcl', 'propafanone', 'propaphenone'],
    sideEffects: ['Unusual or metallic taste', 'Dizziness', 'Nausea or vomiting', 'Constipation', 'Tiredness'],
    seriousSideEffects: ['New or worse irregular heartbeat', 'Worsening heart failure', 'Very low white blood cells (fever, infections)', 'Lupus-like symptoms'],
    warnings: [
      'Boxed warning: drugs of its type raised the death rate after a heart attack; it is not for people with structural heart disease.',
      'Taking a CYP2D6 blocker together with a CYP3A4 blocker can raise its level a lot and should be avoided.',
      'It raises digoxin and warfarin levels.',
    ],
    sources: [arrhythmia, S.fdaCyp],
  }),
  drug('sotalol', 'Sotalol', ['antiarrhythmic', 'beta-blocker', 'qt-prolonging'], {
    brands: ['Betapace', 'Betapace AF', 'Sotylize', 'Sorine'],
    synonyms: ['sotalol hcl', 'sotolol', 'sotalol af'],
    sideEffects: ['Tiredness', 'Slow heartbeat', 'Shortness of breath', 'Dizziness'],
    seriousSideEffects: ['Dangerous fast rhythm (torsades de pointes)', 'Very slow heartbeat', 'Worsening heart failure'],
    warnings: [
      'Boxed warning: it can cause a life-threatening rhythm linked to QT prolongation, so it is started or restarted in a facility with continuous heart monitoring.',
      'The dose depends on kidney function; low potassium or magnesium raises the rhythm risk.',
      'Antacids with aluminium or magnesium should be taken at least 2 hours apart from it.',
    ],
    sources: [arrhythmia],
  }),
  drug('dofetilide', 'Dofetilide', ['antiarrhythmic', 'qt-prolonging'], {
    brands: ['Tikosyn'],
    synonyms: ['dofetilid', 'dofelitide'],
    sideEffects: ['Headache', 'Chest pain', 'Dizziness', 'Shortness of breath'],
    seriousSideEffects: ['Dangerous fast rhythm (torsades de pointes)', 'Other serious irregular heartbeats'],
    warnings: [
      'Boxed warning: it is started or restarted in hospital for at least 3 days with heart monitoring and kidney-function checks.',
      'It must not be combined with verapamil, cimetidine, trimethoprim, ketoconazole, hydrochlorothiazide, prochlorperazine, megestrol or dolutegravir.',
    ],
    sources: [arrhythmia],
  }),
  drug('digoxin', 'Digoxin', ['cardiac-glycoside'], {
    brands: ['Lanoxin', 'Digitek', 'Digox'],
    synonyms: ['digitalis', 'digoxine', 'digoxin tablets'],
    sideEffects: ['Nausea', 'Loss of appetite', 'Diarrhea', 'Dizziness'],
    seriousSideEffects: [
      'Digoxin toxicity: vomiting, confusion, blurred or yellow-green vision',
      'Irregular or very slow heartbeat',
      'Heart block',
    ],
    warnings: [
      'Small changes in its blood level can cause toxicity; low potassium or magnesium, high calcium, kidney problems and many medicines (such as amiodarone, verapamil and clarithromycin) make it more likely.',
      'Blood levels and kidney function are checked from time to time.',
    ],
    sources: [hf, arrhythmia, S.fdaCyp],
  }),
  // ------------------------------------------------------------------ nitrates and other angina medicines
  drug('isosorbide-mononitrate', 'Isosorbide mononitrate', ['nitrate'], {
    brands: ['Imdur', 'Monoket', 'Ismo', 'Monomax'],
    synonyms: ['ISMN', 'isosorbide mono', 'isosorbide mononitrate er'],
    sideEffects: nitrateSide,
    seriousSideEffects: nitrateSerious,
    warnings: [nitratePde5, 'A daily nitrate-free period keeps it working; take it at the times prescribed.'],
    sources: [angina],
  }),
  drug('isosorbide-dinitrate', 'Isosorbide dinitrate', ['nitrate'], {
    brands: ['Isordil', 'Isordil Titradose', 'Dilatrate-SR'],
    synonyms: ['ISDN', 'isosorbide dinitrate sl'],
    sideEffects: nitrateSide,
    seriousSideEffects: nitrateSerious,
    warnings: [nitratePde5, 'A daily nitrate-free period keeps it working; take it at the times prescribed.'],
    sources: [angina],
  }),
  drug('nitroglycerin', 'Nitroglycerin', ['nitrate'], {
    brands: ['Nitrostat', 'Nitrolingual', 'NitroMist', 'Nitro-Dur', 'Minitran', 'Nitro-Bid', 'Glytrin'],
    synonyms: ['glyceryl trinitrate', 'GTN', 'nitroglycerine'],
    sideEffects: ['Headache', 'Dizziness or light-headedness', 'Flushing', 'Burning under the tongue'],
    seriousSideEffects: nitrateSerious,
    warnings: [
      nitratePde5,
      'For chest pain taken under the tongue: if the pain is not better or is worse 5 minutes after the first dose, call emergency services.',
      'Sit down when taking it, as it can make you faint.',
    ],
    sources: [angina],
  }),
  drug('ranolazine', 'Ranolazine', ['qt-prolonging', 'pgp-inhibitor', 'cyp3a4-sensitive-substrate'], {
    brands: ['Ranexa', 'Aspruzyo Sprinkle'],
    synonyms: ['ranolazine er', 'ranolozine', 'ranolizine'],
    sideEffects: ['Dizziness', 'Headache', 'Constipation', 'Nausea'],
    seriousSideEffects: ['QT prolongation', 'Kidney failure in people with severe kidney disease', 'Fainting'],
    warnings: [
      'It must not be combined with strong CYP3A4 blockers (such as clarithromycin) or CYP3A4 inducers (such as rifampin or St John’s wort); the dose is capped with diltiazem, verapamil and grapefruit juice.',
      'It raises levels of simvastatin, lovastatin, metformin, digoxin and some other drugs.',
    ],
    sources: [angina, S.fdaCyp],
  }),
  drug('ivabradine', 'Ivabradine', ['cyp3a4-sensitive-substrate'], {
    brands: ['Corlanor', 'Procoralan'],
    synonyms: ['ivabradine hcl', 'ivabradin'],
    sideEffects: ['Brief bright spots or halos in vision (phosphenes)', 'Slow heartbeat', 'Raised blood pressure'],
    seriousSideEffects: ['Atrial fibrillation', 'Very slow heartbeat or heart block'],
    warnings: [
      'It can harm an unborn baby; effective contraception is advised for women who could become pregnant.',
      'It must not be combined with strong CYP3A4 blockers; diltiazem, verapamil and grapefruit juice should be avoided.',
    ],
    sources: [hf, S.fdaCyp],
  }),
];
