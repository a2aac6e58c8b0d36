/**
 * A nineteenth fresh held-out batch (split 'test'), written after batch 18 was committed and before
 * any fix it prompted, the way stressed people type (typos, no punctuation, slang, third person,
 * numbers, brand names), and measured once as written (see ADR 0010): routed 40 of 64 emergencies
 * (62.5 %), 1 of 26 false alarms ("stung by a bee last summer … do i need an epipen"). (Five short
 * foreign phrasings that repeated the train/dev split were swapped for new ones before any fix;
 * with the repeats it was 41 of 64.) Misses: dose
 * errors (methadone, calpol, warfarin, lithium, digoxin, percocet with beer, Portuguese "cartela"),
 * warning clusters (gas smell + several people sick, diabetic + sweaty/confused, ketones 3.8, a
 * grape and turning purple, hives + hoarse voice), red flags on a vague complaint, and German,
 * Portuguese and crisis wordings (standing on the bridge, "esta noche me voy a tomar todas las pastillas").
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies19: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'dad grey and sweaty says his chest feels like a vice been 30 min',
    'sharp pain left side of chest going down my arm cant catch my breath',
    'my heart is pounding out of my chest and everything went dim i almost blacked out',
    'mum has jaw ache and feels sick and clammy, she had a stent last year',
    { text: 'mi papá tiene dolor de pecho muy fuerte y está sudando frío', language: 'es' },
  ],
  stroke: [
    'grandpas mouth is drooping on the left and hes not making sense',
    'my wife suddenly cant find her words and her right hand wont work',
    'husband woke up and his face looks weird one side and he keeps dropping his cup',
    { text: 'meine Mutter kann plötzlich nicht mehr richtig sprechen und ihr Gesicht hängt', language: 'de' },
  ],
  breathing: [
    'my son swallowed a grape and hes turning purple',
    'asthma so bad used my blue inhaler 10 times no change',
    'cant get a breath in my chest is so tight help',
    'grandma with copd is gasping and her lips look grey',
    { text: 'mon fils n’arrive plus à respirer il devient bleu', language: 'fr' },
  ],
  allergy: [
    'ate a cookie that had peanuts, my lips are swelling and im wheezy',
    'wasp sting on my neck now my face is swelling up and i feel lightheaded',
    'gave my son amoxicillin and hes got hives all over and his voice is hoarse',
    'my girlfriend ate shrimp now her eyes are swollen shut and shes throwing up',
    { text: 'mi hija comió cacahuete y se le hincha la cara y no puede respirar bien', language: 'es' },
  ],
  overdose: [
    'i took 2 of my methadone doses by mistake and i feel really sleepy',
    'gave my baby 10ml calpol instead of 2.5 and shes very sleepy',
    'my mum took her whole week of warfarin at once she got confused with the pill box',
    'i think i took double my lithium and im shaking and throwing up',
    'took like 6 percs and some beers cant keep my eyes open',
    'my nan took her digoxin twice today and now she says everything looks yellow',
    'swallowed a pack of nurofen plus',
    { text: 'tomei uma cartela inteira de rivotril', language: 'pt' },
  ],
  poisoning: [
    'toddler drank some of the dishwasher rinse aid',
    'my kid had a sip of lamp oil and is coughing',
    'heater in the flat smells of gas and me and my husband are dizzy and sick',
    'son licked a laundry pod and is drooling a lot',
    { text: 'mon bébé a bu de l’eau de javel', language: 'fr' },
  ],
  unconscious: [
    'my dad is slumped over the steering wheel and wont answer',
    'boyfriend went down at the party and we cant wake him up',
    'found nan collapsed in the bathroom shes breathing but not answering',
    { text: 'minha mãe desmaiou e não acorda', language: 'pt' },
  ],
  seizure: [
    'my brother is on the floor shaking and his lips are turning blue',
    'baby has a temp of 40 and her arms and legs are twitching she wont look at me',
    'epileptic friend had 2 seizures back to back and hasnt woken between them',
    { text: 'mi hijo se puso rígido y está temblando sin parar, no responde', language: 'es' },
  ],
  bleeding: [
    'been throwing up what looks like coffee grounds and im dizzy',
    'nosebleed going 45 mins on eliquis',
    'my dad fell off the ladder and theres blood pouring out his head',
    'im 8 weeks pregnant bleeding through a pad every hour',
    { text: 'ich blute stark aus einer Schnittwunde am Arm und es hört nicht auf', language: 'de' },
  ],
  self_harm: [
    'i cant do this anymore i have a bottle of pills next to me',
    'nobody would even notice if i was gone',
    'been stockpiling my meds for weeks so i can end it',
    'tonight im going to do it i already said bye to my cat',
    'im standing on the bridge right now',
    'i want to hurt myself really bad right now',
    { text: 'ya no aguanto más, esta noche me voy a tomar todas las pastillas', language: 'es' },
    { text: 'ich habe keine Kraft mehr und will einfach nicht mehr aufwachen', language: 'de' },
    { text: 'je pense à en finir ce soir', language: 'fr' },
  ],
  hypoglycaemia: [
    'my type 1 son is shaky sweaty and acting drunk his dex says 42',
    'sugar dropped to 2.4 after my insulin and im sweating and cant think straight',
    'diabetic mum is really confused and sweating loads and wont drink the juice',
    'my libre says LO and im trembling',
  ],
  hyperglycaemia: [
    'sugars been over 400 all day keep vomiting and my breath smells like nail polish',
    'type 1 daughter vomiting breathing deep and fast, ketones 3.8',
    'my blood sugar is 28 mmol and im so thirsty and confused',
  ],
  hypertensive_crisis: [
    'bp 220/130 and my head is pounding and i see spots',
    'my dads blood pressure is 200 over 120 and hes confused',
    'pressure 185/125 and my chest hurts and im short of breath',
  ],
};

export const freshNegatives19: readonly Phrasing[] = [
  'what happens if you take insulin twice by accident',
  'how do i know if i am having an allergic reaction to amoxicillin',
  'last year i passed out at a concert from the heat, should i see a doctor',
  'my friend told me her dad had a stroke last month, how can i support her',
  'does black stool always mean bleeding or can iron pills cause it',
  'what are the signs of carbon monoxide poisoning',
  'my cgm said 3.9 before bed, is that too low',
  'can i drink alcohol while taking oxycodone after surgery',
  'i almost died laughing at that video',
  'this exam is going to give me a heart attack',
  'my blood pressure is 142/91 is that high',
  'my sugar was 260 after pizza but i feel fine',
  'my son choked on a grape yesterday but coughed it out, how do i prevent it',
  'i got stung by a bee last summer and it swelled a bit, do i need an epipen',
  'what is a normal heart rate when running',
  'is fruity breath a sign of diabetes',
  'i double checked my pills and i only took one',
  'im so hungry i could pass out lol',
  'my grandma takes digoxin, what foods should she avoid',
  'which painkiller is safest with warfarin',
  'my character in the novel overdoses, how would that look',
  'the smoke alarm went off because i burnt toast',
  { text: 'mi abuelo tuvo un infarto hace años, qué dieta le conviene', language: 'es' },
  { text: 'j’ai un peu de fièvre depuis hier', language: 'fr' },
  { text: 'Wie hoch sollte der Blutdruck sein?', language: 'de' },
  { text: 'qual o melhor remédio para dor de cabeça', language: 'pt' },
];
