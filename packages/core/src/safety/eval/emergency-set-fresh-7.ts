/**
 * A seventh fresh held-out batch (split 'test'): more crisis wording and more of the other
 * languages; written after the sixth batch had been measured and never tuned on before its first
 * measurement.
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies7: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  self_harm: [
    'nobody would care if i died',
    'i keep hurting myself to feel something',
    'what happens if you take a whole bottle of sleeping pills, asking because i want to',
    'i have a plan to end my life',
    'i am not going to be around much longer, i have made my peace',
    'the world would be better without me in it',
    'i am so done with life',
    'i want to go to sleep forever',
    { text: 'quiero quitarme la vida', language: 'es' },
    { text: 'no veo razón para seguir viviendo', language: 'es' },
    { text: "j'ai envie de mourir", language: 'fr' },
    { text: 'personne ne me regretterait si je disparaissais', language: 'fr' },
    { text: 'ich sehe keinen Sinn mehr im Leben', language: 'de' },
    { text: 'ich will einfach nicht mehr', language: 'de' },
    { text: 'penso em me matar todos os dias', language: 'pt' },
    { text: 'seria melhor se eu morresse', language: 'pt' },
  ],
  overdose: [
    { text: 'mi novio se tomó como 20 pastillas de clonazepam', language: 'es' },
    { text: 'meine Mutter hat zu viele Schlaftabletten genommen und ist sehr müde', language: 'de' },
    { text: 'a minha filha engoliu comprimidos da avó', language: 'pt' },
  ],
  poisoning: [{ text: 'mon fils a bu du produit vaisselle', language: 'fr' }],
  stroke: [
    { text: 'mi mamá tiene la cara caída de un lado', language: 'es' },
    { text: 'meine Oma kann nicht mehr richtig sprechen und ihr Arm ist schlaff', language: 'de' },
  ],
  cardiac: [{ text: "mon mari a une douleur thoracique très forte et il transpire", language: 'fr' }],
  unconscious: [{ text: "mon père est tombé et il ne répond pas", language: 'fr' }],
  bleeding: [{ text: 'sangra muchísimo y no para, toma warfarina', language: 'es' }],
  breathing: [{ text: 'minha mãe não consegue respirar direito e está com os lábios roxos', language: 'pt' }],
};

export const freshNegatives7: readonly Phrasing[] = [
  'I am so done with this weather',
  'nobody would care if I skipped the gym today',
  'my plan to end my sugar habit starts monday',
  'I want to go to sleep earlier, any tips',
  { text: 'estoy muerto de cansancio después del trabajo', language: 'es' },
  { text: "je meurs de faim, une idée de collation saine ?", language: 'fr' },
  { text: 'ich bin todmüde, was hilft?', language: 'de' },
  { text: 'estou morrendo de sono o dia todo', language: 'pt' },
];
