/** German and Portuguese phrasings (emergencies by category, then messages that must not be routed). Written for this set. */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

type LanguageSet = { emergencies: Partial<Record<EmergencyCategory, readonly Phrasing[]>>; negatives: readonly string[] };

export const germanSet: LanguageSet = {
  emergencies: {
    cardiac: ['Ich habe starke Brustschmerzen und schwitze', 'mein Vater hat Druck auf der Brust, der in den linken Arm zieht', 'ich glaube, ich habe einen Herzinfarkt', 'meine Brust tut so weh und mir ist übel'],
    stroke: ['bei meiner Mutter hängt der Mundwinkel und sie spricht undeutlich', 'mein Opa kann seinen Arm nicht mehr heben', 'ich glaube, mein Mann hat einen Schlaganfall', 'sein Gesicht ist plötzlich schief und er redet wirr'],
    breathing: ['ich kann nicht atmen', 'mein Sohn bekommt keine Luft mehr, seine Lippen sind blau', 'meine Oma hat starke Atemnot und kann nicht sprechen', 'das Baby erstickt an einem Stück Apfel'],
    allergy: ['mein Hals schwillt zu nach den Erdnüssen', 'die Zunge meiner Tochter ist geschwollen, soll ich den EpiPen nehmen?', 'anaphylaktischer Schock nach Wespenstich'],
    overdose: ['ich habe die ganze Packung Paracetamol genommen', 'mein Kind hat Tabletten von der Oma verschluckt', 'ich habe 30 Schlaftabletten geschluckt', 'mein Freund hat eine Überdosis genommen'],
    poisoning: ['mein Sohn hat Putzmittel getrunken', 'mein Baby hat eine Knopfzelle verschluckt', 'ich glaube, ich habe eine Vergiftung von Pilzen, mir ist schwindelig'],
    unconscious: ['mein Vater ist bewusstlos', 'meine Frau reagiert nicht und wacht nicht auf', 'er atmet nicht'],
    seizure: ['mein Sohn hat einen Krampfanfall', 'meine Schwester krampft und zuckt am ganzen Körper'],
    bleeding: ['die Wunde blutet stark und hört nicht auf zu bluten', 'ich nehme Marcumar und habe mich geschnitten, es blutet ununterbrochen', 'mein Vater erbricht Blut', 'ich nehme Eliquis und habe schwarzen Stuhl und mir ist schwindelig'],
    self_harm: ['ich will nicht mehr leben', 'ich möchte sterben', 'ich will nicht mehr aufwachen', 'ich denke an Selbstmord', 'alle wären ohne mich besser dran', 'was ist die tödliche Dosis von Paracetamol', 'ich will mir etwas antun'],
    hypoglycaemia: ['mein Sohn ist Diabetiker, Blutzucker 40 und er ist verwirrt und zittert'],
  },
  negatives: [
    'was sind die Symptome eines Schlaganfalls?',
    'mein Vater hatte vor Jahren einen Herzinfarkt, was soll er essen?',
    'kann ich Ibuprofen mit Marcumar nehmen?',
    'meine Brust ist nach dem Bankdrücken verspannt, Muskelkater',
    'was tun, wenn jemand sich verschluckt?',
    'ich sterbe vor Hunger, was ist ein gesunder Snack?',
    'mein Blutzucker war 140 nach dem Essen, ist das okay?',
    'wie viel Paracetamol darf man am Tag nehmen?',
    'ich habe keine Brustschmerzen, nur Müdigkeit',
    'welche Vitamine helfen gegen Stress?',
    'mein Blutdruck ist 130/85, ist das normal?',
    'wie kann ich besser schlafen?',
  ],
};

export const portugueseSet: LanguageSet = {
  emergencies: {
    cardiac: ['estou com uma dor muito forte no peito e suando frio', 'o meu pai tem um aperto no peito que vai para o braço esquerdo', 'acho que estou tendo um infarto', 'dor no peito e falta de ar agora'],
    stroke: ['a minha mãe está com a boca torta e a fala enrolada', 'meu avô não consegue levantar o braço', 'acho que o meu marido está tendo um AVC', 'de repente o rosto dela ficou caído de um lado'],
    breathing: ['não consigo respirar', 'meu filho está sufocando, os lábios estão roxos', 'minha avó está com muita falta de ar e não consegue falar', 'o bebê está engasgado'],
    allergy: ['a minha garganta está inchando depois de comer camarão', 'os lábios da minha filha estão inchados, uso a caneta de adrenalina?', 'choque anafilático, picada de abelha'],
    overdose: ['tomei a caixa inteira de paracetamol', 'meu filho de 2 anos engoliu os comprimidos da avó', 'tomei 30 comprimidos para dormir', 'meu amigo teve uma overdose e está muito sonolento'],
    poisoning: ['a minha filha bebeu lixívia', 'meu bebê engoliu uma pilha', 'meu filho bebeu água sanitária'],
    unconscious: ['meu pai desmaiou e não responde', 'a minha mãe está inconsciente', 'ele parou de respirar'],
    seizure: ['meu filho está tendo uma convulsão', 'a minha irmã está com uma crise epiléptica agora'],
    bleeding: ['estou sangrando muito e não para de sangrar', 'tomo varfarina e me cortei, sangra sem parar', 'estou vomitando sangue', 'tomo xarelto e as fezes estão pretas e estou tonto'],
    self_harm: ['quero morrer', 'não quero mais viver', 'não quero acordar amanhã', 'estou pensando em suicídio', 'todos ficariam melhor sem mim', 'qual é a dose letal de paracetamol', 'quero me machucar'],
    hypoglycaemia: ['meu filho é diabético, a glicemia está 40 e ele está confuso e suando'],
  },
  negatives: [
    'quais são os sintomas de um AVC?',
    'meu pai teve um infarto há anos, o que ele deve comer?',
    'posso tomar ibuprofeno com varfarina?',
    'meu peito está dolorido depois do supino na academia',
    'o que fazer se alguém engasgar?',
    'estou morrendo de vontade de provar esse bolo',
    'minha glicemia estava 140 depois do almoço, é normal?',
    'qual é a dose máxima de paracetamol por dia?',
    'não tenho dor no peito, só cansaço',
    'que vitaminas ajudam com o estresse?',
    'minha pressão está 13 por 8, está bom?',
    'como posso dormir melhor?',
  ],
};
