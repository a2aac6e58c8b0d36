/**
 * An eighteenth fresh held-out batch (split 'test'), written after the batch 17 fixes and measured
 * once as written, before any change it might prompt (see ADR 0010): routed 48 of 60 emergencies
 * (80.0 %), 0 of 20 false alarms. The misses were body complaints made urgent by a red flag
 * (about to pass out, clammy, faint), dose errors of high-risk drugs (insulin twice, double blood
 * pressure pills, opioids with alcohol) and classic warning clusters (carbon monoxide, black tarry
 * stool, DKA, choking, hives after a sting, a confused sweaty diabetic, 2.1 mmol). Two of its
 * routed crisis phrasings ("i dont want to be here anymore", "everyone would be better off without
 * me") were already in the train/dev split and are not repeated here.
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies18: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'feels like an elephant sitting on my chest and im sweating buckets',
    'my husband collapsed clutching his chest',
    'crushing pain behind my breastbone going into my jaw for 20 mins now',
    'my heart is racing like 200 and i feel like im gonna pass out',
    'pain spreading from chest to back, nauseous and clammy',
    'im 60 and having chest tightness walking up stairs that wont go away even resting',
  ],
  stroke: [
    'mom is slurring her words and her smile is crooked all of a sudden',
    'worst headache of my life came on like a thunderclap',
    'i cant feel the left side of my face and my arm is numb since 10 minutes',
    'dad woke up confused and cant move his right leg',
    'my words are coming out jumbled and i cant read my phone screen',
  ],
  breathing: [
    'i can barely breathe and my lips are going blue',
    'gasping for breath, cant finish a sentence',
    'my daughter is wheezing so hard her ribs are sucking in',
    'something is stuck in his throat and he cant cough or talk',
    'choking on food help',
    'cant breathe lying down, coughing pink froth',
  ],
  allergy: [
    'ate something with nuts, tongue feels huge and throat closing',
    'got stung by a bee and now im covered in hives and feel faint',
    'used my epipen but still struggling to swallow',
    'after the new antibiotic my face ballooned and i cant breathe well',
  ],
  overdose: [
    'i took like 30 tylenol an hour ago',
    'my friend took too many xanax and wont wake up properly',
    'accidentally took my insulin twice',
    'i double dosed my blood pressure pills and now im really dizzy and my heart is slow',
    'my roommate snorted something and is barely breathing',
    'took a whole strip of sleeping pills',
    'i mixed oxy with a bunch of alcohol and feel like im fading',
  ],
  poisoning: [
    'my 2 year old ate a dishwasher pod',
    'kid chewed on a button battery',
    'i think theres carbon monoxide in the house we all have headaches and feel sick',
    'dog and i both ate wild mushrooms and now im vomiting nonstop',
    'my son drank antifreeze from the garage',
  ],
  unconscious: ['she fainted and isnt responding to us', 'found my grandad on the floor and he wont wake up', 'he passed out and is breathing weird'],
  seizure: [
    'my wife is shaking all over and foaming at the mouth',
    'having a fit that wont stop, its been 6 minutes',
    'my baby has a high fever and is jerking and eyes rolled back',
  ],
  bleeding: [
    'cut my hand with a knife and it wont stop bleeding, soaked through 3 towels',
    'im on warfarin and vomiting blood',
    'blood spurting from his leg after the accident',
    'pooping black tarry stuff and feel faint',
    'pregnant and bleeding heavily with cramps',
  ],
  self_harm: [
    'ive been thinking about ending it all',
    'i have the pills lined up and im going to take them all tonight',
    'whats the point of living, i want to disappear forever',
    'i cut myself deeper than usual',
    'i wrote goodbye letters to my family',
    'i just want to sleep and never wake up',
  ],
  hypoglycaemia: [
    'my sugar is 38 and im shaky and confused',
    'diabetic dad is sweaty, confused and not making sense, cant get him to eat',
    'blood glucose 2.1 mmol feeling awful',
  ],
  hyperglycaemia: [
    'my meter just says HI and im throwing up and breathing fast',
    'glucose 580 and ketones are large',
    'my teen has fruity breath, vomiting and is really drowsy, shes type 1',
  ],
  hypertensive_crisis: ['bp is 210/125 and i have a pounding headache and blurry vision', 'my blood pressure reads 190 over 130 and my chest hurts'],
};

export const freshNegatives18: readonly string[] = [
  'can i take ibuprofen with my lisinopril',
  'what is a normal blood pressure for a 50 year old',
  'my chest workout left me sore, is creatine safe',
  'how do i lower my cholesterol naturally',
  'i killed it at the gym today, what should i eat after',
  'is it bad to take melatonin every night',
  'what are the warning signs of a stroke',
  'can i drink grapefruit juice with atorvastatin',
  'my sugar was 105 this morning is that ok',
  'i forgot my metformin yesterday what should i do',
  'this heat is killing me, any tips to stay hydrated',
  'how many mg of vitamin d should i take',
  'i am dying to try the keto diet, is it safe with my meds',
  'my blood pressure was 128/82 at the pharmacy',
  'what does a panic attack feel like compared to a heart attack',
  'can my dog eat grapes',
  'best foods for heart health',
  'my knee bleeds a little after shaving, normal?',
  'i feel a bit down lately, any tips for mood',
  'how long does it take for antibiotics to work',
];
