/**
 * Everyday symptoms people ask relief for, with the usual over-the-counter options (substance ids
 * of the knowledge base, in the order pharmacists usually suggest them), library remedies with
 * their evidence, and self-care. The options are ranked for each person in compose-relief.ts.
 */
import type { SourceLike } from './answer';

export interface ReliefOption {
  /** Knowledge-base substance id. */
  id: string;
  /** How the answer names it. */
  label: string;
  note: string;
}

export interface Symptom {
  id: string;
  label: string;
  cue: RegExp;
  options: ReliefOption[];
  /** Library remedy ids (natural remedies with an evidence rating). */
  remedies: string[];
  selfCare: string[];
  seeDoctor: string;
  sources: SourceLike[];
}

const paracetamol: ReliefOption = { id: 'acetaminophen', label: 'Paracetamol (acetaminophen, Tylenol)', note: 'gentle on the stomach and does not thin the blood; keep within the daily limit on the label (lower with liver disease or heavy drinking).' };
const ibuprofen: ReliefOption = { id: 'ibuprofen', label: 'Ibuprofen (Advil, Motrin)', note: 'an NSAID: eases pain and swelling; take with food.' };
const naproxen: ReliefOption = { id: 'naproxen', label: 'Naproxen (Aleve)', note: 'a longer-acting NSAID.' };
const topicalNsaid: ReliefOption = { id: 'diclofenac', label: 'Diclofenac gel (Voltaren), rubbed on the painful joint', note: 'a topical NSAID: much less reaches the blood than with tablets, and it works well for knee and hand pain.' };
const aspirin: ReliefOption = { id: 'aspirin', label: 'Aspirin', note: 'an NSAID; not for under-16s.' };

const nhs = (title: string, path: string): SourceLike => ({ title: `NHS: ${title}`, url: `https://www.nhs.uk/${path}` });

export const symptoms: readonly Symptom[] = [
  {
    id: 'joint-pain', label: 'joint or muscle pain',
    cue: /\b(knee|knees|hip|hips|joint|joints|back|shoulder|neck|muscle|muscles|arthritis|sprain\w*|strain\w*|ankle|wrist|elbow)\b.*\b(pain|ache|aches|aching|hurts?|sore|stiff\w*)\b|\b(pain|ache|aches|aching|sore|stiff\w*)\b.*\b(knee|knees|hip|joint|joints|back|shoulder|neck|muscle|muscles|ankle|wrist|elbow)\b|\b(arthritis|backache|sprain\w*|knee pain)\b|\b(for|in|on) my (knee|knees|hip|hips|back|shoulder|neck|joints?|ankle|wrist|elbow)\b/,
    options: [paracetamol, topicalNsaid, ibuprofen, naproxen],
    remedies: ['heat-for-low-back-pain', 'turmeric-for-joint-pain', 'glucosamine-for-osteoarthritis', 'capsaicin-cream-for-pain'],
    selfCare: ['For a new sprain or strain: rest it, use an ice pack wrapped in a towel for up to 20 minutes every 2–3 hours for the first couple of days, and raise it.', 'For stiff joints: gentle movement, warmth and regular low-impact exercise (walking, swimming, cycling) help; strengthening the thigh muscles protects the knee.'],
    seeDoctor: 'See a doctor if the joint is hot, red and swollen, you cannot put weight on it, it follows a fall or injury with a crack or deformity, or the pain lasts more than 2 weeks.',
    sources: [nhs('Knee pain', 'conditions/knee-pain/'), nhs('Sprains and strains', 'conditions/sprains-and-strains/'), { title: 'NICE: Osteoarthritis in over 16s (NG226)', url: 'https://www.nice.org.uk/guidance/ng226' }],
  },
  {
    id: 'headache', label: 'a headache', cue: /\b(headaches?|migraines?|head (hurts|aches|pain))\b/,
    options: [paracetamol, ibuprofen, aspirin],
    remedies: ['magnesium-for-migraine', 'riboflavin-for-migraine', 'feverfew-for-migraine'],
    selfCare: ['Drink water, rest in a quiet dark room and avoid screens for a while.', 'Avoid taking pain relievers on more than 2–3 days a week: overuse can cause rebound headaches.'],
    seeDoctor: 'Get urgent help for a sudden, severe "worst ever" headache, or one with a stiff neck, fever, confusion, weakness or after a head injury.',
    sources: [nhs('Headaches', 'conditions/headaches/'), { title: 'MedlinePlus: Headache', url: 'https://medlineplus.gov/headache.html' }],
  },
  {
    id: 'period-pain', label: 'period pain', cue: /\b(period (pain|cramps?)|menstrual (pain|cramps?)|cramps? (from|during) my period|dysmenorrh\w*)\b/,
    options: [ibuprofen, naproxen, paracetamol],
    remedies: [],
    selfCare: ['A hot water bottle or heat pad on your tummy, a warm bath and gentle exercise all help.'],
    seeDoctor: 'See a doctor if the pain is severe, has changed, or comes with heavy bleeding or pain between periods.',
    sources: [nhs('Period pain', 'conditions/periods/period-pain/')],
  },
  {
    id: 'toothache', label: 'toothache', cue: /\b(toothache|tooth ?ache|tooth pain|dental pain|sore tooth|sore gums?)\b/,
    options: [paracetamol, ibuprofen],
    remedies: [],
    selfCare: ['Rinse with warm salt water, avoid very hot, cold or sweet foods, and sleep with your head raised.'],
    seeDoctor: 'See a dentist as soon as you can; get urgent help for swelling of the face or jaw, fever, or trouble swallowing or breathing.',
    sources: [nhs('Toothache', 'conditions/toothache/')],
  },
  {
    id: 'fever', label: 'a fever', cue: /\b((?<!hay )fever|temperature|feverish|chills)\b/,
    options: [paracetamol, ibuprofen],
    remedies: [],
    selfCare: ['Rest and drink plenty of fluids; dress lightly.'],
    seeDoctor: 'Call a doctor for a fever of 39.4 °C / 103 °F or more, one lasting more than 3 days, or with a stiff neck, rash, confusion or trouble breathing.',
    sources: [nhs('High temperature (fever) in adults', 'conditions/fever-in-adults/'), { title: 'MedlinePlus: Fever', url: 'https://medlineplus.gov/ency/article/003090.htm' }],
  },
  {
    id: 'heartburn', label: 'heartburn or indigestion', cue: /\b(heartburn|acid reflux|reflux|indigestion|acid stomach|gerd)\b/,
    options: [{ id: 'antacid-calcium-carbonate', label: 'An antacid (calcium carbonate, Tums)', note: 'quick relief; it binds some medicines, so keep it 2–4 hours apart from them.' }, { id: 'famotidine', label: 'Famotidine (Pepcid)', note: 'reduces acid for several hours.' }, { id: 'omeprazole', label: 'Omeprazole (Prilosec)', note: 'for frequent heartburn; a 14-day course.' }],
    remedies: [],
    selfCare: ['Eat smaller meals, avoid eating within 3 hours of bed and raise the head of the bed.', 'Cut down on trigger foods (spicy, fatty, coffee, alcohol) and stop smoking.'],
    seeDoctor: 'See a doctor for heartburn most days for 3 weeks or more, trouble swallowing, weight loss or vomiting. Chest pain can be the heart — call 911 if unsure.',
    sources: [nhs('Heartburn and acid reflux', 'conditions/heartburn-and-acid-reflux/')],
  },
  {
    id: 'allergy', label: 'hay fever or allergy symptoms', cue: /\b(hay ?fever|allergies|allergy symptoms|sneez\w*|itchy eyes|runny nose)\b/,
    options: [{ id: 'loratadine', label: 'Loratadine (Claritin)', note: 'a non-drowsy antihistamine.' }, { id: 'cetirizine', label: 'Cetirizine (Zyrtec)', note: 'a mostly non-drowsy antihistamine.' }, { id: 'diphenhydramine', label: 'Diphenhydramine (Benadryl)', note: 'works but causes drowsiness; not for daytime or older adults.' }],
    remedies: ['saline-nasal-rinse'],
    selfCare: ['Keep windows closed when pollen is high, shower and change clothes after being outdoors.'],
    seeDoctor: 'Call 911 for swelling of the lips or tongue or trouble breathing.',
    sources: [nhs('Hay fever', 'conditions/hay-fever/')],
  },
  {
    id: 'cough-cold', label: 'a cough or cold', cue: /\b(cough\w*|colds?|sore throat|blocked nose|stuffy nose|congest\w*|flu)\b/,
    options: [paracetamol, { id: 'dextromethorphan', label: 'Dextromethorphan (Robitussin DM)', note: 'for a dry cough.' }, { id: 'guaifenesin', label: 'Guaifenesin (Mucinex)', note: 'loosens mucus.' }, ibuprofen],
    remedies: ['honey-for-cough', 'saline-nasal-rinse', 'zinc-lozenges-for-colds'],
    selfCare: ['Rest, drink plenty of fluids, and try honey in warm water for a cough (not for babies under 1).'],
    seeDoctor: 'See a doctor if it lasts more than 3 weeks, you cough up blood, or you are short of breath.',
    sources: [nhs('Common cold', 'conditions/common-cold/'), nhs('Cough', 'conditions/cough/')],
  },
  {
    id: 'nausea', label: 'nausea', cue: /\b(nause\w*|queasy|feel sick|feeling sick|motion sickness|travel sickness|car sick)\b/,
    options: [{ id: 'meclizine', label: 'Meclizine (Bonine)', note: 'for motion sickness; can cause drowsiness.' }],
    remedies: ['ginger-for-nausea'],
    selfCare: ['Sip cold drinks, eat small bland meals and get fresh air.'],
    seeDoctor: 'See a doctor if you cannot keep fluids down for a day, vomit blood, or have severe tummy pain.',
    sources: [nhs('Feeling sick (nausea)', 'conditions/feeling-sick-nausea/')],
  },
  {
    id: 'constipation', label: 'constipation', cue: /\b(constipat\w*|cant poo|hard stools?)\b/,
    options: [{ id: 'fiber-psyllium', label: 'Psyllium fibre (Metamucil)', note: 'a bulk-forming laxative; drink plenty of water with it.' }, { id: 'docusate', label: 'Docusate (Colace)', note: 'a stool softener.' }, { id: 'senna', label: 'Senna', note: 'a stimulant laxative for short-term use.' }],
    remedies: ['psyllium-for-constipation'],
    selfCare: ['Eat more fibre (fruit, vegetables, whole grains), drink more water and move more.'],
    seeDoctor: 'See a doctor if it lasts more than 2 weeks or there is blood in your stool or weight loss.',
    sources: [nhs('Constipation', 'conditions/constipation/')],
  },
  {
    id: 'diarrhoea', label: 'diarrhoea', cue: /\b(diarrh\w*|loose stools?|the runs)\b/,
    options: [{ id: 'loperamide', label: 'Loperamide (Imodium)', note: 'slows diarrhoea; not if you have a fever or blood in your stool.' }, { id: 'bismuth-subsalicylate', label: 'Bismuth subsalicylate (Pepto-Bismol)', note: 'contains a salicylate (aspirin-like).' }],
    remedies: ['probiotics-for-antibiotic-diarrhoea'],
    selfCare: ['Drink plenty of fluids (oral rehydration solution if you feel dizzy or weak).'],
    seeDoctor: 'See a doctor if it lasts more than 2 days (adults), there is blood in it, or signs of dehydration.',
    sources: [nhs('Diarrhoea and vomiting', 'conditions/diarrhoea-and-vomiting/')],
  },
  {
    id: 'sleep', label: 'sleep problems', cue: /\b(insomnia|cant sleep|cannot sleep|trouble sleeping|help me sleep|fall asleep|stay asleep|sleepless)\b/,
    options: [{ id: 'diphenhydramine', label: 'Diphenhydramine (in "PM" sleep aids)', note: 'for the odd night only; causes next-day drowsiness and is best avoided by older adults.' }],
    remedies: ['chamomile-for-sleep', 'valerian-for-sleep', 'melatonin-for-jet-lag'],
    selfCare: ['Keep the same bedtime and wake time, keep screens out of the bedroom and avoid caffeine after midday.'],
    seeDoctor: 'See a doctor if poor sleep lasts more than 3 months or affects your daily life.',
    sources: [nhs('Insomnia', 'conditions/insomnia/')],
  },
  {
    id: 'mood', label: 'low mood, stress or anxiety', cue: /\b(low mood|my mood|feeling down|feel down|depress\w*|anxiety|anxious|stress\w*|worried)\b/,
    options: [],
    remedies: ['mindfulness-for-stress', 'st-johns-wort-for-mild-depression', 'lavender-for-anxiety', 'ashwagandha-for-stress'],
    selfCare: ['Move every day, keep a regular sleep routine, and talk to someone you trust.', 'Talking therapies help many people; in the UK you can refer yourself to NHS Talking Therapies.'],
    seeDoctor: 'See a doctor if low mood lasts more than 2 weeks. If you have thoughts of harming yourself, call or text 988 (US) or call 111 (UK) now.',
    sources: [nhs('Low mood, sadness and depression', 'mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/low-mood-sadness-depression/')],
  },
];

const reliefCue = /\b(that helps?|helps? (with|for)|remed(y|ies)|what (can|could|should|do) i (take|use|do|have)|anything (i can take |to take )?for|something (to take )?for|what helps?|what works|what is good for|whats good for|what.s best for|best (thing|medicine|painkiller|pain killer|remedy|option) for|how (can|do|to) (i )?(relieve|ease|treat|soothe|stop|get rid of|help|calm)|relie(f|ve)|remed(y|ies) for|ease (my|the)|help (with|for) (my|a|the)|recommend)\b/;

/** The symptom a relief question is about ("what can I take for knee pain?"), or null. */
export function reliefSymptom(text: string): Symptom | null {
  if (!reliefCue.test(text)) return null;
  return symptomIn(text);
}

export function symptomIn(text: string): Symptom | null {
  return symptoms.find((s) => s.cue.test(text)) ?? null;
}
