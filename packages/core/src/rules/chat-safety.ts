/**
 * The chat's safety layer (issue 6 "Safety layer"): pure checks that run on the user's message
 * before any answer engine. Emergencies and self-harm get a fixed answer with the emergency and
 * crisis numbers first (the emergency and crisis screen in ./safety/emergency-screen, re-exported
 * here); requests to stop or change a prescribed medicine and requests for a diagnosis are
 * recognised so the engine can answer them kindly without doing either.
 *
 * The screen errs on the safe side for anything that reads like a situation happening now, and
 * stays quiet for clearly general questions about a topic ("what are the signs of a stroke?"),
 * which an answer engine can still answer with a pointer to the emergency numbers
 * (emergencyTopicNote).
 */
import type { PersonalizationContextKind } from '../copy/personalization-prompt';
import { screenEmergency, screenMessage } from '../safety/emergency-screen';
import type { EmergencyDetection } from '../safety/emergency-types';
import { normalizeChatText } from '../safety/screen-text';

export type { EmergencyCategory, EmergencyDetection, EmergencyKind, ScreenLanguage } from '../safety/emergency-types';
export { emergencyNumbersLine, emergencyReply, poisonControlLine, poisoningEmergencyReply, selfHarmReply } from '../safety/emergency-replies';
export { screenEmergency } from '../safety/emergency-screen';
export { normalizeChatText };

export const medicationChangeNotice = [
  "I can't advise you to stop, skip or change the dose of a prescribed medicine — that decision belongs with you and your prescriber, who knows why it was prescribed and your full history.",
  'Some medicines cause withdrawal or rebound effects when they are stopped suddenly (for example beta-blockers, antidepressants, blood thinners, steroids and anti-seizure medicines), and taking extra doses can lead to an overdose.',
  "Please talk to your doctor, nurse or pharmacist before making any change. If side effects are bothering you, tell them — they can often adjust the dose or find an alternative that suits you better. If you've missed a dose, the patient leaflet or your pharmacist can tell you what to do. And if you think you're having a serious reaction, get medical help straight away.",
].join('\n\n');

export const diagnosisNotice = [
  "I can't diagnose conditions or tell you what you have — that needs a clinician who can ask questions, examine you and arrange tests if they are needed.",
  'What I can do is share general, educational information about symptoms and conditions and help you prepare questions for your appointment. If your symptoms are new, severe or getting worse, please contact your doctor or an urgent care service — and for anything that feels like an emergency, call 911 (US), 999 (UK) or 112 (EU).',
].join('\n\n');

/**
 * The emergency rule (the emergency and crisis screen): the answer to give before any other —
 * the number(s) to call first, then what to do now — for an emergency or a crisis in any phrasing
 * in English, Spanish, French, German or Portuguese; null otherwise. General questions about a
 * topic ("what are the signs of a stroke?") are not emergencies. `category`, `categories`,
 * `language` and `actions` say what was found and in which language the reply is written.
 */
export function detectEmergency(message: string): EmergencyDetection | null {
  return screenEmergency(message);
}

/**
 * For a general question about an emergency topic that detectEmergency let through: one line an
 * answer can end with, so the numbers are never far away. Null when no such topic is mentioned.
 */
export function emergencyTopicNote(message: string): string | null {
  const { categories, asked } = screenMessage(message);
  const topics = [...categories, ...asked];
  if (topics.length === 0) return null;
  if (topics.includes('self_harm')) {
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
