/**
 * The chat's safety layer (issue 6 "Safety layer"): pure checks that run on the user's message
 * before any answer engine. Emergencies and self-harm get a fixed answer with the emergency and
 * crisis numbers first; requests to stop or change a prescribed medicine and requests for a
 * diagnosis are recognised so the engine can answer them kindly without doing either.
 *
 * The emergency rule (documented in detectEmergency) errs on the safe side for anything that
 * reads like a situation happening now, and stays quiet for clearly general questions about a
 * topic ("what are the signs of a stroke?"), which an answer engine can still answer with a
 * pointer to the emergency numbers (emergencyTopicNote).
 */
import type { PersonalizationContextKind } from './personalization-prompt';

export type EmergencyCategory =
  | 'cardiac'
  | 'stroke'
  | 'breathing'
  | 'allergy'
  | 'overdose'
  | 'poisoning'
  | 'unconscious'
  | 'seizure'
  | 'bleeding'
  | 'self_harm';

/**
 * One way an emergency is put into words, matched against normalizeChatText output.
 * `situational`: it can only describe something happening; otherwise it is a topic that can
 * also be asked about. `also`: the message must match this too (acute shortness of breath).
 */
interface EmergencySignal {
  category: EmergencyCategory;
  pattern: RegExp;
  situational: boolean;
  also?: RegExp;
}

const situation = (category: EmergencyCategory, pattern: RegExp, also?: RegExp): EmergencySignal => ({ category, pattern, situational: true, ...(also ? { also } : {}) });
const topic = (category: EmergencyCategory, pattern: RegExp): EmergencySignal => ({ category, pattern, situational: false });

const emergencySignals: readonly EmergencySignal[] = [
  topic('cardiac', /\bchest (pain|pains|pressure|tightness|heaviness|discomfort)\b/),
  situation('cardiac', /\b(my|his|her) chest (hurts|is hurting|is tight|feels tight|feels heavy|is heavy|is crushing)\b/),
  situation('cardiac', /\b(crushing|squeezing|tight|heavy|sharp) (pain |pressure |feeling )?in (my|his|her|the) chest\b/),
  topic('cardiac', /\b(heart attack|cardiac arrest)\b/),
  topic('stroke', /\b(strokes?|mini stroke|tia)\b/),
  topic('stroke', /\b(slurred speech|(arm|leg) weakness|(face|facial) (drooping|droop)|(drooping|droopy) (face|mouth|eye))\b/),
  topic('stroke', /\bsudden(ly)? (numbness|weakness|confusion|trouble (speaking|seeing|walking)|severe headache|vision loss|loss of vision|blindness)\b/),
  topic('stroke', /\b(worst headache of (my|his|her) life|thunderclap headache)\b/),
  situation('stroke', /\b(face (is |went |looks )?(drooping|droops|droopy)|one side of (my|his|her|their|the) face (is |went |feels |looks )?(numb|drooping|droopy|weak|paraly[sz]ed|fallen))\b/),
  situation('stroke', /\b(speech (is )?slurred|slurring (my|his|her|their) (words|speech)|cant (speak|talk) properly|words (are )?(jumbled|garbled))\b/),
  situation('stroke', /\b(arm|leg|hand) (is weak|went weak|feels weak|is numb|went numb|feels numb)\b/),
  situation('stroke', /\b(cant|cannot|can not) (feel|move|lift) (my|his|her|their) (face|arm|leg|hand|side)\b/),
  situation('stroke', /\b(numb(ness)?|weak(ness)?|paraly[sz]ed) (on|down) one side\b|\bone side (of (my|his|her|their|the) body )?(is |went |feels )?(numb|weak)\b/),
  situation('breathing', /\b(cant|cannot|can not|unable to|couldnt|struggling to|barely|hardly) (breathe|breath|breathing|catch (my|his|her) breath)\b(?! (through|out of) (my|the|his|her) nose)/),
  topic('breathing', /\b(trouble|difficulty|difficult|problems?|hard time) (breathing|to breathe)\b/),
  situation('breathing', /\b(gasping for (air|breath)|lips (are |turning |turned |going )?(blue|grey|gray)|turning blue)\b/),
  situation(
    'breathing',
    /\b(short(ness)? of breath|breathless(ness)?|out of breath)\b/,
    /\b(at rest|resting|sitting still|lying down|sudden(ly)?|severe|now|getting worse|cant (speak|talk)|blue)\b/,
  ),
  topic('breathing', /\bchok(ing|ed|es)\b(?! hazard)/),
  situation('breathing', /\b(is|am|im|hes|shes|theyre|are|keeps) chok/),
  topic('allergy', /\b(anaphyla(xis|ctic)|severe allergic reaction)\b/),
  situation('allergy', /\b(throat|tongue|lips?|mouth|face) (is |are |feels |feel |started |starting )?(swelling|swollen|closing|closing up|tight)\b/),
  situation('allergy', /\b(swelling|swollen) (of |in )?(my|his|her|their|the|a) (throat|tongue|lips?|mouth|face)\b/),
  situation('allergy', /\b(use|used|using|need|needs|give|gave|giving) (my|his|her|their|an|the) (epi ?pen|epinephrine|adrenaline)( auto injector)?\b/),
  topic('overdose', /\b(overdose|overdosed|overdosing)\b/),
  situation('overdose', /\b(took|take|taken|swallowed|taking) (too many|too much|way too much|a (bunch|load) of|a (whole |full )?(bottle|handful|pack|packet|box|strip)|an entire (bottle|pack|packet|box)|all (of )?(my|the|his|her|their) (pills|tablets|meds|medication|medicine))\b/),
  situation('overdose', /\b(too many|a lot of|lots of|loads of|a handful of) (\w+ )?(pills|tablets|capsules|meds|painkillers)\b/),
  topic('poisoning', /\b(?<!food )(poisoned|poisoning)\b/),
  situation(
    'poisoning',
    /\b(swallowed|drank|ate|ingested|drunk|got into) (some |a |the |an |some of |a few of |one of |a handful of )?(my |his |her |their |the |your )?(bleach|antifreeze|detergent|cleaner|cleaning|laundry (pod|capsule)|dishwasher|button battery|battery|batteries|essential oil|rat poison|pesticide|weed killer|lamp oil|gasoline|petrol|methanol|bottle of|pills|tablets|medicine|medication|meds)\b/,
  ),
  situation('unconscious', /\b(unconscious|unresponsive|wont wake up|will not wake up|cant wake (him|her|them|up)|not breathing|stopped breathing|isnt breathing|no pulse)\b/),
  topic('unconscious', /\b(passed out|collapsed|blacked out|fainted)\b/),
  topic('seizure', /\bseizures?\b(?! (medication|medicine|meds|drugs?|threshold|disorder|risk))/),
  situation('seizure', /\b(seizing|convulsing|convulsions?|having a fit)\b/),
  situation('bleeding', /\b(bleeding|blood) (that )?(wont|will not|doesnt|does not|cant|isnt|is not|hasnt) (stop|stopping|stopped)\b|\bcant stop (the |his |her )?bleeding\b/),
  situation('bleeding', /\b((severe|heavy|uncontrolled|uncontrollable|lots of|a lot of) (bleeding|blood loss)|bleeding (heavily|badly|profusely|a lot)|(vomiting|coughing|throwing up) blood)\b/),
  topic('self_harm', /\b(suicide|suicidal|self ?harm(s|ed|ing)?)\b/),
  situation('self_harm', /\b(kill(ing)?|harm(ing)?) (my ?self|myself)\b/),
  situation('self_harm', /\b(hurt(ing)?|cut(ting)?|burn(ing)?) (my ?self|myself)\b(?! (at|in|on (the|a|an|my)|while|when|during|shaving|cooking|chopping|lifting|playing|running|exercising|working out|by accident|accidentally))/),
  situation('self_harm', /\b(end(ing)? (my|it) (life|all)|end it all|take my (own )?life|want(s)? to die|wanna die|better off dead|better off without me|no (reason|point) (to|in) (live|living|going on)|not worth living|cant go on|dont want to (live|be alive|be here anymore|wake up))\b/),
  situation('self_harm', /\bhow (many|much) .*\b(to|would|will|does it take to) (die|kill|end it)\b/),
];

export const emergencyNumbersLine = 'Call emergency services now: **911** (US), **999** (UK) or **112** (EU and most of Europe).';

export const poisonControlLine =
  'For an overdose or a poisoning you can also call **Poison Control (US): 1-800-222-1222** (UK: NHS 111) for expert advice — but if the person is unconscious, having a seizure or struggling to breathe, call 911, 999 or 112 first.';

/** The answer to a medical emergency: the numbers first, before anything else. */
export const emergencyReply = [
  `**This sounds like it could be a medical emergency. ${emergencyNumbersLine}** Do not wait for a reply from this chat.`,
  "While you wait: stay with the person, keep them still and comfortable, unlock the door and follow the dispatcher's instructions. If they have a prescribed emergency medicine (such as an adrenaline/epinephrine auto-injector for a severe allergy), use it as instructed.",
  "I'm an educational wellness assistant and can't help in an emergency — the emergency services can, and they would much rather hear from you early.",
].join('\n\n');

/** The emergency answer for an overdose or poisoning: the numbers, then Poison Control. */
export const poisoningEmergencyReply = [
  `**This sounds like it could be a medical emergency. ${emergencyNumbersLine}** Do not wait for a reply from this chat.`,
  poisonControlLine,
  "Keep the packet or bottle to show the paramedics. Don't try to make the person vomit unless the emergency service or Poison Control tells you to.",
  "I'm an educational wellness assistant and can't help in an emergency — the emergency services can.",
].join('\n\n');

/** The answer to thoughts of suicide or self-harm: kind, the emergency numbers, then crisis lines. */
export const selfHarmReply = [
  "I'm really sorry you're going through this, and I'm glad you told me. You are not alone, and you deserve support right now.",
  '**If you are in immediate danger or might act on these thoughts, call 911 (US), 999 (UK) or 112 (EU) now**, or go to the nearest emergency department.',
  [
    'You can talk to someone trained to listen, any time of day or night:',
    '- **US:** call or text **988** (988 Suicide & Crisis Lifeline)',
    '- **UK and Ireland:** call Samaritans on **116 123** (free)',
    '- **EU and elsewhere:** call **112** or your local crisis line',
  ].join('\n'),
  "If you can, reach out to someone you trust and let them know how you're feeling. Reaching out is a strong thing to do — you don't have to carry this on your own.",
].join('\n\n');

export const medicationChangeNotice = [
  "I can't advise you to stop, skip or change the dose of a prescribed medicine — that decision belongs with you and your prescriber, who knows why it was prescribed and your full history.",
  'Some medicines cause withdrawal or rebound effects when they are stopped suddenly (for example beta-blockers, antidepressants, blood thinners, steroids and anti-seizure medicines), and taking extra doses can lead to an overdose.',
  "Please talk to your doctor, nurse or pharmacist before making any change. If side effects are bothering you, tell them — they can often adjust the dose or find an alternative that suits you better. If you've missed a dose, the patient leaflet or your pharmacist can tell you what to do. And if you think you're having a serious reaction, get medical help straight away.",
].join('\n\n');

export const diagnosisNotice = [
  "I can't diagnose conditions or tell you what you have — that needs a clinician who can ask questions, examine you and arrange tests if they are needed.",
  'What I can do is share general, educational information about symptoms and conditions and help you prepare questions for your appointment. If your symptoms are new, severe or getting worse, please contact your doctor or an urgent care service — and for anything that feels like an emergency, call 911 (US), 999 (UK) or 112 (EU).',
].join('\n\n');

export type EmergencyKind = 'emergency' | 'self_harm';

export interface EmergencyDetection {
  kind: EmergencyKind;
  reply: string;
}

/** Lowercase, apostrophes dropped, everything else that is not a letter or digit → one space. "Can't  BREATHE!!" → "cant breathe". */
export function normalizeChatText(message: string): string {
  return message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words before a match that negate it ("no chest pain", "I don't have chest pain"). */
const negation = /\b(no|not|never|without|dont|doesnt|didnt|isnt|arent|wasnt|havent|hasnt|nor|denies|free of)\b/;
/** Anywhere in the message: it is happening now. */
const urgency =
  /\b(right now|now|currently|at the moment|help me|help him|help her|help us|need help|emergency|hurry|urgent|urgently|sudden|suddenly|started|happening|getting worse|im having|i am having|is having|are having|were having|i think (im|i am|hes|he is|shes|she is|its|it is|they are|theyre)|just (had|took|taken|swallowed|collapsed|fainted|passed out)|wont stop|911|999|112|ambulance)\b/;
/** Just before a topic: someone has or feels it ("I have chest pain", "I've been having suicidal thoughts"). */
const presence = /\b(have|has|having|got|feel|feels|feeling|experiencing|suffering|im|am|been)\b/;
/** A general question about a topic rather than a situation. */
const informational =
  /\b(signs?|symptoms?|what (is|are|causes|happens)|whats|causes?|caused|causing|risks?|prevent\w*|side effects?|history|had an?|have had|ive had|after (my|a|an|his|her)|since (my|a|an|his|her)|recover\w*|survivors?|years? ago|last (year|month|week)|used to|learn|explain|difference|how (common|likely)|statistics|chances?|lower|reduce|reducing|protect|first aid|warning signs|yesterday|last night|ago)\b/;

interface Hit {
  signal: EmergencySignal;
  urgent: boolean;
}

/** Signals per clause (a negation in one clause does not reach into the next), without negated mentions. */
function hitsIn(message: string): Hit[] {
  const whole = normalizeChatText(message);
  const clauses = message.split(/[.,;:!?…\n]+/).map(normalizeChatText).filter(Boolean);
  const hits: Hit[] = [];
  for (const signal of emergencySignals) {
    if (signal.also && !signal.also.test(whole)) continue;
    for (const clause of clauses) {
      for (const match of clause.matchAll(new RegExp(signal.pattern.source, 'g'))) {
        const before = clause.slice(0, match.index).trim().split(' ').slice(-4).join(' ');
        if (negation.test(before.split(' ').slice(-3).join(' '))) continue;
        hits.push({ signal, urgent: signal.situational || presence.test(before) });
      }
    }
  }
  return hits;
}

/**
 * The emergency rule. A signal is either situational (it can only describe something happening:
 * "I can't breathe", "took too many pills", "kill myself") or a topic that can also be asked
 * about ("heart attack", "stroke", "suicide"). A message is an emergency when, after dropping
 * negated mentions ("no chest pain"), it holds
 * - a situational signal, or
 * - a topic with someone having it ("I have chest pain", "my dad is having a stroke") or an
 *   urgency word anywhere ("now", "suddenly", "help me", "911"), or
 * - a topic in a message that is not a general question (a bare "chest pain" counts).
 * General questions — signs, symptoms, causes, risk, prevention, side effects, past events —
 * about a topic without urgency are not emergencies. Self-harm wins over other emergencies; an
 * overdose or poisoning adds the Poison Control line.
 */
export function detectEmergency(message: string): EmergencyDetection | null {
  const text = normalizeChatText(message);
  if (!text) return null;
  const general = informational.test(text) && !urgency.test(text);
  const flagged = hitsIn(message).filter((h) => h.urgent || !general);
  if (flagged.length === 0) return null;
  const categories = new Set<EmergencyCategory>(flagged.map((h) => h.signal.category));
  const poisoning = categories.has('overdose') || categories.has('poisoning');
  if (categories.has('self_harm')) {
    return { kind: 'self_harm', reply: poisoning ? `${selfHarmReply}\n\n${poisonControlLine}` : selfHarmReply };
  }
  return { kind: 'emergency', reply: poisoning ? poisoningEmergencyReply : emergencyReply };
}

/**
 * For a general question about an emergency topic that detectEmergency let through: one line an
 * answer can end with, so the numbers are never far away. Null when no such topic is mentioned.
 */
export function emergencyTopicNote(message: string): string | null {
  const hits = hitsIn(message);
  if (hits.length === 0) return null;
  if (hits.some((h) => h.signal.category === 'self_harm')) {
    return 'If you are having thoughts of suicide or self-harm, please reach out now: call or text 988 (US), call Samaritans on 116 123 (UK), or call 112 or your local crisis line; in immediate danger call 911, 999 or 112.';
  }
  return 'If this is happening to you or someone near you now, call emergency services: 911 (US), 999 (UK) or 112 (EU). If it happened recently, please have it checked by a doctor promptly.';
}

const changeVerb =
  /\b(stop|stopping|quit|quitting|discontinue|discontinuing|come off|coming off|get off|getting off|go off|going off|wean( myself)? off|taper( off)?|skip|skipping|double|doubling|halve|halving|cut|cutting|reduce|reducing|lower|lowering|increase|increasing|raise|raising|change|changing|adjust|adjusting|switch|switching|take (less|more|extra|half|double|two)( of)?)\b/g;
/** Words between the verb and what it acts on: "stop *taking my* metoprolol", "cut *my* pills in half". */
const objectLead = /^((my|the|this|these|that|those|his|her|their|a|an|one|of|half|down|back|on|off|it|them)\s)*/;
const medicineWord =
  /^(dose|doses|dosage|medication|medications|medicine|medicines|meds|pill|pills|tablet|tablets|prescription|prescriptions|prescribed|insulin|inhaler|antidepressants?|blood thinners?|statins?|steroids?|antibiotics?|beta blockers?|birth control|the pill)\b/;
/** "blood pressure meds", "thyroid pills": a medicine word after up to two describing words. */
const describedMedicine = new RegExp(`^(\\w+ ){1,2}${medicineWord.source.slice(1)}`);
/** Generic-name endings of common prescription drugs (metoprolol, lisinopril, atorvastatin, sertraline …). */
const drugEnding =
  /^\w{2,}(olol|pril|sartan|statin|dipine|azole|prazole|oxetine|aline|pram|zepam|olam|done|tide|gliptin|formin|mab|cillin|mycin|floxacin|triptan|xaban|gatran|farin|thiazide|semide|lukast|pine|zine|tidine|afil|sone|olone|iazem|amil|oxine|etine|amine)\b/;

/**
 * Asks (or announces) stopping, skipping or changing the dose of a medicine on their own: "can I
 * stop taking my metoprolol", "should I double my dose", "thinking of coming off sertraline".
 * Rule: a change verb whose object (after words like "my", "the", "taking") is "taking"/"using",
 * a medicine word, a drug-like generic name, or — when the caller knows names — a name
 * `isMedicine` accepts (one to three words).
 */
export function detectMedicationChangeRequest(message: string, options: { isMedicine?: (name: string) => boolean } = {}): boolean {
  const text = normalizeChatText(message);
  for (const match of text.matchAll(changeVerb)) {
    const rest = text.slice(match.index + match[0].length).trim();
    if (/^(taking|using)\b/.test(rest)) return true;
    const object = rest.replace(objectLead, '');
    if (medicineWord.test(object) || drugEnding.test(object)) return true;
    if (describedMedicine.test(object)) return true;
    const words = object.split(' ');
    if (options.isMedicine && [1, 2, 3].some((n) => words.length >= n && options.isMedicine!(words.slice(0, n).join(' ')))) return true;
  }
  return /\b(without|before asking|instead of asking) (my )?(doctor|prescriber|gp)\b/.test(text) && /\b(dose|medication|medicine|meds|pills?|tablets?)\b/.test(text);
}

const conditionWord =
  /\b(disease|disorder|syndrome|deficiency|condition|infection|illness|cancer|tumou?r|diabetes|diabetic|prediabetes|covid|flu|depression|anxiety|adhd|autism|thyroid|lupus|arthritis|asthma|copd|pneumonia|uti|std|sti|hiv|dementia|alzheimers|parkinsons|fibromyalgia|ibs|celiac|coeliac|crohns|colitis|gout|an[a]?emia|anemic|anaemic|hypertension|high blood pressure|heart (disease|problem)|ulcer|apnea|apnoea|insomnia|migraines?|pcos|endometriosis|bipolar|something (wrong|serious)|\w+(itis|osis|iasis|emia|aemia|oma|pathy|algia))\b/;

/** Asks to be diagnosed: "do I have diabetes", "what's wrong with me", "diagnose me", "could this be cancer". */
export function detectDiagnosisRequest(message: string): boolean {
  const text = normalizeChatText(message);
  if (/\b(whats wrong with me|what is wrong with me|diagnose|diagnosis|what (do|could|might) i have|what (condition|disease|illness) (do|could|might) i)\b/.test(text)) return true;
  if (/\b(do|could|might|may) i (have|be getting|be developing)\b/.test(text) && conditionWord.test(text)) return true;
  if (/\b(does|could|can|is) (this|that|it|these|those|my|the)( \w+)? (mean|be|indicate|a sign)\b/.test(text) && conditionWord.test(text)) return true;
  return /\bam i (diabetic|prediabetic|anemic|anaemic|depressed|bipolar|autistic|sick|ill|dying)\b/.test(text);
}

const contextCues: Record<Exclude<PersonalizationContextKind, 'general'>, RegExp> = {
  medication_safety:
    /\b(interact\w*|safe (with|to take|together)|together|take \w+( \w+)? with|mix\w*|combine|medication|medications|medicine|medicines|meds|drug|drugs|pill|pills|tablet|tablets|prescription|dose|dosage|side effects?|pharmacist|supplement|supplements|when (should|do|can) i take|best time to take|empty stomach|cabinet|essential oils?|aromatherapy|diffuser|(?<!olive |coconut |cooking |vegetable |canola |sunflower |fish )oils?|remedy|remedies|warfarin|ibuprofen|aspirin|statin|antibiotic|antidepressant)\b/,
  health_analysis:
    /\b(labs?|lab results|blood tests?|test results|results|biomarkers?|symptoms?|analy[sz]e|analysis|my health|health score|a1c|hba1c|cholesterol|blood pressure|glucose|urine|vitals|bmi|my profile|my data)\b/,
  nutrition:
    /\b(food|foods|diet|diets|meal|meals|eat|eating|recipe|recipes|ingredient|ingredients|nutrition|nutrients?|protein|carbs?|sugar|calories|vegan|vegetarian|keto|gluten|dairy|snacks?|breakfast|lunch|dinner|fruit|vegetables|fiber|fibre)\b/,
  lifestyle:
    /\b(sleep|sleeping|insomnia|tired|fatigue|rest|stress|stressed|anxious|relax|relaxation|calm|burnout|exercise|workout|fitness|active|activity|walk|walking|steps|habits?|routine|meditation|mindfulness|smoking|alcohol|drinking|weight|energy|screen time)\b/,
};
/** On a tie the earlier context wins. */
const contextPriority = ['medication_safety', 'health_analysis', 'nutrition', 'lifestyle'] as const;

/** The personalisation context for a message: the context whose cue words it holds most (ties in priority order), else general. */
export function classifyChatContext(message: string): PersonalizationContextKind {
  const text = normalizeChatText(message);
  let best: PersonalizationContextKind = 'general';
  let bestScore = 0;
  for (const kind of contextPriority) {
    const score = [...text.matchAll(new RegExp(contextCues[kind].source, 'g'))].length;
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}
