/**
 * A third fresh held-out batch (split 'test'), written after the second batch had been measured
 * and its gaps closed; never tuned on before its first measurement.
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies3: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'I think something is wrong, my heart is pounding, chest pain and I feel like I am going to faint',
    'my neighbour is holding his chest and cant get his breath',
    { text: 'Mi madre dice que le aprieta el pecho y le duele el brazo', language: 'es' },
    { text: "j'ai une douleur dans la poitrine qui irradie dans la mâchoire", language: 'fr' },
  ],
  stroke: [
    'my dad cant get his words out and his right arm just flopped',
    'my grandmother is suddenly confused and cant walk, one side of her face is weird',
    'i woke up and i cant feel my left hand or leg and my speech sounds funny',
    { text: 'o meu avô está com a fala arrastada e não consegue mexer o braço', language: 'pt' },
  ],
  breathing: [
    'my kid has gone a bit blue around the lips and is breathing weird',
    'i can barely breathe and my chest is tight, inhaler not working',
    { text: 'mein Mann bekommt kaum Luft', language: 'de' },
  ],
  allergy: [
    'my throat is getting tighter and tighter after the new medicine',
    'just ate a satay and my mouth is itchy and my lips are swelling',
    { text: 'mi hijo comió cacahuetes y se le está hinchando la cara', language: 'es' },
  ],
  overdose: [
    'my friend has taken loads of pills and is not making sense',
    'I took 16 paracetamol this afternoon',
    'my son ate half a packet of my iron tablets',
    { text: 'j’ai avalé 25 comprimés de doliprane', language: 'fr' },
  ],
  poisoning: [
    'my daughter drank some of the dishwasher liquid',
    'toddler chewed a battery from a toy',
    { text: 'o meu filho bebeu detergente', language: 'pt' },
  ],
  unconscious: [
    'my mum is on the floor and not waking up',
    'we found my grandad unresponsive in bed',
    { text: 'mi abuela se cayó y no responde', language: 'es' },
  ],
  seizure: [
    'my son is shaking and his eyes are rolling back',
    { text: 'meine Tochter hat einen Krampfanfall', language: 'de' },
  ],
  bleeding: [
    'I have been throwing up blood clots',
    'on blood thinners and my nose has been pouring for 30 minutes',
    'my dad cut his leg with a chainsaw and there is blood everywhere',
    { text: 'estoy vomitando sangre y tomo sintrom', language: 'es' },
  ],
  self_harm: [
    'i want it all to be over',
    'I dont think I can keep living like this',
    'how do people overdose on insulin, asking for me',
    'im going to kill myself tonight',
    'thinking about cutting my wrists',
    { text: 'je pense à me tuer', language: 'fr' },
    { text: 'eu quero morrer', language: 'pt' },
  ],
  hypoglycaemia: ['my wife is diabetic and shes sweating and confused and her sugar is 42'],
  hyperglycaemia: ['glucose 32 mmol and vomiting all night'],
  hypertensive_crisis: ['bp 200/125, I have a terrible headache and my left arm is weak'],
};

export const freshNegatives3: readonly Phrasing[] = [
  'what should i eat to lower my blood pressure',
  'is chest pain after eating a lot normal or is it indigestion',
  'I get breathless when climbing hills, is that my age',
  'my kids love gummy vitamins, how many can they have a day',
  'what are good snacks for a diabetic with low sugar in the afternoon',
  'I have to take warfarin for life, any diet tips',
  'my mum had a stroke 3 years ago, what exercises are safe',
  'my 2 year old has a fever of 38.5, what can I give her',
  'how do I know if my baby is dehydrated',
  'is it safe to take melatonin every night',
  'what to do when someone faints',
  'can i overdose on magnesium',
  'my arm hurts after the vaccine',
  'I get a sharp pain in my side when I run',
  'what is a normal heart rate when sleeping',
  'tips for a panic attack when I feel like I cant breathe',
  'how can I stop my nosebleeds in winter',
  'I am so tired I could die lol',
  'this heat is killing me',
  'my blood sugar is always high in the morning, around 130',
  { text: '¿el ibuprofeno es malo para el corazón?', language: 'es' },
  { text: 'comment faire baisser sa tension naturellement ?', language: 'fr' },
  { text: 'ist Kaffee schlecht für das Herz?', language: 'de' },
  { text: 'posso tomar vitamina D todos os dias?', language: 'pt' },
];
