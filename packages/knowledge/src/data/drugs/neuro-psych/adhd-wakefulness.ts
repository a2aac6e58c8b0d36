/**
 * ADHD and wakefulness medicines. Side effects and warnings are our own summaries of each FDA label
 * on DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';
import { stimulantBox, stimulantHeart, stimulantMaoi, stimulantSerious, stimulantSide } from './shared-wording';

export const adhdWakefulnessDrugs: Substance[] = [
  // ------------------------------------------------------------------ ADHD and wakefulness
  drug('amphetamine', 'Amphetamine', ['cns-stimulant', 'serotonergic'], {
    brands: ['Adderall', 'Adderall XR', 'Mydayis', 'Evekeo', 'Adzenys XR-ODT', 'Dyanavel XR'],
    synonyms: ['adderal', 'aderall', 'mixed amphetamine salts', 'amphetamine salts', 'dextroamphetamine-amphetamine'],
    sideEffects: stimulantSide,
    seriousSideEffects: [...stimulantSerious.slice(0, 4), 'Serotonin syndrome with other serotonergic medicines'],
    warnings: [stimulantBox, stimulantMaoi, stimulantHeart],
  }),
  drug('lisdexamfetamine', 'Lisdexamfetamine', ['cns-stimulant', 'serotonergic'], {
    brands: ['Vyvanse', 'Elvanse'],
    synonyms: ['lisdexamphetamine', 'vyvance', 'lisdexamfetamin'],
    sideEffects: [...stimulantSide.slice(0, 2), 'Irritability', 'Upper belly pain', 'Dry mouth', 'Weight loss'],
    seriousSideEffects: [...stimulantSerious.slice(0, 4), 'Serotonin syndrome with other serotonergic medicines'],
    warnings: [stimulantBox, stimulantMaoi, stimulantHeart],
  }),
  drug('dextroamphetamine', 'Dextroamphetamine', ['cns-stimulant', 'serotonergic'], {
    brands: ['Dexedrine', 'Zenzedi', 'ProCentra', 'Xelstrym', 'Amfexa'],
    synonyms: ['dexamfetamine', 'dextroamphetamin', 'dexedrin'],
    sideEffects: stimulantSide,
    seriousSideEffects: [...stimulantSerious.slice(0, 4), 'Serotonin syndrome with other serotonergic medicines'],
    warnings: [stimulantBox, stimulantMaoi, stimulantHeart],
  }),
  drug('methylphenidate', 'Methylphenidate', ['cns-stimulant'], {
    brands: ['Ritalin', 'Ritalin LA', 'Concerta', 'Daytrana', 'Jornay PM', 'Aptensio XR', 'Medikinet', 'Equasym XL'],
    synonyms: ['methylphenidat', 'methylphenedate', 'ritilin'],
    sideEffects: stimulantSide,
    seriousSideEffects: [...stimulantSerious.slice(0, 4), 'Prolonged, painful erection (priapism)'],
    warnings: [stimulantBox, stimulantMaoi, stimulantHeart],
  }),
  drug('dexmethylphenidate', 'Dexmethylphenidate', ['cns-stimulant'], {
    brands: ['Focalin', 'Focalin XR', 'Azstarys'],
    synonyms: ['dexmethylphenidat', 'dexmethylphenadate', 'dexmethylphenedate'],
    sideEffects: stimulantSide,
    seriousSideEffects: [...stimulantSerious.slice(0, 4), 'Prolonged, painful erection (priapism)'],
    warnings: [stimulantBox, stimulantMaoi, stimulantHeart],
  }),
  drug('atomoxetine', 'Atomoxetine', ['sympathomimetic', 'cyp2d6-sensitive-substrate'], {
    brands: ['Strattera'],
    synonyms: ['atomoxatine', 'atomoxetin', 'straterra'],
    sideEffects: ['Less appetite', 'Nausea', 'Stomach ache', 'Tiredness', 'Dizziness', 'Sexual problems in adults'],
    seriousSideEffects: [
      'Suicidal thoughts in children and teens',
      'Severe liver injury',
      'Raised blood pressure and heart rate',
      'New psychosis or mania',
      'Prolonged, painful erection (priapism)',
    ],
    warnings: [
      'Boxed warning: it can increase suicidal thinking in children and teens, so mood changes need close watching.',
      'It must not be taken with an MAOI or within 14 days of stopping one.',
      'Strong CYP2D6 blockers such as fluoxetine, paroxetine and bupropion raise its level, so the dose is increased more slowly.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('guanfacine', 'Guanfacine', ['antihypertensive'], {
    brands: ['Intuniv', 'Tenex'],
    synonyms: ['guanfacin', 'guanfasine', 'guanfacene'],
    sideEffects: ['Drowsiness', 'Tiredness', 'Low blood pressure', 'Dizziness', 'Dry mouth', 'Stomach ache'],
    seriousSideEffects: ['Fainting from low blood pressure or slow heartbeat', 'Sharp rebound rise in blood pressure if stopped suddenly', 'Heavy sedation with other sedatives'],
    warnings: [
      'Stopping suddenly can cause a rebound rise in blood pressure; talk to your prescriber before changing the dose.',
      'Alcohol and other sedatives add to its drowsiness; strong CYP3A4 blockers raise its level and strong inducers lower it.',
    ],
  }),
  drug('modafinil', 'Modafinil', ['cyp3a4-inducer'], {
    brands: ['Provigil'],
    synonyms: ['modafinal', 'modafanil', 'modafinile'],
    sideEffects: ['Headache', 'Nausea', 'Nervousness', 'Anxiety', 'Trouble sleeping'],
    seriousSideEffects: ['Serious skin reactions (blistering rash)', 'Severe allergic reactions', 'Mania, delusions or other psychiatric symptoms', 'Chest pain or palpitations'],
    warnings: [
      'It can make hormonal birth control (pills, patches, rings, implants) less effective while taking it and for a month after stopping, so a second method is advised.',
      'Get medical help quickly for any rash, blistering or swelling, which can signal a serious skin reaction.',
    ],
  }),
  drug('armodafinil', 'Armodafinil', ['cyp3a4-inducer'], {
    brands: ['Nuvigil'],
    synonyms: ['armodafinal', 'armodafanil', 'armodafinile'],
    sideEffects: ['Headache', 'Nausea', 'Dizziness', 'Trouble sleeping', 'Anxiety'],
    seriousSideEffects: ['Serious skin reactions (blistering rash)', 'Severe allergic reactions', 'Mania, delusions or other psychiatric symptoms', 'Chest pain or palpitations'],
    warnings: [
      'It can make hormonal birth control (pills, patches, rings, implants) less effective while taking it and for a month after stopping, so a second method is advised.',
      'Get medical help quickly for any rash, blistering or swelling, which can signal a serious skin reaction.',
    ],
  }),
];
