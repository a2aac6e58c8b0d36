/**
 * What an LLM provider gets from the assistant before it answers: the same personal screen the
 * built-in assistant applies (the substances and foods the message names, checked against the
 * person's cabinet, allergies, diet and conditions), as text for the system prompt, and whether
 * the message is a substance question — then the provider must call the check tool first.
 */
import type { ChatTurn } from '@thrivewell/core/contracts/chat-contract';
import { normalizeChatText } from '@thrivewell/core/rules/chat-safety';
import { parseIntent } from './intent';
import { toolsFor } from './knowledge-tools';
import { scanMentions } from './mentions';
import type { PersonSnapshot } from './person';
import { screenFor, type ScreenSubject } from './screen';

export interface LlmBrief {
  /** The message names a medicine, supplement, herb or food (or asks relief for a symptom): the check tool must be called. */
  substanceQuestion: boolean;
  /** The screen's findings as prompt text, or null when there are none. */
  screenText: string | null;
}

/** The subjects of the message itself, or of the latest earlier subject for a follow-up ("is it safe?"). */
function subjectsFor(message: string, history: readonly ChatTurn[], person: PersonSnapshot): ScreenSubject[] {
  const intent = parseIntent(message, history, toolsFor(person));
  switch (intent.kind) {
    case 'check':
      return intent.mentions.map((m) => ({ id: m.id, name: m.name }));
    case 'substance':
    case 'avoid':
    case 'missed-dose':
      return intent.mention ? [{ id: intent.mention.id, name: intent.mention.name }] : [];
    case 'food':
      return [{ id: null, name: intent.text }];
    case 'relief':
      return intent.symptom.options.map((o) => ({ id: o.id, name: o.label.split(' (')[0]! }));
    default:
      return scanMentions(message).mentions.map((m) => ({ id: m.id, name: m.name }));
  }
}

export function llmBrief(message: string, history: readonly ChatTurn[], person: PersonSnapshot): LlmBrief {
  const subjects = subjectsFor(message, history, person);
  if (subjects.length === 0) return { substanceQuestion: false, screenText: null };
  const screen = screenFor(person, subjects);
  const text = screen.answer.reply().text;
  const named = subjects.map((s) => s.name).join(', ');
  return {
    substanceQuestion: subjects.some((s) => s.id !== null) || /\b(eat|drink|take)\b/.test(normalizeChatText(message)),
    screenText: text
      ? `Personal screen for this question (${named}), from the knowledge base — state these findings first, in plain words:\n${text}`
      : `Personal screen for this question (${named}): nothing in the user's cabinet, allergies, diet or conditions flags it in the knowledge base.`,
  };
}
