/**
 * The built-in assistant (issue 6 "Providers": the embedded default, no key, offline; W2-B: it
 * understands the person). Pure: a message, the conversation so far and a snapshot of the person
 * in; an answer with sources out. It understands interactions, timing, facts about a substance,
 * essential oils and remedies, products, foods, readings (blood sugar, INR, blood pressure, pulse,
 * temperature, oxygen), "summarise my health", symptom relief ranked for the person, missed doses
 * and follow-ups bound to the latest subject. Every answer that names a substance, food or
 * product is screened against the person's cabinet, allergies, diet and conditions unasked.
 *
 * It never diagnoses and never tells anyone to stop or change a prescribed medicine: the safety
 * layer's notices answer those requests. The chat service runs the emergency check before any
 * provider; it is repeated here so the assistant is safe on its own.
 */
import {
  detectDiagnosisRequest,
  detectEmergency,
  detectMedicationChangeRequest,
  normalizeChatText,
  diagnosisNotice,
  emergencyTopicNote,
  medicationChangeNotice,
} from '@thrivewell/core/rules/chat-safety';
import type { ChatTurn } from '@thrivewell/core/contracts/chat-contract';
import { Answer, type AssistantReply } from './answer';
import { composeAvoid } from './compose-avoid';
import { composeSubstance, composeLibrary } from './compose-facts';
import { composeFood } from './compose-food';
import { composeIngredients } from './compose-ingredients';
import { composeReadings, composeReadingTopic } from './compose-readings';
import { composeRelief, concernOf, hasConcerns, rankOptions, reasons } from './compose-relief';
import { composeCheck } from './compose-safety';
import { composeSummary } from './compose-summary';
import { composeWellness } from './compose-wellness';
import { parseIntent, type Intent, type IntentKind } from './intent';
import { toolsFor, type AssistantTools } from './knowledge-tools';
import { isKnownName, scanMentions, trustworthySuggestions, type Mention } from './mentions';
import { composeMissedDose } from './missed-dose';
import { knownCabinet, type PersonSnapshot } from './person';
import { screenFor, screenedLine } from './screen';
import { pharmacistLine } from './answer';

export const capabilitiesText = [
  'Here is what I can help with:',
  [
    '- **Interactions:** "Can I take ibuprofen with warfarin?" or "Is grapefruit safe with my medications?"',
    '- **Timing:** "When should I take levothyroxine?"',
    '- **Medicines and supplements:** "What are the side effects of metformin?"',
    '- **Essential oils and remedies:** "Is lavender oil safe for my dog?"',
    '- **Products:** "Is this safe for me? Ingredients: sugar, whey, soy lecithin"',
    '- **Your profile and wellness:** "How can I sleep better?" or "What does my profile say about stress?"',
  ].join('\n'),
  'My answers are educational information from our knowledge base and your profile — not a diagnosis or medical advice.',
].join('\n\n');

export const greetingText = "Hi! I'm your wellness assistant. I can check medicines, supplements and foods for interactions, explain timing, look up essential oils and remedies, check a product's ingredients against your profile and share wellness tips tailored to you.";

/** "I took my pills twice by mistake", "accidentally took an extra dose". */
const extraDose = /\b(double dosed|doubled up|(took|taken|gave|given) (\w+ ){0,3}(double|extra|second) (dose|pill|tablet)|(took|taken|swallowed|had|gave|given)\b.*\b(by mistake|accidentally|by accident)|accidentally (took|taken|swallowed|had|gave))\b/i;

export const extraDoseText = [
  "If you took an extra dose by mistake, don't take another to \"balance\" it, and don't skip ahead on your own. How much it matters depends on the medicine and the amount:",
  '- **US:** call Poison Control on **1-800-222-1222** (free, 24/7), or use poison.org\n- **UK:** call **NHS 111**\n- Or ask your pharmacist — have the packet with you.',
  'If the person becomes very drowsy, confused, has trouble breathing, chest pain or a seizure, call **911 (US), 999 (UK) or 112 (EU)** now.',
].join('\n\n');

export interface AssistantInput {
  /** The user's message, trimmed, non-empty. */
  message: string;
  /** Earlier turns, oldest first. */
  history: readonly ChatTurn[];
  person: PersonSnapshot;
}

export interface AssistantResult extends AssistantReply {
  /** What the message was understood as ('emergency' and 'safety' for the safety layer's answers). */
  intent: IntentKind | 'emergency' | 'extra-dose' | 'medication-change';
}

function cabinetList(tools: AssistantTools): Answer {
  const answer = new Answer().use('medications');
  const { data: cabinet } = tools.getCabinet();
  if (cabinet.length === 0) return answer.say('Your medicine cabinet is empty. Add what you take at /safety/cabinet and I can check it for interactions and timing.');
  const lines = cabinet.map((c) => `- ${c.name}${c.dosage ? `, ${c.dosage}` : ''}${c.frequency ? `, ${c.frequency}` : ''}${c.type ? ` (${c.type})` : ''}`);
  return answer.say(`**Your medicine cabinet (${cabinet.length}):**\n${lines.join('\n')}`, 'Ask "Check my medications for interactions" or "When should I take my medications?" to go further.');
}

const subjectsOf = (mentions: readonly Mention[]) => mentions.map((m) => ({ id: m.id, name: m.name }));

/** Facts about one substance, led by what it means for this person. */
function substanceForPerson(person: PersonSnapshot, tools: AssistantTools, mention: Mention, sideEffects: boolean, lifeStage = false, message?: string): Answer {
  const screen = screenFor(person, subjectsOf([mention]), message ? { message } : {});
  const answer = new Answer().append(screen.answer);
  if (screen.findings.length === 0 && screen.withheld.length === 0) answer.say(screenedLine(person, [mention.name]));
  return answer.append(composeSubstance(tools, mention, sideEffects, lifeStage));
}

/** An interaction or timing check; allergies and conditions lead, the cabinet is always included. */
function checkForPerson(person: PersonSnapshot, tools: AssistantTools, intent: Extract<Intent, { kind: 'check' }>, message: string): Answer {
  const subjects = subjectsOf(intent.mentions);
  if (person.cabinet.length === 0 && intent.mentions.length === 1 && intent.groups.length === 0 && intent.unknown.length === 0 && !intent.timing) {
    // Nothing to check one item against: say so, then what is known about it for this person.
    const note = 'Your medicine cabinet is empty, so there is nothing to check it against. Add what you take at /safety/cabinet, or name the other medicine too ("Can I take X with Y?").';
    return new Answer().append(substanceForPerson(person, tools, intent.mentions[0]!, false, false, message)).say(note);
  }
  const personal = screenFor(person, subjects, { interactions: false, message }).answer;
  const answer = new Answer().append(composeCheck(tools, { ...intent, includeCabinet: intent.includeCabinet || person.cabinet.length > 0 }, personal));
  if (intent.symptom && subjects.length > 0) {
    const asked = concernOf(screenFor(person, subjects));
    const better = rankOptions(person, intent.symptom.options).filter((r) => r.concern < asked && !intent.mentions.some((m) => m.id === r.option.id));
    const risky = asked >= 3;
    if (risky && better.length > 0) {
      answer.say(`**Better options for ${intent.symptom.label} for you:** ${better.slice(0, 2).map((r) => `**${r.option.label}** — ${r.option.note}${hasConcerns(r.screen) ? ` (note: ${reasons(r.screen)})` : ''}`).join(' ')} Ask me "What can I take for ${intent.symptom.label}?" for the full list.`);
    }
  }
  return answer;
}

function answerFor(intent: Intent, person: PersonSnapshot, tools: AssistantTools, message: string): Answer {
  switch (intent.kind) {
    case 'greeting':
      return new Answer().say(greetingText, capabilitiesText);
    case 'ingredients':
      return composeIngredients(tools, intent.text);
    case 'check':
      return checkForPerson(person, tools, intent, message);
    case 'library':
      return composeLibrary(tools, intent.name, intent.aspects);
    case 'substance':
      return substanceForPerson(person, tools, intent.mention, intent.sideEffects, intent.lifeStage, message);
    case 'cabinet-list':
      return cabinetList(tools);
    case 'wellness':
      return composeWellness(tools, intent.topics, intent.askedProfile);
    case 'reading':
      return composeReadings(person, intent.readings, intent.warningSigns);
    case 'reading-topic':
      return composeReadingTopic(intent.reading);
    case 'summary':
      return composeSummary(person);
    case 'relief':
      return composeRelief(person, intent.symptom);
    case 'missed-dose': {
      const cabinet = knownCabinet(person);
      const subject = intent.mention ? { id: intent.mention.id, name: intent.mention.name } : cabinet.length === 1 ? { id: cabinet[0]!.substanceId, name: cabinet[0]!.substanceName } : null;
      return composeMissedDose(subject);
    }
    case 'food':
      return composeFood(person, intent.text);
    case 'avoid':
      return composeAvoid(intent.mention, normalizeChatText(message), person.access);
    case 'unrecognised': {
      const { data } = tools.checkSafety(intent.unknown, { timing: false });
      const lines = data.unresolved.map((u) => {
        const offered = trustworthySuggestions(u.input, u.suggestions);
        return `- "${u.input}"${offered.length ? ` — did you mean ${offered.map((s) => `**${s}**`).join(', ')}? I haven't checked it: tell me the exact name and I will.` : ''}`;
      });
      if (lines.length === 0) return new Answer().say("I'm not sure I understood that — I'm a built-in assistant that answers from our knowledge base and your profile.", capabilitiesText);
      return new Answer().say(
        `I don't recognise ${lines.length === 1 ? 'this name' : 'these names'} in our knowledge base:\n${lines.join('\n')}`,
        'Try the generic name from the label (for example "ibuprofen" rather than a store brand). Our knowledge base covers common medicines, supplements and foods; if yours is not there, a pharmacist can help.',
      );
    }
    case 'help':
      return new Answer().say("I'm not sure I understood that — I'm a built-in assistant that answers from our knowledge base and your profile.", capabilitiesText);
  }
}

/** Kind refusals first (medication change, diagnosis), then the answer to what was asked. */
export function answerQuestion(input: AssistantInput): AssistantResult {
  const { message, person } = input;
  const emergency = detectEmergency(message);
  if (emergency) return { ...new Answer().say(emergency.reply).reply(), intent: 'emergency' };

  const tools = toolsFor(person);
  const answer = new Answer();
  if (extraDose.test(message)) return { ...answer.say(extraDoseText).reply(), intent: 'extra-dose' };
  const intent = parseIntent(message, input.history, tools);
  if (intent.kind !== 'missed-dose' && detectMedicationChangeRequest(message, { isMedicine: isKnownName })) {
    answer.say(medicationChangeNotice);
    const mention = scanMentions(message).mentions[0];
    if (mention) answer.say(`Here is some general information about ${mention.name} to take to that conversation:`).append(substanceForPerson(person, tools, mention, false));
    else answer.say(pharmacistLine);
    return { ...answer.reply(), intent: 'medication-change' };
  }
  if (detectDiagnosisRequest(message) && intent.kind !== 'reading') {
    answer.say(diagnosisNotice);
    if (intent.kind === 'help') return { ...answer.say('It can help to note your symptoms — when they started, how often they happen and what makes them better or worse — and take that to your appointment.').reply(), intent: intent.kind };
    answer.say('Here is some general information that may help:');
  }
  return { ...answer.append(answerFor(intent, person, tools, message)).say(emergencyTopicNote(message)).reply(), intent: intent.kind };
}
