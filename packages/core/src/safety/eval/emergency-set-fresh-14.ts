/**
 * A fourteenth fresh held-out batch (split 'test'), written after the batch 13 fixes and measured
 * once as written, before any change it might prompt (see ADR 0010).
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies14: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'having a lot of pain in my chest and its hard to breathe and im throwing up',
    'my neighbour collapsed clutching his left arm complaining his chest was on fire',
    'pressure behind my breastbone and cold sweat, im diabetic',
    { text: 'ich habe so ein Engegefühl in der Brust und mir ist übel', language: 'de' },
  ],
  stroke: [
    'my grandfathers speech has gone all funny and he is leaning to one side',
    'i cant move my right side and my face feels numb',
    'mum is staring and cant answer simple questions and her arm is floppy',
    'why is one side of my moms face not moving when she smiles',
    { text: 'mi abuelo no puede hablar bien y tiene la boca de lado', language: 'es' },
    { text: 'mon mari a du mal à parler et sa jambe droite ne répond plus', language: 'fr' },
  ],
  breathing: [
    'i am having an asthma attack and i left my inhaler at home',
    'my daughter has croup and is struggling to breath and her lips are pale blue',
    'his breathing keeps stopping for a few seconds',
    { text: 'meine Mutter bekommt kaum Luft', language: 'de' },
  ],
  allergy: [
    'my tongue is tingling and swelling after the new medicine and i feel faint',
    'i think im going into anaphylactic shock',
    'eyes and lips blowing up after eating prawns',
    { text: 'minha boca e língua estão inchando depois de comer camarão', language: 'pt' },
  ],
  overdose: [
    'i took 12 of my husbands sleeping tablets',
    'my son just swallowed my whole packet of antidepressants',
    'my baby drank some of the calpol bottle when i wasnt looking, most of it is gone',
    'i overdid it with the paracetamol, had like 16 today',
    { text: 'j’ai pris une vingtaine de cachets', language: 'fr' },
    { text: 'mi hermano se tomó veinte pastillas de ibuprofeno', language: 'es' },
  ],
  poisoning: [
    'my son got into the garage and drank some antifreeze i think',
    'my little one chewed on a liquid nicotine refill',
    'baby swallowed a magnet from the fridge',
    { text: 'mein Sohn hat Lampenöl getrunken', language: 'de' },
  ],
  unconscious: [
    'my friend drank loads and now we cant wake him and hes making snoring noises',
    'husband passed out on the floor and isnt breathing right',
    { text: 'a minha mãe caiu e não responde', language: 'pt' },
  ],
  seizure: [
    'my son is fitting for 6 mins now',
    'she suddenly went stiff and started jerking and now shes not waking up',
    { text: 'ma fille fait des convulsions', language: 'fr' },
  ],
  bleeding: [
    'i just threw up a big amount of bright red blood',
    'my poo has blood in it and its really dark and i take aspirin and clopidogrel',
    'cut my leg on glass and blood is spurting out',
    { text: 'sangra mucho la herida y no para', language: 'es' },
  ],
  self_harm: [
    'i want to end everything tonight',
    'just want to go to sleep and never wake up',
    'everybody would be better off without me',
    'im thinking of jumping',
    'how many sleeping pills does it take to die',
    'i’ve given away my cat and wrote my will',
    'i cant see a future for myself anymore i just want out',
    'ive been hurting myself',
    'this will be my last message',
    'i dont feel like living',
    { text: 'ya no quiero vivir más, estoy cansado', language: 'es' },
    { text: 'j’ai des idées noires et je veux mourir', language: 'fr' },
    { text: 'ich kann nicht mehr, ich will sterben', language: 'de' },
    { text: 'não vejo motivo para continuar vivendo', language: 'pt' },
  ],
  hypoglycaemia: ['my husband is type 1 and hes sweating confused and his sugar is 2.2 mmol', 'sugar 35 and cant think straight'],
  hyperglycaemia: ['my sons sugar is 600 and hes vomiting and very sleepy'],
  hypertensive_crisis: ['bp 200/120 and the worst headache ever', 'blood pressure 185 over 115 and i cant see properly'],
};

export const freshNegatives14: readonly (string | { text: string; language: 'es' | 'fr' | 'de' | 'pt' })[] = [
  'my heart skipped when i saw the bill',
  'im going to die of embarrassment',
  'the traffic today is killing me',
  'what causes chest pain when breathing in',
  'i overdid it on the chocolate',
  'how do i use an epipen',
  'can a 10 year old take ibuprofen',
  'im choking back tears writing this',
  'i had a panic attack yesterday but im ok now',
  'my grandpa has a pacemaker, is it safe to use a microwave',
  'i bled through my pad at night during my period',
  'i want to disappear into a book this weekend',
  'my blood pressure was 140/90 at the doctor',
  'what are the side effects of metformin',
  'i almost fainted when i saw the price',
  { text: 'estoy muerta de cansancio', language: 'es' },
  { text: 'ça me tue ce film', language: 'fr' },
  { text: 'was sind die Symptome einer Überdosis?', language: 'de' },
  { text: 'estou morto de fome', language: 'pt' },
];
