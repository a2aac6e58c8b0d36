/**
 * A fifth fresh held-out batch (split 'test'): the other languages written casually (no accents,
 * typos), readings, and the smaller categories; written after the fourth batch had been measured
 * and never tuned on before its first measurement.
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies5: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    { text: 'me duele el pecho y el brazo izquierdo desde hace media hora', language: 'es' },
    { text: 'estou com dor no peito e falta de ar', language: 'pt' },
    { text: 'Druck auf der Brust und mir ist kalt und schweißig', language: 'de' },
  ],
  stroke: [
    { text: 'mi papa no puede hablar bien y tiene la boca chueca', language: 'es' },
    { text: 'ma grand-mère ne peut plus bouger le bras droit et elle parle mal', language: 'fr' },
  ],
  breathing: [
    { text: 'mi hija no puede respirar bien tiene asma y el inhalador no funciona', language: 'es' },
    { text: 'ele nao consegue respirar direito', language: 'pt' },
  ],
  overdose: [
    { text: 'me tome todas las pastillas que tenia', language: 'es' },
    { text: 'tomei muitos remedios de uma vez', language: 'pt' },
    { text: 'mon fils a pris les médicaments de sa grand-mère', language: 'fr' },
    { text: 'Ich habe zu viele Tabletten genommen', language: 'de' },
    'my uncle took double his heart medication and now his pulse is really slow and he feels faint',
  ],
  poisoning: [
    { text: 'mi hijo se tomó un poco de cloro', language: 'es' },
    'my son drank some of the e-liquid from my vape',
  ],
  unconscious: [{ text: 'mi padre se cayó y no se despierta', language: 'es' }, { text: 'mein Opa ist umgekippt und reagiert nicht', language: 'de' }],
  seizure: ['my son has epilepsy and the seizure wont stop', { text: 'mi hija tiene convulsiones', language: 'es' }],
  bleeding: [
    { text: 'estoy sangrando mucho de la nariz y tomo anticoagulantes', language: 'es' },
    { text: 'estou vomitando sangue desde manhã e estou tonto', language: 'pt' },
  ],
  self_harm: [
    { text: 'ya no aguanto mas, quiero desaparecer', language: 'es' },
    { text: 'je veux plus vivre', language: 'fr' },
    { text: 'ich will mich umbringen', language: 'de' },
    { text: 'nao aguento mais viver', language: 'pt' },
    'everyone would be relieved if i was gone',
  ],
  hypoglycaemia: [
    'my son has type 1, his cgm says 48 and he is slurring and sweaty',
    { text: 'mi esposo es diabetico y tiene el azucar en 35, esta confundido', language: 'es' },
  ],
  hyperglycaemia: ['sugar has been over 500 for hours, ketones large, throwing up'],
  hypertensive_crisis: [
    'my bp monitor says 186/124 and I have chest pain',
    { text: 'mi presion esta en 200/120 y me duele mucho el pecho', language: 'es' },
  ],
};

export const freshNegatives5: readonly Phrasing[] = [
  { text: 'me duele la cabeza un poco, que te recomiendas?', language: 'es' },
  { text: 'tengo tos y mocos desde hace dos dias', language: 'es' },
  { text: "j'ai un peu mal au ventre après le repas", language: 'fr' },
  { text: 'ich habe Kopfschmerzen nach der Arbeit', language: 'de' },
  { text: 'estou com dor nas costas depois da academia', language: 'pt' },
  { text: 'mi abuela toma sintrom, que alimentos debe evitar?', language: 'es' },
  'my cgm says 48 but I feel fine and a finger prick says 95',
  'bp 182/100 after coffee, no symptoms, will recheck',
  'my glucose was 260 after pizza, ketones negative, feel fine',
  'my grandpa takes digoxin, what should he avoid',
  'I vape, is it bad for my lungs',
  'how do I clean up bleach spilled on the floor safely',
];
