/**
 * A twelfth fresh held-out batch (split 'test'): indirect descriptions of signs, text-speak,
 * passive and oblique crisis wording, caregivers writing about someone else, all five languages,
 * hard negatives. Measured first as written (see ADR 0010).
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies12: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'feels like an elephant on my chest and im sweating',
    'my mom 68 has chest pain and her arm hurts and shes throwing up pls help',
    { text: 'meu marido está com uma dor forte no peito e suando frio', language: 'pt' },
  ],
  stroke: [
    'grandpa’s face looks droopy on the left and hes drooling',
    'my husband is confused and cant say the words he wants and his arm is weak',
    'sudden worst headache of my life and i threw up',
    { text: 'ma femme ne peut plus lever le bras gauche', language: 'fr' },
    { text: 'meine Oma spricht verwaschen und ihr Gesicht hängt auf einer Seite', language: 'de' },
  ],
  breathing: [
    'cant catch my breath even sitting down and my lips are going grey',
    'my toddler is struggling to breath and making a whistling noise',
    { text: 'je n’arrive plus à respirer', language: 'fr' },
  ],
  allergy: [
    'lip swelling and throat itchy after eating kiwi and voice changing',
    'my wife is allergic to penicillin and took amoxicillin now her face is swelling',
    { text: 'a minha garganta está a fechar depois de comer amendoim', language: 'pt' },
  ],
  overdose: [
    'took most of a bottle of ibuprofen',
    'my teenager took 20 tylenol',
    'grandad took his heart pills twice and now his pulse is really slow and he feels faint',
    'my kid ate a bunch of gummy vitamins and melatonin',
    { text: 'ma fille a pris plusieurs comprimés de somnifères', language: 'fr' },
  ],
  poisoning: [
    'my daughter drank some lamp oil and is coughing',
    'baby licked rat poison pellets',
    'roommate drank antifreeze',
    { text: 'mi hijo se bebió el limpiador del baño', language: 'es' },
  ],
  unconscious: [
    'my friend passed out and we cant wake him up',
    'baby is floppy and not responding',
    { text: 'meine Mutter ist bewusstlos', language: 'de' },
  ],
  seizure: [
    'my wife is convulsing and her lips are blue',
    'my son had a seizure and he wont wake up properly',
    { text: 'minha filha está tendo convulsões', language: 'pt' },
  ],
  bleeding: [
    'vomiting blood and feel faint',
    'blood everywhere from his leg i cant stop it',
    'my mum on blood thinners fell and hit her head and is bleeding a lot',
    { text: 'mi madre tiene las heces negras y toma sintrom', language: 'es' },
  ],
  self_harm: [
    'i hope i just dont wake up',
    'everyone would be happier without me around',
    'whats the lethal dose of amitriptyline',
    'i have been giving my stuff away',
    'i bought a rope today and i know where',
    'i have decided tonight is the night',
    'cant do this no more i want to die',
    'i’m thinking about ending my life',
    'i want to hurt myself',
    { text: 'estoy pensando en quitarme la vida', language: 'es' },
    { text: 'je pense au suicide', language: 'fr' },
    { text: 'ich möchte nicht mehr aufwachen', language: 'de' },
    { text: 'penso em me matar', language: 'pt' },
  ],
  hypoglycaemia: ['my diabetic dad is sweating and acting drunk and his sugar is 38'],
  hyperglycaemia: ['my sugar is reading HI and i feel really sick and breathing fast'],
  hypertensive_crisis: ['my bp is 230/140 and i have a terrible headache', 'pregnant bp 170/115 and seeing spots'],
};

export const freshNegatives12: readonly (string | { text: string; language: 'es' | 'fr' | 'de' | 'pt' })[] = [
  'leg day killed me',
  'i nearly died laughing at that video',
  'my heart skipped a beat when i saw her',
  'what happens during a seizure',
  'how do i know if i am having a heart attack',
  'my cat knocked over my pills, how do i clean them up',
  'i’m drowning in work this week',
  'what is the lethal dose of caffeine for a cat',
  'my son swallowed his gum is that ok',
  'i feel like i could sleep forever after that flight',
  'i gave away my old clothes to charity',
  'im writing goodbye cards for my colleague who is retiring',
  'the comedian absolutely killed it',
  'how to lower blood pressure naturally',
  'my asthma is well controlled these days',
  { text: '¿qué hacer si alguien tiene una convulsión?', language: 'es' },
  { text: 'ich habe einen Mordshunger', language: 'de' },
  { text: 'je suis mort de fatigue', language: 'fr' },
];
