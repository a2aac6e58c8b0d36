/**
 * A twentieth fresh held-out batch (split 'test'), written after the warning-cluster fixes that
 * batches 18 and 19 prompted, never tuned on, and measured once as written (see ADR 0010):
 * routed 45 of 63 emergencies (71.4 %), 1 of 24 false alarms ("i fainted once when i gave blood").
 * (Three phrasings that repeated earlier ones — two routed emergencies, one quiet negative — are
 * left out; with them it was 47 of 65 and 1 of 25.)
 * Misses: oblique wordings of known concepts (a heart "doing like 190" with white as a sheet, talking
 * rubbish, tongue "getting fat", "lungs closing", "face down not moving", a stab wound "pumping"),
 * slang (fent, drain unblocker, muddled), a wrong insulin, and German/Spanish dose and bleed wordings.
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies20: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: [
    'bf is 45 and says his chest feels like its being squashed and his left arm is dead',
    'woke up at 3am with pressure in my chest and throwing up, still there',
    'my moms heart is doing like 190 and shes white as a sheet and cant stand',
    'burning in the middle of my chest thats not going away with gaviscon and im sweaty and out of breath',
    { text: 'mon mari a une douleur dans la poitrine qui serre et il transpire beaucoup', language: 'fr' },
  ],
  stroke: [
    'my mum started talking rubbish out of nowhere and her right arm keeps falling',
    'grandad cant lift his left arm and his mouth is sagging since lunch',
    'i suddenly cant see out of half of my vision and my leg feels heavy',
    'my sister is 30 and all of a sudden she cant say words properly and her face is numb',
    { text: 'meu avô está com a boca torta e não consegue mexer o braço', language: 'pt' },
  ],
  breathing: [
    'my 4 yr old is working so hard to breathe her tummy is going in and out really fast',
    'he inhaled a peanut and is coughing nonstop and cant get air',
    'lungs feel like theyre closing and i cant talk more than two words',
    'nan on oxygen and shes blue round the mouth',
    { text: 'mein Vater bekommt keine Luft mehr und seine Lippen sind blau', language: 'de' },
  ],
  allergy: [
    'kid ate a cashew and now hes all blotchy and his eyes are puffy and hes coughing weird',
    'took a new painkiller and my tongue is getting fat and i feel like im gonna faint',
    'got bit by something in the garden now my whole arm and face are swelling and breathing is hard',
    'my sister has a peanut allergy and had a bite of satay and is scratching her throat and wheezing',
    { text: 'j’ai été piqué par une guêpe et ma gorge gonfle', language: 'fr' },
  ],
  overdose: [
    'i think my grandpa took all of his oxycontin at once hes really out of it',
    'took 20 benadryl to sleep and now im seeing things',
    'my brother did a bunch of fent and hes making snoring noises and wont wake',
    'gave my dog walker friend my xanax and she took 5 with wine and is slurring',
    'injected my bolus insulin instead of my night one',
    'my 14 yo said she swallowed a packet of paracetamol at school',
    'took my metoprolol 3 times today by mistake and my pulse is 38',
    { text: 'mi madre se tomó una caja entera de alprazolam', language: 'es' },
    { text: 'mein Mann hat versehentlich doppelt Insulin gespritzt und zittert', language: 'de' },
  ],
  poisoning: [
    'my 3 yo got into the cupboard and drank some drain unblocker',
    'toddler bit into a dishwasher tablet his mouth is red',
    'we were using a gas heater in the tent and now we all feel awful and dizzy',
    'i ate some mushrooms i picked and now im seeing double and throwing up',
  ],
  unconscious: [
    'my grandad went floppy in his chair and his eyes are open but hes not there',
    'roommate face down on the bathroom floor not moving',
    'my wife just dropped in the kitchen and isnt answering me',
    { text: 'mi padre se cayó y no reacciona', language: 'es' },
  ],
  seizure: [
    'my husband went rigid and is jerking on the bed and wont answer',
    'daughter having another fit, thats 3 in an hour',
    'my son with epilepsy has been fitting for 7 mins',
    { text: 'ma fille fait une crise d’épilepsie qui ne s’arrête pas', language: 'fr' },
  ],
  bleeding: [
    'glass went through my wrist theres blood everywhere',
    'im on xarelto and peeing blood with clots and feel weak',
    'my friend got stabbed in the leg its pumping',
    'had my baby 2 days ago and now soaking a pad every half hour',
    { text: 'mi abuelo vomita sangre oscura', language: 'es' },
  ],
  self_harm: [
    'i keep thinking everyone would be happier if i just disappeared for good',
    'ive got the rope ready',
    'i just swallowed everything in the medicine cabinet i dont want to be here',
    'im going to end it after everyone goes to sleep',
    'theres no way out for me anymore, i keep thinking about how to do it',
    'i want to stop existing',
    { text: 'no quiero seguir viva', language: 'es' },
    { text: 'eu não aguento mais viver', language: 'pt' },
  ],
  hypoglycaemia: [
    'my dad with type 2 on gliclazide is sweaty and really muddled',
    'reading is 2.6 and im sweating and shaking',
    'bg 45 shaking like a leaf',
  ],
  hyperglycaemia: [
    'my daughter is type 1 her sugars have been 25+ all day shes vomiting and breathing weird',
    'blood sugar 450 and i cant stop throwing up',
    'pump failed overnight and now my son has ketones of 4 and is being sick',
  ],
  hypertensive_crisis: [
    'bp 230/140 my head feels like its going to explode',
    'my mums blood pressure is 190/125 and she cant move her arm properly',
    { text: 'tengo la presión en 200/120 y me duele mucho el pecho', language: 'es' },
  ],
};

export const freshNegatives20: readonly Phrasing[] = [
  'my dad had a heart attack two years ago, what exercise is safe for him now',
  'can you overdose on caffeine',
  'i took my insulin late today, should i still eat lunch',
  'my blood sugar was 62 this morning after my run, ate a banana and im fine now',
  'is it normal for my heart to race after coffee',
  'my toddler put a crayon in her mouth, is that dangerous',
  'the smell of gas in our street is the gas company working on the pipes',
  'my friend had a seizure last year, how can i help if it happens again',
  'what is the max dose of tylenol per day',
  'i feel like dying when my alarm goes off lol',
  'the movie was so bad i wanted to kill myself haha',
  'my blood pressure is 155/95 and i feel fine',
  'my stool is black since i started taking iron',
  'my son choked on his water but is fine now',
  'is it safe to mix ibuprofen and paracetamol',
  'my dog ate chocolate what should i do',
  'i cut my finger chopping onions, it stopped bleeding',
  'my grandma has type 2 diabetes, what snacks are good',
  'does alcohol interact with my sertraline',
  'i fainted once when i gave blood',
  { text: 'mi madre toma warfarina, puede comer espinacas', language: 'es' },
  { text: 'est-ce que le paracétamol fait baisser la fièvre', language: 'fr' },
  { text: 'Mein Blutdruck ist 130/85, ist das okay?', language: 'de' },
  { text: 'posso tomar ibuprofeno com dipirona', language: 'pt' },
];
