/**
 * Antipsychotics. Side effects and warnings are our own summaries of each FDA label on DailyMed
 * (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';
import { antipsychoticSerious, apMetabolic, apNms, apTd, beers, dementiaBox, dementiaSuicideBox } from './shared-wording';

export const antipsychoticDrugs: Substance[] = [
  // ------------------------------------------------------------------ antipsychotics
  drug('quetiapine', 'Quetiapine', ['antipsychotic', 'cyp3a4-sensitive-substrate', 'cns-depressant'], {
    brands: ['Seroquel', 'Seroquel XR'],
    synonyms: ['quetiapene', 'quitiapine', 'seroquil'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Dizziness', 'Weight gain', 'Constipation'],
    seriousSideEffects: [...antipsychoticSerious, 'Heart rhythm changes (QT prolongation)'],
    warnings: [
      dementiaSuicideBox,
      'Strong CYP3A4 blockers (such as ketoconazole or ritonavir) raise its level a lot and strong inducers (such as carbamazepine or phenytoin) lower it, so the dose is adjusted.',
      'Alcohol and other sedating medicines add to its drowsiness.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('aripiprazole', 'Aripiprazole', ['antipsychotic', 'cyp2d6-sensitive-substrate'], {
    brands: ['Abilify', 'Abilify Maintena', 'Abilify Asimtufii', 'Aristada'],
    synonyms: ['aripiprazol', 'aripripazole', 'abilfy'],
    sideEffects: ['Restlessness (akathisia)', 'Nausea', 'Headache', 'Anxiety', 'Trouble sleeping', 'Weight gain'],
    seriousSideEffects: [
      apNms,
      apTd,
      'Compulsive gambling, shopping, eating or sexual urges',
      apMetabolic,
    ],
    warnings: [
      dementiaSuicideBox,
      'The dose is lowered with strong CYP2D6 blockers (such as fluoxetine or paroxetine) or strong CYP3A4 blockers, and raised with strong inducers such as carbamazepine.',
    ],
  }),
  drug('risperidone', 'Risperidone', ['antipsychotic'], {
    brands: ['Risperdal', 'Risperdal Consta', 'Perseris', 'Uzedy', 'Rykindo'],
    synonyms: ['risperidon', 'resperidone', 'risperdone'],
    sideEffects: ['Drowsiness', 'Weight gain', 'Increased appetite', 'Restlessness', 'Tremor or stiffness'],
    seriousSideEffects: [...antipsychoticSerious, 'High prolactin (breast swelling or discharge, missed periods)'],
    warnings: [
      dementiaBox,
      'Carbamazepine and other strong inducers lower its level, while fluoxetine and paroxetine raise it; the dose may need changing.',
    ],
  }),
  drug('olanzapine', 'Olanzapine', ['antipsychotic', 'cns-depressant', 'anticholinergic'], {
    brands: ['Zyprexa', 'Zyprexa Zydis', 'Zyprexa Relprevv'],
    synonyms: ['olanzepine', 'olanzipine', 'olanzapin'],
    sideEffects: ['Weight gain', 'Drowsiness', 'Increased appetite', 'Dry mouth', 'Constipation', 'Dizziness'],
    seriousSideEffects: [apMetabolic, apNms, apTd, 'Serious drug reaction with rash, fever and organ inflammation (DRESS)'],
    warnings: [
      dementiaBox,
      'Boxed warning (Relprevv long-acting injection): severe sedation or delirium can follow an injection, so people are watched for 3 hours afterwards.',
      'Smoking lowers its level and fluvoxamine raises it; tell your prescriber if you start or stop smoking.',
    ],
    sources: [beers],
  }),
  drug('ziprasidone', 'Ziprasidone', ['antipsychotic', 'qt-prolonging'], {
    brands: ['Geodon'],
    synonyms: ['ziprasidon', 'ziprazidone', 'geodone'],
    sideEffects: ['Drowsiness', 'Restlessness', 'Nausea', 'Dizziness', 'Muscle stiffness', 'Rash'],
    seriousSideEffects: ['Dangerous heart rhythm from QT prolongation', apNms, apTd, 'Serious drug reaction with rash, fever and organ inflammation (DRESS)'],
    warnings: [
      dementiaBox,
      'It lengthens the QT interval and must not be combined with other medicines that do the same.',
      'Take it with food, which it needs to be absorbed properly.',
    ],
  }),
  drug('haloperidol', 'Haloperidol', ['antipsychotic', 'qt-prolonging'], {
    brands: ['Haldol', 'Haldol Decanoate', 'Serenace'],
    synonyms: ['haloperidal', 'haloperidole', 'haliperidol'],
    sideEffects: ['Muscle stiffness', 'Tremor', 'Restlessness', 'Drowsiness', 'Dry mouth'],
    seriousSideEffects: [apNms, apTd, 'Dangerous heart rhythm from QT prolongation', 'Severe muscle spasms of the neck, jaw or eyes'],
    warnings: [
      dementiaBox,
      'Heart rhythm problems are more likely at high doses, with injections into a vein, and with other QT-prolonging medicines.',
    ],
  }),
  drug('lurasidone', 'Lurasidone', ['antipsychotic', 'cyp3a4-sensitive-substrate'], {
    brands: ['Latuda'],
    synonyms: ['lurasidon', 'lurasidine', 'lurasadone'],
    sideEffects: ['Drowsiness', 'Restlessness', 'Nausea', 'Stiffness or tremor'],
    seriousSideEffects: [apNms, apTd, apMetabolic, 'Suicidal thoughts in young people'],
    warnings: [
      dementiaSuicideBox,
      'It must not be taken with strong CYP3A4 blockers (such as ketoconazole or clarithromycin) or strong inducers (such as rifampin or carbamazepine).',
      'Take it with food (at least 350 calories) so it is absorbed properly.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('paliperidone', 'Paliperidone', ['antipsychotic'], {
    brands: ['Invega', 'Invega Sustenna', 'Invega Trinza', 'Invega Hafyera', 'Xeplion', 'Trevicta'],
    synonyms: ['paliperidon', 'palliperidone', 'paliperidome'],
    sideEffects: ['Restlessness', 'Stiffness or tremor', 'Fast heartbeat', 'Drowsiness', 'Weight gain', 'Pain where injected'],
    seriousSideEffects: [apNms, apTd, 'Heart rhythm changes (QT prolongation)', 'High prolactin (breast swelling or discharge, missed periods)', apMetabolic],
    warnings: [
      dementiaBox,
      'Other medicines that prolong the QT interval should be avoided with it.',
      'Carbamazepine lowers its level, so the dose may need to change.',
    ],
  }),
  drug('clozapine', 'Clozapine', ['antipsychotic', 'cyp1a2-sensitive-substrate', 'anticholinergic', 'seizure-threshold-lowering', 'cns-depressant'], {
    brands: ['Clozaril', 'FazaClo', 'Versacloz', 'Denzapine', 'Zaponex'],
    synonyms: ['clozapin', 'clozipine', 'closapine'],
    sideEffects: ['Drowsiness', 'Drooling', 'Constipation', 'Fast heartbeat', 'Weight gain', 'Dizziness'],
    seriousSideEffects: [
      'Severe drop in white blood cells (fever, sore throat, infections)',
      'Seizures',
      'Inflammation or weakness of the heart muscle',
      'Severe constipation that can block the bowel',
      'Fainting, very slow heartbeat or stopped breathing, mainly when starting',
    ],
    warnings: [
      'Boxed warnings: severe neutropenia (regular blood counts are part of treatment), low blood pressure with fainting, seizures, heart muscle inflammation, and higher death risk in older people with dementia.',
      'Fluvoxamine, ciprofloxacin and stopping smoking can raise its level sharply, while starting to smoke lowers it; tell your prescriber about any such change.',
      'Benzodiazepines and other sedatives add to its sedation and can rarely cause collapse with stopped breathing.',
    ],
    sources: [S.fdaCyp, beers],
  }),
  drug('brexpiprazole', 'Brexpiprazole', ['antipsychotic', 'cyp2d6-sensitive-substrate'], {
    brands: ['Rexulti'],
    synonyms: ['brexpiprazol', 'brexpriprazole', 'brexipiprazole'],
    sideEffects: ['Weight gain', 'Restlessness', 'Drowsiness', 'Headache'],
    seriousSideEffects: [apNms, apTd, 'Compulsive gambling, shopping, eating or sexual urges', apMetabolic, 'Suicidal thoughts in young people'],
    warnings: [
      dementiaSuicideBox,
      'The dose is lowered with strong CYP2D6 or CYP3A4 blockers and raised with strong CYP3A4 inducers.',
    ],
  }),
  drug('cariprazine', 'Cariprazine', ['antipsychotic'], {
    brands: ['Vraylar', 'Reagila'],
    synonyms: ['cariprazin', 'caripazine', 'carriprazine'],
    sideEffects: ['Restlessness', 'Stiffness or tremor', 'Nausea', 'Drowsiness', 'Indigestion'],
    seriousSideEffects: [apNms, apTd, apMetabolic, 'Suicidal thoughts in young people'],
    warnings: [
      dementiaSuicideBox,
      'It and its active breakdown products last for weeks, so side effects and interactions can show up late.',
      'Strong CYP3A4 blockers call for a lower dose, and strong CYP3A4 inducers are not recommended with it.',
    ],
  }),
  drug('pimozide', 'Pimozide', ['antipsychotic', 'qt-prolonging', 'cyp3a4-sensitive-substrate', 'cyp2d6-sensitive-substrate'], {
    brands: ['Orap'],
    synonyms: ['pimozid', 'pimoside', 'pimozyde'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Constipation', 'Muscle stiffness', 'Restlessness'],
    seriousSideEffects: ['Dangerous heart rhythm or sudden death from QT prolongation', apNms, apTd],
    warnings: [
      'It must not be combined with CYP3A4 blockers such as clarithromycin, ketoconazole or HIV protease inhibitors, with SSRIs such as sertraline, paroxetine or citalopram, or with other QT-prolonging medicines, because of dangerous heart rhythms.',
      'Avoid grapefruit juice while taking it.',
    ],
    sources: [S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('thioridazine', 'Thioridazine', ['antipsychotic', 'qt-prolonging', 'anticholinergic', 'cyp2d6-sensitive-substrate'], {
    brands: ['Mellaril'],
    synonyms: ['thioridazin', 'thiorodazine', 'thioridazene'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Blurred vision', 'Constipation', 'Dizziness on standing'],
    seriousSideEffects: ['Dangerous heart rhythm or sudden death from QT prolongation', apNms, apTd, 'Eye damage (retinal changes) at high doses'],
    warnings: [
      'Boxed warning: it lengthens the QT interval in a dose-related way and has been linked to sudden death, so it is kept for people who have not done well on other antipsychotics.',
      'It must not be combined with fluvoxamine, fluoxetine, paroxetine, propranolol, pindolol or other QT-prolonging medicines.',
      dementiaBox,
    ],
    sources: [beers],
  }),
  drug('chlorpromazine', 'Chlorpromazine', ['antipsychotic', 'qt-prolonging', 'anticholinergic', 'cns-depressant', 'photosensitising'], {
    brands: ['Thorazine', 'Largactil'],
    synonyms: ['chlorpromazin', 'clorpromazine', 'chlorpromazene'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Dizziness on standing', 'Constipation', 'Sunburn more easily'],
    seriousSideEffects: [apNms, apTd, 'Low white blood cell count', 'Jaundice (yellow skin or eyes)', 'Seizures'],
    warnings: [
      dementiaBox,
      'It makes skin burn easily in sunlight and can cause a marked drop in blood pressure on standing.',
    ],
    sources: [beers],
  }),
];
