/**
 * A thirteenth fresh held-out batch (split 'test'), written after the fixes prompted by batches
 * 10–12 and measured once as written, before any change it might prompt (see ADR 0010): new
 * wordings in every category and all five languages, with hard negatives.
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies13: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'my stepdad is grey and sweaty and says his chest feels like its in a vice',
    'sharp pain center of chest spreading to my back and i feel like passing out',
    'im 55 and have this tight band feeling across my chest for half an hour now',
    { text: 'j’ai une douleur qui serre dans la poitrine et mon bras gauche est engourdi', language: 'fr' },
  ],
  stroke: [
    'my nan woke up and one side of her mouth is hanging down and she is dribbling',
    'brother cant hold his coffee cup his hand just drops it and his words sound drunk but he hasnt drunk',
    'dad keeps saying the wrong words and cant raise both arms',
    'suddenly cant feel the left side of my body',
    { text: 'mi madre tiene la cara torcida y no entiende lo que le digo', language: 'es' },
    { text: 'o meu pai de repente não mexe o braço esquerdo', language: 'pt' },
  ],
  breathing: [
    'my 4 month old is breathing so fast and her belly is heaving and she wont feed',
    'asthma attack and ive used the blue inhaler 10 times and still cant breathe',
    'husband choked on a piece of steak and cant talk',
    { text: 'mein Baby atmet ganz schwer und die Lippen werden blau', language: 'de' },
  ],
  allergy: [
    'ate something with sesame and my throat feels scratchy and closing and im dizzy',
    'my daughters eyes are swollen shut and shes wheezing after the wasp sting',
    'used my epipen 5 min ago still feel awful',
    { text: 'mi hijo comió cacahuete y se le está hinchando la cara', language: 'es' },
  ],
  overdose: [
    'i downed a whole pack of co codamol',
    'my mom with dementia took her whole weekly pill organizer at once',
    'toddler found the melatonin gummies and ate maybe 10',
    'he took way more tramadol than prescribed and is really sleepy and his breathing is slow',
    { text: 'ich habe viel zu viele Schmerztabletten genommen', language: 'de' },
    { text: 'ela engoliu um monte de comprimidos', language: 'pt' },
  ],
  poisoning: [
    'my son sprayed bug spray in his mouth',
    'my kid drank from a bottle of vape juice',
    'grandad drank weedkiller from the shed thinking it was juice',
    { text: 'mon fils a bu de l’eau de javel', language: 'fr' },
  ],
  unconscious: [
    'my wife fainted and shes still not responding after 2 minutes',
    'found him slumped in the car wont answer me',
    { text: 'mi padre se cayó y no responde', language: 'es' },
  ],
  seizure: [
    'my baby has a high fever and is stiff and shaking',
    'my friend is on the floor twitching and not responding',
    { text: 'mein Sohn krampft und reagiert nicht', language: 'de' },
  ],
  bleeding: [
    'i keep coughing up blood',
    'my grandma takes warfarin and her gums wont stop bleeding and there is blood in her pee',
    'poo has been pitch black and smells weird and i feel faint',
    { text: 'meu avô toma varfarina e está com fezes pretas', language: 'pt' },
  ],
  self_harm: [
    'honestly i hope tomorrow never comes for me',
    'i am going to take all my pills tonight',
    'im tired of everything i just want to disappear forever',
    'what is the most painless way to die',
    'i put my affairs in order and wrote to my kids',
    'my life insurance will cover them when im gone',
    'i have been looking at how high the bridge is',
    'i dont think ill be around much longer',
    'no one would even notice if i was gone for good',
    'i keep cutting my arms',
    { text: 'me quiero morir ya no aguanto', language: 'es' },
    { text: 'je n’ai plus envie de me réveiller', language: 'fr' },
    { text: 'ich habe Tabletten gesammelt, um es zu beenden', language: 'de' },
    { text: 'quero acabar com tudo', language: 'pt' },
  ],
  hypoglycaemia: ['my diabetic son is pale sweaty and acting weird his bg is 2.5', 'my sugar is 40 and im shaking'],
  hyperglycaemia: ['glucose is 520 and she is very drowsy and breathing deep'],
  hypertensive_crisis: ['my blood pressure is 195/125 and my left arm is numb'],
};

export const freshNegatives13: readonly (string | { text: string; language: 'es' | 'fr' | 'de' | 'pt' })[] = [
  'squats and deadlifts today my legs are dead',
  'this song is killing me in the best way',
  'what should i do if my child swallows a coin?',
  'what are the symptoms of anaphylaxis',
  'i think i ate too much pizza lol',
  'my heart is racing because i have a job interview',
  'took my blood pressure, its 122/80',
  'i had a seizure 10 years ago and now i want to start driving',
  'i cut myself shaving this morning',
  'how many mg of ibuprofen can i take for a headache',
  'my dad has heart failure, what foods should he avoid',
  'i want to kill this cold fast',
  'we are dying of laughter over here',
  'i blacked out on the details of the meeting',
  'my grandpa passed away peacefully last month',
  { text: 'me muero de sueño', language: 'es' },
  { text: 'quels sont les symptômes d’un AVC ?', language: 'fr' },
  { text: 'ich bin total fertig nach dem Training', language: 'de' },
  { text: 'como reconhecer um infarto?', language: 'pt' },
];
