/**
 * Heart rhythm and angina medicines: antiarrhythmics, nitrates and other angina medicines. Side
 * effects and warnings are our own summaries of each FDA label on DailyMed (always cited by
 * drug()).
 */
import { S, medlinePlus, mesh } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import { hf, nitratePde5 } from './heart-wording';

const arrhythmia = medlinePlus('arrhythmia', 'Arrhythmia');
const angina = mesh('Angina Pectoris');

const nitrateSide = ['Headache', 'Dizziness or light-headedness', 'Flushing', 'Nausea'];
const nitrateSerious = ['Very low blood pressure or fainting', 'Worse chest pain', 'Fast or slow heartbeat'];

export const heartRhythmAnginaDrugs: Substance[] = [
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
