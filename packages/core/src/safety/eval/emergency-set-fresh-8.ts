/**
 * An eighth fresh held-out batch (split 'test'), every category and language mixed; written after
 * the seventh batch had been measured and the other languages widened, never tuned on before
 * its first measurement.
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies8: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: ['dad says his chest feels like its being crushed and hes throwing up', { text: 'tengo presión en el pecho y sudor frío', language: 'es' }],
  stroke: [
    'my wife looks like one side of her face has dropped and she is mumbling',
    'mum suddenly cant understand me and cant lift her right arm',
    { text: 'mon père a la moitié du visage paralysée', language: 'fr' },
  ],
  breathing: ['my baby is struggling to breathe and the skin under her ribs is pulling in', { text: 'ich ersticke, ich bekomme keine Luft', language: 'de' }],
  allergy: ['after the injection my face and throat started swelling', { text: 'se me cierra la garganta', language: 'es' }],
  overdose: [
    'my girlfriend just swallowed a handful of my tramadol',
    'I took 3 times my dose of insulin',
    { text: 'il a pris trop de médicaments', language: 'fr' },
    { text: 'meu irmão tomou uma caixa inteira de remédios', language: 'pt' },
  ],
  poisoning: ['my little boy had a sip of antifreeze', { text: 'mi bebé se comió un trozo de jabón de lavavajillas', language: 'es' }],
  unconscious: ['grandma fell and now shes not answering and her eyes are closed', { text: 'meu marido desmaiou e não acorda', language: 'pt' }],
  seizure: ['my friend is on the floor fitting', { text: 'mein Sohn hat Krämpfe und reagiert nicht', language: 'de' }],
  bleeding: [
    'my period is so heavy I am soaking a pad every 20 minutes and feel dizzy',
    'on rivaroxaban and I fell and banged my head',
    { text: 'mi padre está vomitando algo como posos de café', language: 'es' },
  ],
  self_harm: [
    'i just cant see a future for myself, i think about ending things',
    'i wrote a note for my parents',
    'would 50 paracetamol be enough',
    { text: 'je veux mourir, je ne supporte plus rien', language: 'fr' },
    { text: 'ich habe Tabletten gesammelt, um mich umzubringen', language: 'de' },
    { text: 'não quero mais acordar', language: 'pt' },
  ],
  hypoglycaemia: ['diabetic friend is shaky and not making sense, sugar reads 2.7'],
  hyperglycaemia: ['my sugar is 27 mmol and i feel confused and keep vomiting'],
  hypertensive_crisis: ['bp 210/120 and my face feels numb'],
};

export const freshNegatives8: readonly Phrasing[] = [
  'I wrote a note for my parents about the party',
  'would 50 grams of protein be enough for breakfast',
  'my chest feels crushed after leg day and squats, is that normal',
  'I fell over yesterday and grazed my knee',
  'my period is heavy on the first day, any tips',
  'is 3 times a week enough exercise',
  'i cant see a future where i enjoy kale',
  { text: 'tengo un poco de tos', language: 'es' },
  { text: 'mon fils a un peu de fièvre', language: 'fr' },
  { text: 'ich habe Muskelkater in der Brust', language: 'de' },
  { text: 'meu pai tem pressão alta, o que ele deve comer?', language: 'pt' },
];
