/**
 * Red flags in a symptom entry (W2-D): an entry that amounts to an emergency gets the emergency
 * screen's advice (ADR 0010) beside the saved entry. Two kinds of evidence, combined:
 * - **Severity thresholds** for the listed symptoms that are emergencies when severe: chest pain
 *   ≥ 7/10 (cardiac), shortness of breath ≥ 7/10 (breathing), headache 10/10 (a thunderclap
 *   headache: stroke/bleed). The screen cannot know these from the words alone.
 * - **The emergency screen** over a text built from the entry (symptom, severity in words, note):
 *   "worst headache of my life", "fainted", "face drooping", "suicidal thoughts", "vomiting blood".
 * The screen answers "chest pain" alone as cardiac, which would flag a 2/10 twinge logged
 * after the gym. So a category that the symptom's *name alone* raises counts only from its
 * threshold; the note (screened alone and with the name) must add the evidence otherwise.
 * Categories where any mention is an emergency (self-harm, fainting, bleeding, seizure, overdose,
 * poisoning, allergy) count from the name at any severity.
 */
import { emergencyDetectionFor, screenMessage } from '../safety/emergency-screen';
import { emergencyCategories, type EmergencyCategory, type EmergencyKind } from '../safety/emergency-types';
import { severityWord } from './tracking-choices';

export interface SymptomForScreen {
  symptom: string;
  severity: number;
  note?: string | null;
  durationMinutes?: number | null;
}

export interface SymptomRedFlag {
  kind: EmergencyKind;
  category: EmergencyCategory;
  categories: EmergencyCategory[];
  /** The number(s) to call first, in the entry's language (plain text, paragraphs by blank lines). */
  message: string;
  actions: string[];
}

/** Listed symptoms that are emergencies from their severity alone. */
const severityThresholds: Record<string, { category: EmergencyCategory; min: number }> = {
  'chest pain': { category: 'cardiac', min: 7 },
  'shortness of breath': { category: 'breathing', min: 7 },
  headache: { category: 'stroke', min: 10 },
};

/** Categories whose mere naming in the symptom is an emergency, whatever the severity. */
const alwaysUrgent = new Set<EmergencyCategory>(['self_harm', 'unconscious', 'bleeding', 'seizure', 'overdose', 'poisoning', 'allergy']);

const key = (symptom: string) => symptom.trim().toLowerCase().replace(/\s+/g, ' ');

/** The text the screen reads: "Chest Pain, severe (8 out of 10). <note>". */
export function symptomScreenText(entry: SymptomForScreen): string {
  const head = `${entry.symptom.trim()}, ${severityWord(entry.severity)} (${entry.severity} out of 10)`;
  const note = entry.note?.trim();
  return note ? `${head}. ${note}` : `${head}.`;
}

/** The screen's reply without the chat's own sentences: the numbers first, then the actions. */
function adviceOf(reply: string, actions: string[]): string {
  return reply
    .split('\n\n')
    .filter((paragraph) => !actions.includes(paragraph))
    .map((paragraph) => paragraph.replace(/\*\*/g, '').replace(/\s*Do not wait for a reply from this chat\.?/i, '').trim())
    .filter((paragraph) => paragraph && !/this chat|wellness assistant/i.test(paragraph))
    .join('\n\n');
}

/** The emergency advice for a red-flag entry, or null. Deterministic and pure. */
export function symptomRedFlag(entry: SymptomForScreen): SymptomRedFlag | null {
  const whole = screenMessage(symptomScreenText(entry));
  const nameOnly = new Set(screenMessage(`${entry.symptom.trim()}.`).categories);
  const note = entry.note?.trim();
  const fromNote = new Set(note ? screenMessage(note).categories : []);
  const found = new Set<EmergencyCategory>();
  for (const category of whole.categories) {
    if (!nameOnly.has(category) || fromNote.has(category) || alwaysUrgent.has(category)) found.add(category);
  }
  for (const category of fromNote) found.add(category);
  const threshold = severityThresholds[key(entry.symptom)];
  if (threshold && entry.severity >= threshold.min) found.add(threshold.category);
  // A custom name that raises a severity-gated category ("crushing chest pain") counts at the same thresholds.
  if (!threshold && entry.severity >= 7) for (const category of nameOnly) found.add(category);
  if (found.size === 0) return null;
  const ordered = emergencyCategories.filter((c) => found.has(c));
  const detection = emergencyDetectionFor({ ...whole, categories: ordered });
  if (!detection) return null;
  const actions = detection.actions ?? [];
  return {
    kind: detection.kind,
    category: detection.category ?? ordered[0]!,
    categories: detection.categories ?? ordered,
    message: adviceOf(detection.reply, actions),
    actions,
  };
}
