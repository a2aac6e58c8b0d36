/**
 * The built-in grounded responder (issue 6 "Providers": the embedded default, no key, offline).
 * It understands the common questions (is X safe with Y, when should I take X, what is X, is
 * essential oil X safe, is this product safe for me, what does my profile say, general
 * wellness), answers from the chat tools only, cites their sources and personalises from the
 * profile. Where it does not understand, it says so and lists what it can do.
 *
 * It never diagnoses and never tells anyone to stop or change a prescribed medicine: the safety
 * layer's notices answer those requests. The chat service runs the emergency check before any
 * provider; it is repeated here so the responder is safe on its own.
 */
import {
  detectDiagnosisRequest,
  detectEmergency,
  detectMedicationChangeRequest,
  diagnosisNotice,
  emergencyTopicNote,
  medicationChangeNotice,
} from '@thrivewell/core/chat-safety';
import type { AiProvider, AiReply, AiRequest } from '../ai-provider';
import { Answer, chunksOf, pharmacistLine } from './answer';
import { composeSubstance, composeLibrary } from './compose-facts';
import { composeIngredients } from './compose-ingredients';
import { composeCheck } from './compose-safety';
import { composeWellness } from './compose-wellness';
import { parseIntent, type Intent } from './intent';
import { isKnownName, scanMentions } from './mentions';

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

async function cabinetList(request: AiRequest): Promise<Answer> {
  const answer = new Answer().use('medications');
  const { data: cabinet } = await request.tools.getCabinet();
  if (cabinet.length === 0) return answer.say('Your medicine cabinet is empty. Add what you take at /safety/cabinet and I can check it for interactions and timing.');
  const lines = cabinet.map((c) => `- ${c.name}${c.dosage ? `, ${c.dosage}` : ''}${c.frequency ? `, ${c.frequency}` : ''}${c.type ? ` (${c.type})` : ''}`);
  return answer.say(`**Your medicine cabinet (${cabinet.length}):**\n${lines.join('\n')}`, 'Ask "Check my medications for interactions" or "When should I take my medications?" to go further.');
}

async function answerFor(intent: Intent, request: AiRequest): Promise<Answer> {
  const { tools } = request;
  switch (intent.kind) {
    case 'greeting':
      return new Answer().say(greetingText, capabilitiesText);
    case 'ingredients':
      return composeIngredients(tools, intent.text);
    case 'check':
      return composeCheck(tools, intent);
    case 'library':
      return composeLibrary(tools, intent.name, intent.aspects);
    case 'substance':
      return composeSubstance(tools, intent.mention, intent.sideEffects, intent.lifeStage);
    case 'cabinet-list':
      return cabinetList(request);
    case 'wellness':
      return composeWellness(tools, intent.topics, intent.askedProfile);
    case 'unrecognised': {
      const { data } = await tools.checkSafety(intent.unknown);
      const lines = data.unresolved.map((u) => `- "${u.input}"${u.suggestions.length ? ` — did you mean ${u.suggestions.map((s) => `**${s}**`).join(', ')}?` : ''}`);
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
async function compose(request: AiRequest): Promise<Answer> {
  const { message } = request;
  const emergency = detectEmergency(message);
  if (emergency) return new Answer().say(emergency.reply);

  const answer = new Answer();
  if (extraDose.test(message)) return answer.say(extraDoseText);
  if (detectMedicationChangeRequest(message, { isMedicine: isKnownName })) {
    answer.say(medicationChangeNotice);
    const mention = scanMentions(message).mentions[0];
    if (mention) answer.say(`Here is some general information about ${mention.name} to take to that conversation:`).append(await composeSubstance(request.tools, mention, false));
    else answer.say(pharmacistLine);
    return answer;
  }
  const intent = parseIntent(message, request.history, request.tools);
  if (detectDiagnosisRequest(message)) {
    answer.say(diagnosisNotice);
    if (intent.kind === 'help') return answer.say('It can help to note your symptoms — when they started, how often they happen and what makes them better or worse — and take that to your appointment.');
    answer.say('Here is some general information that may help:');
  }
  return answer.append(await answerFor(intent, request)).say(emergencyTopicNote(message));
}

export function createBuiltinResponder(): AiProvider {
  return {
    name: 'builtin',
    async respond(request: AiRequest): Promise<AiReply> {
      request.signal?.throwIfAborted();
      const reply = (await compose(request)).reply();
      if (request.onDelta) for (const chunk of chunksOf(reply.text)) request.onDelta(chunk);
      return reply;
    },
  };
}
