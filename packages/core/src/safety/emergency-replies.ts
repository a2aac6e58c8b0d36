/**
 * The screen's answers in English: the number(s) to call first, then what to do now for each
 * category found, then a short reminder that this chat cannot help in an emergency.
 */
import type { EmergencyCategory } from './emergency-types';

export const emergencyNumbersLine = 'Call emergency services now: **911** (US), **999** (UK) or **112** (EU and most of Europe).';

export const poisonControlLine =
  'For an overdose or a poisoning you can also call **Poison Control (US): 1-800-222-1222** (UK: NHS 111) for expert advice — but if the person is unconscious, having a seizure or struggling to breathe, call 911, 999 or 112 first.';

const emergencyHeadline = `**This sounds like it could be a medical emergency. ${emergencyNumbersLine}** Do not wait for a reply from this chat.`;
const poisonHeadline =
  '**Call Poison Control now: 1-800-222-1222 (US) or NHS 111 (UK) — and call 911 (US), 999 (UK) or 112 (EU) straight away if the person is unconscious, having a seizure or struggling to breathe.** Do not wait for a reply from this chat.';
const overdoseNowHeadline =
  '**Please call 911 (US), 999 (UK) or 112 (EU) now, or go to the nearest emergency department** — an overdose needs checking in hospital even if you feel fine. Do not wait for a reply from this chat.';
const crisisHeadline =
  "**You can talk to someone right now: call or text 988 (US), call Samaritans on 116 123 (UK and Ireland), or 112 (EU). If you are in immediate danger or might act on these thoughts, call 911 (US), 999 (UK) or 112 now.**";
const closing = "I'm an educational wellness assistant and can't help in an emergency — the emergency services can, and they would much rather hear from you early.";

/** What to do now, per category. */
export const emergencyActions: Record<EmergencyCategory, string> = {
  self_harm:
    "I'm really sorry you're going through this, and I'm glad you told me. You are not alone, and you deserve support right now. If you can, stay with someone you trust or tell them how you're feeling, and move away from anything you could use to hurt yourself.",
  unconscious:
    'Check whether they are breathing. If they are not breathing normally, start CPR — push hard and fast in the centre of the chest, 100–120 times a minute — and the dispatcher will guide you. If they are breathing, put them on their side (the recovery position) and stay with them.',
  breathing:
    'Help them sit upright and loosen tight clothing. If they have a reliever inhaler (for asthma), use it now. If someone is choking and cannot cough or speak: 5 firm back blows, then 5 abdominal thrusts (chest thrusts for a baby), and repeat.',
  allergy:
    "If they have an adrenaline (epinephrine) auto-injector such as an EpiPen, use it now — into the outer thigh, through clothing. Lie them down with their legs raised (or sit them up if breathing is hard); a second dose can be given after 5 minutes if there's no improvement. They need hospital even if they feel better.",
  cardiac:
    "Stop and sit or lie down; loosen tight clothing, and don't drive yourself to hospital. If you're not allergic to aspirin, the dispatcher may tell you to chew one adult aspirin (300–325 mg). If the person collapses and isn't breathing normally, start CPR and send someone for a defibrillator (AED).",
  stroke:
    "Note the time the symptoms started (or when they were last seen well) and tell the paramedics — the treatment depends on it. Don't give food, drink or aspirin: a stroke can be a bleed, and swallowing may not be safe. Keep them comfortable, on their side if drowsy, and stay with them.",
  seizure:
    "Don't hold them down or put anything in their mouth. Move hard objects away, cushion their head and time the seizure. When the jerking stops, roll them onto their side. A seizure over 5 minutes, a first seizure, an injury or not waking up afterwards all need an ambulance.",
  bleeding:
    "Press firmly on the wound with a clean cloth and keep pressing for at least 10 minutes without lifting to look; add more cloth on top if it soaks through, and raise the limb if you can. If they take a blood thinner, tell the dispatcher which one. Vomiting blood or 'coffee grounds', or black, tarry stools, mean bleeding inside: go to the emergency department now and don't eat or drink.",
  overdose:
    "Keep the packets or bottles to show the paramedics or Poison Control, and note roughly how much was taken and when. Don't make the person vomit. If they become drowsy, put them on their side and stay with them.",
  poisoning:
    "Don't make them vomit, and keep the container. A swallowed button battery or magnet needs the emergency department now. For chemicals on skin or in the eyes, rinse with running water for 15 minutes. For fumes or carbon monoxide, get everyone out into fresh air.",
  hypoglycaemia:
    'If they are awake and can swallow safely: give 15–20 g of fast sugar now (glucose tablets, or half a cup / 150 ml of juice or regular soda) and recheck in 15 minutes. If they are drowsy, unconscious or having a seizure: nothing by mouth — use their glucagon if they have it and put them on their side.',
  hyperglycaemia:
    "Very high sugar with vomiting, confusion, drowsiness, fast deep breathing or high ketones can be diabetic ketoacidosis (DKA) — it needs hospital treatment now. Take your insulin as your care plan says, sip water if you can, and don't wait to see if it settles.",
  hypertensive_crisis:
    "A reading of 180/120 or higher with chest pain, breathlessness, back pain, numbness or weakness, vision changes or trouble speaking is a hypertensive emergency (American Heart Association): call now rather than waiting to recheck. Don't take extra blood pressure pills to bring it down quickly.",
};

export const acetaminophenAction =
  'Paracetamol (acetaminophen, Tylenol) overdose: go to the emergency department now, even if you feel completely fine. It harms the liver silently over a day or two, and the antidote works best when it is given early — ideally within 8 hours.';

const crisisLines = [
  'You can talk to someone trained to listen, any time of day or night:',
  '- **US:** call or text **988** (988 Suicide & Crisis Lifeline)',
  '- **UK and Ireland:** call Samaritans on **116 123** (free)',
  '- **EU and elsewhere:** call **112** or your local crisis line',
].join('\n');

/** The default answer to a medical emergency: the numbers first, before anything else. */
export const emergencyReply = [
  emergencyHeadline,
  "While you wait: stay with the person, keep them still and comfortable, unlock the door and follow the dispatcher's instructions. If they have a prescribed emergency medicine (such as an adrenaline/epinephrine auto-injector for a severe allergy), use it as instructed.",
  closing,
].join('\n\n');

/** The default answer to an overdose or poisoning: Poison Control and the emergency numbers first. */
export const poisoningEmergencyReply = [poisonHeadline, emergencyActions.overdose, closing].join('\n\n');

/** The answer to thoughts of suicide or self-harm: the crisis and emergency numbers, kindly. */
export const selfHarmReply = [
  crisisHeadline,
  emergencyActions.self_harm,
  crisisLines,
  "Reaching out is a strong thing to do — you don't have to carry this on your own.",
].join('\n\n');

export interface ComposedReply {
  reply: string;
  actions: string[];
}

/** The English answer for the categories found (most urgent first). */
export function englishReply(categories: readonly EmergencyCategory[], acetaminophen: boolean): ComposedReply {
  const selfHarm = categories.includes('self_harm');
  const ingestion = categories.includes('overdose') || categories.includes('poisoning');
  const actions = categories.filter((c) => c !== 'self_harm').map((c) => emergencyActions[c]);
  if (acetaminophen && ingestion) actions.unshift(acetaminophenAction);
  if (selfHarm) {
    const headline = ingestion ? `${overdoseNowHeadline}\n\n${crisisHeadline}` : crisisHeadline;
    const reply = [headline, emergencyActions.self_harm, ...actions, crisisLines, "Reaching out is a strong thing to do — you don't have to carry this on your own."];
    return { reply: reply.join('\n\n'), actions: [emergencyActions.self_harm, ...actions] };
  }
  const onlyIngestion = categories.every((c) => c === 'overdose' || c === 'poisoning');
  const headline = onlyIngestion ? (acetaminophen ? `${overdoseNowHeadline}\n\n${poisonControlLine}` : poisonHeadline) : emergencyHeadline;
  const extra = ingestion && !onlyIngestion ? [poisonControlLine] : [];
  return { reply: [headline, ...actions, ...extra, closing].join('\n\n'), actions };
}
