/**
 * Circulation and low-blood-pressure medicines (pentoxifylline, midodrine). Side effects and
 * warnings are our own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import { S, mesh } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';

export const circulationDrugs: Substance[] = [
  // ------------------------------------------------------------------ circulation and low blood pressure
  drug('pentoxifylline', 'Pentoxifylline', ['bleeding-risk'], {
    brands: ['Pentoxil', 'Trental'],
    synonyms: ['oxpentifylline', 'pentoxiphylline', 'pentoxyfilline'],
    sideEffects: ['Nausea', 'Indigestion', 'Vomiting', 'Dizziness', 'Headache'],
    seriousSideEffects: ['Bleeding', 'Chest pain or irregular heartbeat'],
    warnings: [
      'It is not for people with recent bleeding in the brain or the retina.',
      'Bleeding risk rises with blood thinners, and INR is checked more often with warfarin; ciprofloxacin and cimetidine raise its level.',
      'It is taken with meals.',
    ],
    sources: [mesh('Pentoxifylline'), S.fdaCyp],
  }),
  drug('midodrine', 'Midodrine', ['sympathomimetic'], {
    brands: ['ProAmatine', 'Orvaten', 'Bramox'],
    synonyms: ['midodrine hcl', 'midodrin'],
    sideEffects: ['Goosebumps and scalp tingling', 'Itching', 'Urge to pass urine or trouble passing it', 'Chills'],
    seriousSideEffects: ['High blood pressure when lying down', 'Slow heartbeat'],
    warnings: [
      'Boxed warning: it can raise blood pressure a lot when lying down; it is taken during the day and not within about 4 hours of bedtime.',
      'Other drugs that raise blood pressure, such as decongestants, add to this effect.',
    ],
    sources: [mesh('Sympathomimetics')],
  }),
];
