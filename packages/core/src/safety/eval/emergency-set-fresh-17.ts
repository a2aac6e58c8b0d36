/**
 * A seventeenth fresh held-out batch (split 'test'), written after the batch 16 fixes and measured
 * once as written, before any change it might prompt (see ADR 0010).
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies17: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'my chest is killing me and my left arm is tingling',
    'he was shoveling snow and now he has chest pressure and is pale',
    { text: 'meu pai sente um aperto forte no peito e falta de ar', language: 'pt' },
  ],
  stroke: [
    'my mother in law suddenly cant understand what we say and is drooling from one side',
    'my vision went double and my right side feels weak all of a sudden',
    'his face is all wonky and he cant lift his arm',
    { text: 'mon grand-père a soudain du mal à parler et son bras est tout mou', language: 'fr' },
    { text: 'mi abuela de repente no puede levantar el brazo izquierdo', language: 'es' },
  ],
  breathing: [
    'cant get air in, chest is so tight, inhaler not helping',
    'my baby stops breathing and goes floppy',
    { text: 'meu bebê está roxo e não consegue respirar', language: 'pt' },
  ],
  allergy: [
    'throat swelling after the shellfish pls help',
    'my sons lips and eyes are puffing up after he ate egg and he keeps coughing',
    { text: 'nach dem Wespenstich schwillt mein Hals zu', language: 'de' },
  ],
  overdose: [
    'i ate a whole bag of weed gummies and my heart is pounding and im scared',
    'my brother took loads of his methadone',
    'my kid swallowed several of my iron pills',
    { text: 'j’ai avalé trop de médicaments', language: 'fr' },
  ],
  poisoning: [
    'my toddler drank some of the liquid from a glow stick and mouthwash',
    'grandpa drank bleach by mistake',
    { text: 'mi hijo bebió gasolina', language: 'es' },
  ],
  unconscious: [
    'my friend is passed out cold and breathing weird',
    { text: 'meine Oma ist ohnmächtig geworden und kommt nicht zu sich', language: 'de' },
  ],
  seizure: ['my husband is having a fit on the kitchen floor', { text: 'mon fils convulse', language: 'fr' }],
  bleeding: [
    'i have been vomiting blood clots',
    'there is so much blood coming from his head',
    { text: 'meu pai está sangrando muito e não para', language: 'pt' },
  ],
  self_harm: [
    'i want to end my life',
    'there is no reason for me to be here anymore',
    'im planning to overdose this weekend',
    'i have a knife and i want to use it on myself',
    'i am worthless and everyone hates me, i want to disappear',
    'i should just kill myself',
    'i cant stop thinking about suicide',
    { text: 'me quiero quitar la vida', language: 'es' },
    { text: 'je veux me suicider', language: 'fr' },
    { text: 'ich denke die ganze Zeit an Selbstmord', language: 'de' },
    { text: 'eu quero me matar', language: 'pt' },
  ],
  hypoglycaemia: ['my wife is diabetic and is shaking and confused, sugar 2.7'],
  hyperglycaemia: ['my sugar reading says 33.3 and im vomiting'],
  hypertensive_crisis: ['blood pressure 196/124 and i cant see properly out of one eye'],
};

export const freshNegatives17: readonly (string | { text: string; language: 'es' | 'fr' | 'de' | 'pt' })[] = [
  'my fantasy team is dead last',
  'i could just die, this cake is so good',
  'how can i prevent a stroke',
  'that movie gave me chills, i nearly had a heart attack',
  'i pulled a muscle in my chest at the gym',
  'my kid swallowed a watermelon seed',
  'my blood pressure is 135/85, should i worry',
  'my insulin pump needs a new battery',
  'how do i talk to my teenager about self harm',
  'i am so tired i could sleep for a week',
  'what does an overdose of vitamin d do',
  'this traffic is murder',
  { text: 'me duele la cabeza un poco', language: 'es' },
  { text: 'j’ai un peu mal à la gorge', language: 'fr' },
  { text: 'Ich habe heute Muskelkater vom Training', language: 'de' },
];
