/**
 * Other blood-pressure medicines: calcium channel blockers, alpha blockers, clonidine, hydralazine,
 * minoxidil, methyldopa and aliskiren. Side effects and warnings are our own summaries of each FDA
 * label on DailyMed (always cited by drug()).
 */
import { S, mesh } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import { bp, fetalBox } from './blood-pressure-wording';

const dhpSide = ['Swelling of the ankles or feet', 'Flushing', 'Headache', 'Dizziness'];
const dhpSerious = ['Very low blood pressure', 'Worse chest pain or heart attack soon after starting or raising the dose (rare)'];
const alphaSide = ['Dizziness, especially on standing', 'Tiredness', 'Headache', 'Stuffy nose'];
const alphaSerious = ['Fainting, most often after the first dose or a dose increase', 'Painful erection lasting hours (priapism, rare)'];
const alphaWarn = [
  'The first dose can make blood pressure drop sharply on standing; it is often taken at bedtime and started low.',
  'Tell your eye surgeon you take it before cataract surgery (floppy iris syndrome).',
];

export const bloodPressureDrugs: Substance[] = [
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
];
