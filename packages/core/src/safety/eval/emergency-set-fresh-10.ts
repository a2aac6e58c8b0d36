/**
 * A tenth fresh held-out batch (split 'test'): everyday registers — run-on, lowercase, typos,
 * text-speak, non-native English, third person, the emergency buried in a long message — across
 * every category and all five languages, with hard figurative/general negatives. Written before
 * any change it prompted and measured first as written (see ADR 0010).
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies10: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'my grandpa is sweating buckets and says theres a pressure in his chest going to his jaw',
    'so i was just sitting watching tv and suddenly this really bad squeezing in my chest and my left arm feels weird',
    'husband pale and clammy holding his chest cant talk much',
    { text: 'mi papá tiene un dolor muy fuerte en el pecho que le baja por el brazo', language: 'es' },
    { text: 'ma mère a une douleur dans la poitrine qui serre très fort', language: 'fr' },
  ],
  stroke: [
    'his smile is crooked and he cant get words out properly',
    'grandma started talking funny and her right hand wont grip the cup',
    'my coworker just went quiet and half his face isnt moving',
    'i think my mom is having a stroke her mouth is drooping',
    { text: 'mein Vater kann plötzlich nicht mehr richtig sprechen und sein Mundwinkel hängt', language: 'de' },
    { text: 'minha avó está com a boca torta e não consegue falar', language: 'pt' },
  ],
  breathing: [
    'she is breathing weird and her lips look kinda blue',
    'i cant get enough air in and my inhaler is doing nothing',
    'my roommate is wheezing so bad he cant finish a sentence',
    { text: 'mi hijo no puede respirar bien y tiene los labios morados', language: 'es' },
  ],
  allergy: [
    'lips puffing up after the shrimp and my throat feels tight',
    'my son ate a cookie with nuts and his face is swelling up and hes coughing',
    'got stung by a bee and now my tongue feels thick and its hard to swallow',
    { text: 'meine Zunge schwillt an nach dem Essen, ich bin allergisch auf Nüsse', language: 'de' },
  ],
  overdose: [
    'took all my sleeping pills',
    'i swallowed like 30 paracetamol about an hour ago',
    'my little girl swallowed some of grandmas pills we found the bottle open',
    'he drank most of a bottle of cough syrup and hes really drowsy',
    { text: 'tomei uma cartela inteira de remédio para dormir', language: 'pt' },
    { text: 'j’ai avalé toute la boîte de doliprane', language: 'fr' },
  ],
  poisoning: [
    'my toddler swallowed a button battery',
    'baby got into the cabinet and drank some bleach',
    'my son may have eaten a dishwasher pod hes coughing',
  ],
  unconscious: [
    'she’s breathing weird and won’t wake up',
    'found my dad on the bathroom floor hes not responding',
    { text: 'mi abuela se desmayó y no reacciona', language: 'es' },
  ],
  seizure: [
    'my daughter is shaking all over and her eyes are rolled back',
    'my brother is having a seizure been going 6 minutes',
    { text: 'mon fils fait une crise d’épilepsie et ne se réveille pas', language: 'fr' },
  ],
  bleeding: [
    'poop is black like tar and I’m on xarelto',
    'i threw up something that looks like coffee grounds',
    'my uncle is vomiting blood',
    'cut my hand with a knife and its gushing blood wont stop',
    { text: 'minha mãe está vomitando sangue', language: 'pt' },
  ],
  self_harm: [
    'I wrote letters to everyone',
    'I’ve got everything ready to end it',
    'there is no point waking up tomorrow',
    'i have the pills ready in my drawer',
    'how many of my antidepressants would it take',
    'i just want to not be here anymore',
    'gave my dog to my sister and said goodbye to everyone',
    { text: 'ya no quiero seguir aquí', language: 'es' },
    { text: 'j’ai envie d’en finir avec la vie', language: 'fr' },
    { text: 'ich habe keine Lust mehr zu leben', language: 'de' },
    { text: 'não aguento mais viver', language: 'pt' },
  ],
  hypoglycaemia: [
    'sugar reading says LO and he’s confused',
    'my diabetic wife is shaky sweaty and not making sense her sugar is 2.1',
  ],
  hyperglycaemia: ['meter says HI and my son is vomiting and breathing really deep and fast'],
  hypertensive_crisis: ['bp 210/125 and my head is pounding', 'blood pressure 220 over 130 and my vision is blurry'],
};

export const freshNegatives10: readonly (string | { text: string; language: 'es' | 'fr' | 'de' | 'pt' })[] = [
  'chest day at the gym was brutal',
  'i’m dying to try this new recipe',
  'killer workout this morning',
  'i overdosed on netflix this weekend',
  'what are the early signs of a stroke in women?',
  'how do you recognise an allergic reaction in a child',
  'that exam nearly gave me a heart attack lol',
  'my phone is dead and I cant find my charger',
  'i could kill for a pizza right now',
  'what is a normal blood sugar before breakfast',
  'my nan had a stroke in 2015 and recovered well, what exercises help',
  'how much paracetamol is safe to take in a day',
  'this heat is suffocating',
  'my legs are killing me after that run',
  { text: '¿cuáles son las señales de un infarto en mujeres?', language: 'es' },
  { text: 'je meurs de faim', language: 'fr' },
  { text: 'wie erkenne ich einen Schlaganfall?', language: 'de' },
  { text: 'estou morrendo de rir', language: 'pt' },
];
