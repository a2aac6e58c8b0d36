/**
 * A sixteenth fresh held-out batch (split 'test'), written after the batch 15 fixes and measured
 * once as written, before any change it might prompt (see ADR 0010).
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies16: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'dad is having chest pains and his arm went numb he looks awful',
    'i have pain in chest like burning pressure and sweating a lot since 30 min',
    'grandma says her heart hurts and she feels like she is going to faint',
    { text: 'ma grand-mère a mal au cœur et à la poitrine, elle transpire beaucoup', language: 'fr' },
  ],
  stroke: [
    'my uncle cant keep his balance and his face looks uneven',
    'woke up and my left hand and leg are numb and i cant talk right',
    'her words are slurry and the right corner of her mouth droops',
    'grandpa looks confused and his arm is hanging limp',
    { text: 'mi tía tiene la mitad de la cara dormida y no puede hablar', language: 'es' },
    { text: 'meu marido está com o braço fraco e a fala esquisita', language: 'pt' },
  ],
  breathing: [
    'my baby is making a high pitched sound when breathing in and is struggling',
    'im having a really bad asthma attack and cant talk',
    'my grandma is gasping and her oxygen is 82',
    { text: 'mein Sohn hat einen Asthmaanfall und das Spray hilft nicht', language: 'de' },
  ],
  allergy: [
    'hands and face swelling up after eating cashews and throat is itchy',
    'my daughter got stung and now she has hives and is breathing funny',
    'feels like something stuck in my throat after the seafood and my lips are huge',
    { text: 'ma fille a les lèvres qui gonflent après avoir mangé des cacahuètes', language: 'fr' },
  ],
  overdose: [
    'my friend took a bunch of pills at the party and is barely awake',
    'i took 25 ibuprofen',
    'toddler drank from the open bottle of children’s tylenol',
    'accidentally gave my son a double dose of his adhd meds and hes really agitated',
    { text: 'mi padre se tomó por error el doble de su insulina y está sudando', language: 'es' },
    { text: 'ele tomou uma caixa de remédios', language: 'pt' },
  ],
  poisoning: [
    'my daughter swallowed a watch battery',
    'son ate some mushrooms from the yard and is throwing up',
    'roommate drank hand sanitizer and is vomiting',
    { text: 'mi bebé se tomó un trago de lejía', language: 'es' },
  ],
  unconscious: [
    'my partner went limp and isnt responding to me',
    'found my mom on the floor unresponsive',
    { text: 'mein Freund ist zusammengebrochen und wacht nicht auf', language: 'de' },
  ],
  seizure: [
    'my dad is having convulsions',
    'my daughter is jerking on the floor and her lips are blue',
    { text: 'o meu filho está a ter uma convulsão', language: 'pt' },
  ],
  bleeding: [
    'my wife is bleeding a lot after giving birth',
    'i take xarelto and i am peeing blood and feel dizzy',
    'blood keeps pouring from my nose and i’m on blood thinners',
    { text: 'ma mère saigne beaucoup et ça ne s’arrête pas', language: 'fr' },
  ],
  self_harm: [
    'i want to kill myself',
    'i think about dying every day',
    'i just need it all to stop permanently',
    'my family would be better off with the insurance money',
    'being alive is too much, i dont want it anymore',
    'how long does it take to die from an overdose',
    'i keep picturing my own funeral and i dont mind',
    'im scared of what i might do to myself tonight',
    'i wrote a note for my mum',
    'its all too much i want to end it',
    { text: 'no quiero despertar mañana', language: 'es' },
    { text: 'j’ai pensé à me tuer toute la journée', language: 'fr' },
    { text: 'am liebsten würde ich morgen nicht mehr aufwachen', language: 'de' },
    { text: 'quero tirar a minha vida', language: 'pt' },
  ],
  hypoglycaemia: ['bg 2.0 and my wife is not making sense', 'my son is diabetic and his sugar is 39 and he is pale and sweaty'],
  hyperglycaemia: ['sugar says HI and my daughter is vomiting and confused'],
  hypertensive_crisis: ['blood pressure 210 over 120 and numbness in my arm'],
};

export const freshNegatives16: readonly (string | { text: string; language: 'es' | 'fr' | 'de' | 'pt' })[] = [
  'this spicy food is killing me',
  'i killed it at the presentation',
  'what are the warning signs of sepsis',
  'i hate mondays so much',
  'i died a little inside when he said that',
  'my baby swallowed some bathwater, is that ok',
  'my blood sugar was 110 after lunch',
  'my dad had a heart attack 5 years ago and now eats healthier',
  'can you take aspirin for a heart attack',
  'how do i help a friend who is having suicidal thoughts',
  'i was choking on my coffee laughing',
  'my chest feels tight when i am anxious before exams, how do i calm down',
  'my nose bled for 2 minutes this morning and stopped',
  'i have a cold and my throat is scratchy',
  'i overslept and missed my bus',
  { text: 'estoy harta de mi trabajo', language: 'es' },
  { text: 'je suis morte de rire', language: 'fr' },
  { text: 'Wie senke ich meinen Blutdruck?', language: 'de' },
  { text: 'quais os efeitos colaterais da insulina?', language: 'pt' },
];
