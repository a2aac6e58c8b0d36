/**
 * A fifteenth fresh held-out batch (split 'test'), written after the batch 14 fixes and measured
 * once as written, before any change it might prompt (see ADR 0010).
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies15: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'my partner says his chest is really heavy and hes gone a funny colour',
    'severe chest tightness woke me up and my jaw aches',
    'mum 72 complaining of indigestion that wont go away and is sweating and breathless',
    { text: 'mi marido se queja de una presión fuerte en el pecho y está sudando', language: 'es' },
  ],
  stroke: [
    'my husband cant smile on the right side and his speech is off',
    'grandma cant find her words and her left leg gave way',
    'she suddenly cant read and her face droops',
    'my dad is dragging his leg and his mouth is lopsided',
    { text: 'mein Opa hat plötzlich einen hängenden Mundwinkel und kann den Arm nicht heben', language: 'de' },
    { text: 'a minha mãe está com a fala enrolada e a boca torta', language: 'pt' },
  ],
  breathing: [
    'my toddler inhaled a peanut and is coughing and wheezing',
    'i cant breathe properly lying down or sitting and lips tingling',
    'baby keeps pausing her breathing and going blue',
    { text: 'mon bébé a du mal à respirer et ses côtes se creusent', language: 'fr' },
  ],
  allergy: [
    'hives all over and my throat is tight after the bee sting',
    'son with nut allergy ate a brownie and says his mouth feels weird and he is coughing a lot',
    'face puffed up like a balloon after the antibiotic',
    { text: 'me picó una avispa y se me hincha la lengua', language: 'es' },
  ],
  overdose: [
    'i took all 30 of my citalopram',
    'my grandson ate some of my blood pressure pills',
    'took 4 times my dose of metoprolol',
    'i swallowed a lot of benadryl to sleep and my heart is racing',
    { text: 'meine Tochter hat die Tabletten von Oma geschluckt', language: 'de' },
    { text: 'tomé muchas pastillas para dormir', language: 'es' },
  ],
  poisoning: [
    'my son drank something from the bottles under the bathroom sink',
    'my toddler put a laundry pod in his mouth and bit it',
    'my husband has been breathing in car exhaust in the garage',
    { text: 'minha filha bebeu água sanitária', language: 'pt' },
  ],
  unconscious: [
    'our grandma is unconscious on the bed',
    'hes lying there and i cant wake him up at all',
    { text: 'mon frère est tombé et ne se réveille pas', language: 'fr' },
  ],
  seizure: [
    'my wife is epileptic and shes been fitting for over 5 minutes',
    'toddler shaking and eyes rolling up with a fever',
    { text: 'mi padre está convulsionando en el suelo', language: 'es' },
  ],
  bleeding: [
    'i am on apixaban and cut my finger and it wont stop',
    'bleeding heavily after my tooth was pulled, and i take warfarin',
    'throwing up dark brown stuff like coffee grounds',
    { text: 'Mein Vater erbricht Blut', language: 'de' },
  ],
  self_harm: [
    'i have a plan to kill myself',
    'if i take all these pills it would be over',
    'im done with everything and i have the rope',
    'honestly whats even the point of me being alive',
    'i made my peace and i’m ready to go',
    'i think i want to die',
    'nobody will miss me when im gone',
    'im going to drive my car off the road',
    'i want to cut myself',
    'goodbye everyone, thank you for everything',
    { text: 'pienso en tirarme del puente', language: 'es' },
    { text: 'je n’en peux plus, je veux en finir avec tout', language: 'fr' },
    { text: 'ich möchte einfach nur sterben', language: 'de' },
    { text: 'não aguento mais, vou me matar', language: 'pt' },
  ],
  hypoglycaemia: ['his sugar was 31 and he is fitting', 'my daughter is type 1 sugar LOW and she is very drowsy'],
  hyperglycaemia: ['bg 28 mmol and i keep vomiting and my breath smells fruity'],
  hypertensive_crisis: ['bp 240/130 and my chest hurts'],
};

export const freshNegatives15: readonly (string | { text: string; language: 'es' | 'fr' | 'de' | 'pt' })[] = [
  'the workout was a killer, my chest is burning from the push ups',
  'this homework is going to be the death of me',
  'i would kill for a coffee',
  'how do you treat a bee sting',
  'i took 2 paracetamol for my headache',
  'my heart broke when my dog died',
  'what is the normal resting heart rate',
  'i feel like im drowning in emails',
  'my son ate a crayon, do i need to worry',
  'i was so embarrassed i wanted to die lol',
  'can stress cause chest pain',
  'my stroke rehab is going well',
  'im bleeding my radiators today',
  'i need to lose weight before my surgery',
  'is it bad to take ibuprofen every day',
  { text: 'me muero por unas vacaciones', language: 'es' },
  { text: 'je suis crevé', language: 'fr' },
  { text: 'wie viel Paracetamol darf ich nehmen?', language: 'de' },
  { text: 'qual é a dose máxima de ibuprofeno?', language: 'pt' },
];
