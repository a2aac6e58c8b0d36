/**
 * Dementia and Parkinson’s medicines. Side effects and warnings are our own summaries of each FDA
 * label on DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import {
  anticholinergicSerious,
  anticholinergicSide,
  beers,
  cholinesteraseSide,
  dopamineAgonistSerious,
  impulseUrges,
  sleepAttacks,
} from './shared-wording';

export const dementiaParkinsonsDrugs: Substance[] = [
  // ------------------------------------------------------------------ dementia
  drug('donepezil', 'Donepezil', ['acetylcholinesterase-inhibitor'], {
    brands: ['Aricept', 'Adlarity'],
    synonyms: ['donepazil', 'donepezel', 'donezepil'],
    sideEffects: ['Nausea', 'Diarrhea', 'Trouble sleeping or vivid dreams', 'Muscle cramps', 'Less appetite'],
    seriousSideEffects: ['Slow heartbeat and fainting', 'Stomach ulcers and bleeding', 'Seizures', 'Trouble passing urine'],
    warnings: [
      'It can slow the heart, especially with beta blockers or other heart-slowing medicines; report fainting.',
      'It increases stomach acid, so NSAIDs add to the risk of ulcers.',
      'Anticholinergic medicines work against it.',
    ],
  }),
  drug('memantine', 'Memantine', [], {
    brands: ['Namenda', 'Namenda XR', 'Ebixa'],
    synonyms: ['memantin', 'memantene', 'memantine hcl'],
    sideEffects: ['Dizziness', 'Headache', 'Confusion', 'Constipation'],
    seriousSideEffects: ['Hallucinations or worsening confusion', 'Rare serious skin reactions'],
    warnings: [
      'Anything that makes urine more alkaline (such as sodium bicarbonate, some antacids or a sudden switch to a strict vegetarian diet) can raise its level.',
    ],
  }),
  drug('rivastigmine', 'Rivastigmine', ['acetylcholinesterase-inhibitor'], {
    brands: ['Exelon', 'Exelon Patch'],
    synonyms: ['rivastigmin', 'rivastigmene', 'rivastigmine patch'],
    sideEffects: [...cholinesteraseSide, 'Skin reaction where the patch is worn'],
    seriousSideEffects: [
      'Severe vomiting and dehydration, especially if restarted at a full dose',
      'Slow heartbeat and fainting',
      'Stomach ulcers and bleeding',
      'Worsening tremor in Parkinson’s disease',
    ],
    warnings: [
      'If doses are missed for several days, it must be restarted at the lowest dose to avoid severe vomiting; ask your prescriber how to restart.',
      'Wear only one patch at a time; using several has caused serious overdoses.',
    ],
  }),
  drug('galantamine', 'Galantamine', ['acetylcholinesterase-inhibitor'], {
    brands: ['Razadyne', 'Razadyne ER', 'Reminyl'],
    synonyms: ['galantamin', 'galantomine', 'galatamine'],
    sideEffects: [...cholinesteraseSide, 'Headache'],
    seriousSideEffects: ['Slow heartbeat or heart block', 'Fainting', 'Stomach ulcers and bleeding', 'Serious skin reactions', 'Seizures'],
    warnings: [
      'It can slow the heart, especially with beta blockers or other heart-slowing medicines; report fainting.',
      'Get medical help for any rash or blistering, which can signal a serious skin reaction.',
    ],
  }),
  // ------------------------------------------------------------------ Parkinson’s
  drug('carbidopa-levodopa', 'Carbidopa and levodopa', ['dopaminergic'], {
    brands: ['Sinemet', 'Rytary', 'Dhivy', 'Duopa', 'Crexont', 'Caramet'],
    synonyms: ['levodopa', 'co-careldopa', 'levodopa-carbidopa', 'carbidopa/levodopa'],
    sideEffects: ['Nausea', 'Dizziness', 'Involuntary movements (dyskinesia)', 'Sleepiness', 'Dizziness on standing'],
    seriousSideEffects: [
      'Falling asleep suddenly during daily activities',
      'Hallucinations or psychosis',
      'Compulsive gambling, shopping, eating or sexual urges',
      'High fever, stiffness and confusion if stopped or reduced suddenly',
    ],
    warnings: [
      'Non-selective MAOIs such as phenelzine must not be taken with it, and a two-week gap is needed.',
      'Protein-rich meals and iron supplements can reduce how much levodopa is absorbed.',
      sleepAttacks,
    ],
  }),
  drug('pramipexole', 'Pramipexole', ['dopaminergic'], {
    brands: ['Mirapex', 'Mirapex ER', 'Mirapexin'],
    synonyms: ['pramipexol', 'pramipexal', 'pramipexzole'],
    sideEffects: ['Nausea', 'Drowsiness', 'Dizziness', 'Constipation', 'Swelling of the legs'],
    seriousSideEffects: dopamineAgonistSerious,
    warnings: [sleepAttacks, impulseUrges, 'Kidney problems call for lower doses.'],
  }),
  drug('ropinirole', 'Ropinirole', ['dopaminergic'], {
    brands: ['Requip', 'Requip XL', 'Adartrel'],
    synonyms: ['ropinerole', 'ropinirol', 'ropinarole'],
    sideEffects: ['Nausea', 'Drowsiness', 'Dizziness', 'Swelling of the legs'],
    seriousSideEffects: dopamineAgonistSerious,
    warnings: [
      sleepAttacks,
      impulseUrges,
      'Ciprofloxacin, fluvoxamine and other CYP1A2 blockers raise its level, and starting or stopping estrogen or smoking can change it.',
    ],
  }),
  drug('amantadine', 'Amantadine', ['dopaminergic'], {
    brands: ['Gocovri', 'Osmolex ER', 'Symmetrel'],
    synonyms: ['amantidine', 'amantadin', 'amantadene'],
    sideEffects: ['Nausea', 'Dizziness', 'Trouble sleeping', 'Dry mouth', 'Swelling of the legs', 'Blotchy purple skin pattern'],
    seriousSideEffects: [
      'Hallucinations or confusion',
      'Suicidal thoughts or depression',
      'Falling asleep suddenly during daily activities',
      'Compulsive urges',
      'High fever and confusion if stopped suddenly',
    ],
    warnings: [
      'Doses are lowered in kidney disease, because it is cleared by the kidneys and builds up otherwise.',
      'Alcohol is not advised while taking it.',
      'Stopping suddenly can cause fever and confusion; talk to your prescriber before changing the dose.',
    ],
  }),
  drug('benztropine', 'Benztropine', ['anticholinergic'], {
    brands: ['Cogentin'],
    synonyms: ['benztropin', 'benzotropine', 'benztropene'],
    sideEffects: anticholinergicSide,
    seriousSideEffects: anticholinergicSerious,
    warnings: [
      'It reduces sweating, so overheating in hot weather or during exercise can be dangerous.',
      'It adds to the effects of other anticholinergic medicines and can cause confusion, especially in older adults.',
    ],
    sources: [beers],
  }),
  drug('trihexyphenidyl', 'Trihexyphenidyl', ['anticholinergic'], {
    brands: ['Artane'],
    synonyms: ['benzhexol', 'trihexiphenidyl', 'trihexyphenidyle'],
    sideEffects: anticholinergicSide,
    seriousSideEffects: anticholinergicSerious,
    warnings: [
      'It reduces sweating, so overheating in hot weather or during exercise can be dangerous.',
      'It adds to the effects of other anticholinergic medicines and can cause confusion, especially in older adults.',
    ],
    sources: [beers],
  }),
];
