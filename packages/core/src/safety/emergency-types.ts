/** The shapes of the emergency screen: categories, languages, lexicon signals and the detection. */

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
  | 'self_harm'
  | 'hypoglycaemia'
  | 'hyperglycaemia'
  | 'hypertensive_crisis';

/** Most urgent first: the order of the actions in a reply and the choice of the main category. */
export const emergencyCategories: readonly EmergencyCategory[] = [
  'self_harm',
  'unconscious',
  'breathing',
  'allergy',
  'cardiac',
  'stroke',
  'seizure',
  'bleeding',
  'overdose',
  'poisoning',
  'hypoglycaemia',
  'hyperglycaemia',
  'hypertensive_crisis',
];

export type ScreenLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt';

export type EmergencyKind = 'emergency' | 'self_harm';

export interface EmergencyDetection {
  kind: EmergencyKind;
  /** The whole answer: the number(s) to call first, then what to do now. */
  reply: string;
  /** The main category (the most urgent one found). */
  category?: EmergencyCategory;
  /** Every category found, most urgent first. */
  categories?: EmergencyCategory[];
  /** The language the reply is written in (the message's, where one of ours). */
  language?: ScreenLanguage;
  /** What to do now, one line each, in the reply's language (also inside `reply`). */
  actions?: string[];
}

/**
 * One way an emergency is put into words, matched against screenText output.
 * - `situation`: it can only describe something happening ("my throat is closing"); it counts
 *   unless negated ("no chest pain") or the message is about someone hypothetical.
 * - `topic`: it can also be asked about ("stroke", "chest pain"); it counts when someone has it
 *   ("I have chest pain"), with an urgency word, or when the message is not a general question.
 * `weight` below 1 is a weak sign: it needs another sign of the same category to count.
 * `unless`: the whole message must not match this ("cant breathe through my nose").
 * `requires`: the whole message must also match this.
 * `acetaminophen` marks an overdose rule whose message names paracetamol/acetaminophen.
 */
export interface EmergencySignal {
  category: EmergencyCategory;
  pattern: RegExp;
  kind: 'situation' | 'topic';
  weight: number;
  unless?: RegExp;
  requires?: RegExp;
}

export type SignalOptions = Partial<Pick<EmergencySignal, 'weight' | 'unless' | 'requires'>>;

export const situation = (category: EmergencyCategory, pattern: RegExp, options: SignalOptions = {}): EmergencySignal => ({
  category,
  pattern,
  kind: 'situation',
  weight: 1,
  ...options,
});

export const topic = (category: EmergencyCategory, pattern: RegExp, options: SignalOptions = {}): EmergencySignal => ({
  category,
  pattern,
  kind: 'topic',
  weight: 1,
  ...options,
});

/** Language-specific context words used to tell a situation from a general question. */
export interface ScreenContext {
  /** Words just before a match that negate it. */
  negation: RegExp;
  /** Anywhere: it is happening now. */
  urgency: RegExp;
  /** Just before a topic: someone has or feels it. */
  presence: RegExp;
  /** A general question about a topic rather than a situation. */
  informational: RegExp;
  /** A message about a hypothetical person ("what should I do if someone …"). */
  hypothetical: RegExp;
}

export interface EmergencyLexicon {
  language: ScreenLanguage;
  signals: readonly EmergencySignal[];
  context: ScreenContext;
}
