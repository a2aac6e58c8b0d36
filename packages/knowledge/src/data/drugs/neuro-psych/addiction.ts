/**
 * Medicines for smoking cessation and alcohol use disorder, and naltrexone-bupropion. Side effects
 * and warnings are our own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import { suicidality } from './shared-wording';

export const addictionDrugs: Substance[] = [
  // ------------------------------------------------------------------ smoking and alcohol
  drug('varenicline', 'Varenicline', [], {
    brands: ['Chantix', 'Champix'],
    synonyms: ['varenacline', 'verenicline', 'varencline'],
    sideEffects: ['Nausea', 'Trouble sleeping', 'Strange dreams', 'Constipation', 'Gas', 'Headache'],
    seriousSideEffects: [
      'Changes in mood, behavior or thinking',
      'Seizures',
      'Sleepwalking',
      'Severe allergic or skin reactions',
    ],
    warnings: [
      'Report changes in mood, behavior or thinking to your prescriber; the boxed warning about these was removed in 2016 after a large study, but the risk is still described.',
      'It may lower tolerance to alcohol, with more drunkenness or unusual behavior.',
    ],
  }),
  drug('disulfiram', 'Disulfiram', ['hepatotoxic'], {
    brands: ['Antabuse'],
    synonyms: ['disulfuram', 'disulfirum', 'disulferam'],
    sideEffects: ['Drowsiness', 'Metallic or garlic taste', 'Headache', 'Acne or skin rash', 'Tiredness'],
    seriousSideEffects: [
      'Severe reaction with any alcohol (flushing, vomiting, racing heart, low blood pressure)',
      'Liver injury',
      'Nerve damage in hands or feet',
      'Psychotic symptoms',
    ],
    warnings: [
      'Boxed warning: it must never be given to someone who is intoxicated or without their full knowledge.',
      'Even small amounts of alcohol, including in mouthwash, sauces or cough syrups, can cause a severe reaction for up to two weeks after the last dose.',
      'It raises warfarin and phenytoin levels and must not be combined with metronidazole.',
    ],
  }),
  drug('acamprosate', 'Acamprosate', [], {
    brands: ['Campral'],
    synonyms: ['acamprosat', 'acomprosate', 'acamprosate calcium'],
    sideEffects: ['Diarrhea', 'Nausea', 'Gas', 'Itching', 'Weakness'],
    seriousSideEffects: ['Depression or suicidal thoughts', 'Build-up and side effects in kidney disease'],
    warnings: [
      'The dose is lowered with moderate kidney impairment, and it must not be used with severe kidney impairment.',
      'Report new or worse depression or suicidal thoughts.',
    ],
  }),
  drug('naltrexone-bupropion', 'Naltrexone and bupropion', [], {
    brands: ['Contrave', 'Mysimba'],
    synonyms: ['naltrexone/bupropion', 'bupropion naltrexone', 'contrave naltrexone'],
    components: ['naltrexone', 'bupropion'],
    sideEffects: ['Nausea', 'Constipation', 'Headache', 'Vomiting', 'Dizziness', 'Dry mouth'],
    seriousSideEffects: ['Suicidal thoughts in young people', 'Seizures', 'Raised blood pressure and heart rate', 'Liver injury', 'Angle-closure glaucoma'],
    warnings: [
      suicidality,
      'It blocks opioid pain relievers and must not be used with opioids; the bupropion part can cause seizures.',
      'The bupropion part strongly blocks CYP2D6 and must not be combined with an MAOI.',
    ],
  }),
];
