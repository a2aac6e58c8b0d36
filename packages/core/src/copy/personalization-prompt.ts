/**
 * Personalised AI prompts (spec part 2 §3, §8; P2-AI-01, P2-AI-02, P2-AI-05). The base prompt is
 * extended with a short, plain summary of the parts of the profile that matter for the context.
 * Profile text is user input, so every entry is flattened to one short line and lists are
 * capped: the summary informs the model, it cannot restructure the prompt.
 */
import { bmi } from '../rules/bmi';
import {
  alcoholConsumptionLabels,
  dietTypeLabels,
  exerciseFrequencyLabels,
  genderLabels,
  goalTimeframeLabels,
  smokingStatusLabels,
} from './profile-choices';
import { personalizationScore } from '../rules/personalization-score';
import type { UnifiedProfile } from '../contracts/unified-profile';

export const personalizationContexts = ['health_analysis', 'medication_safety', 'nutrition', 'lifestyle', 'general'] as const;
export type PersonalizationContextKind = (typeof personalizationContexts)[number];

/** P2-AI-01. */
export interface PersonalizationContext {
  basePrompt: string;
  enhancedPrompt: string;
  contextSummary: string;
  personalizationScore: number;
  /** The unified_user_profiles columns the summary drew on. */
  usedDataSections: string[];
}

export const personalizationUnavailableSummary = 'Unable to load personalization context';
export const noProfileDataSummary = 'No profile data available for this context';

type Part = 'personal' | 'conditions' | 'allergies' | 'medications' | 'symptoms' | 'lifestyle' | 'diet' | 'goals';

/** Which parts of the profile each context uses, in the order they are written. */
export const contextParts: Record<PersonalizationContextKind, readonly Part[]> = {
  health_analysis: ['personal', 'conditions', 'allergies', 'medications', 'symptoms', 'lifestyle', 'diet', 'goals'],
  medication_safety: ['personal', 'conditions', 'allergies', 'medications', 'diet'],
  nutrition: ['personal', 'allergies', 'conditions', 'diet', 'goals', 'medications'],
  lifestyle: ['personal', 'lifestyle', 'goals', 'symptoms'],
  general: ['personal', 'goals', 'lifestyle', 'diet'],
};

const guidance: Record<PersonalizationContextKind, string> = {
  health_analysis: 'Relate the analysis to this profile where it is relevant.',
  medication_safety: 'Take the listed medications, allergies and conditions into account when discussing interactions and timing.',
  nutrition: 'Respect the diet type, restrictions and allergies in every suggestion.',
  lifestyle: 'Suggest small, realistic changes that fit these habits and goals.',
  general: 'Use this profile to make the answer relevant to this person.',
};
const closing = 'Keep the answer educational and general: do not diagnose or prescribe, and suggest a healthcare provider for medical decisions.';

const maxEntries = 10;
const maxText = 60;

/** One line, no control characters, at most 60 characters. */
function clean(value: unknown): string {
  const text = String(value ?? '')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxText ? `${text.slice(0, maxText - 1)}…` : text;
}

function list(values: unknown): string {
  const entries = (Array.isArray(values) ? values : []).filter((v) => typeof v === 'string').map(clean).filter(Boolean);
  const shown = entries.slice(0, maxEntries).join(', ');
  return entries.length > maxEntries ? `${shown} and ${entries.length - maxEntries} more` : shown;
}

const label = (table: Record<string, string>, value: unknown) =>
  typeof value === 'string' && value ? (Object.hasOwn(table, value) ? table[value] : clean(value)) : '';

function partLines(profile: UnifiedProfile, part: Part): { column: string; lines: string[] }[] {
  const p = profile.personal_info ?? {};
  const m = profile.medical_history ?? {};
  const l = profile.lifestyle_data ?? {};
  const d = profile.dietary_info ?? {};
  const g = profile.health_goals ?? {};
  const line = (name: string, value: string | number | null | undefined) => (value === '' || value == null ? [] : [`${name}: ${value}`]);
  switch (part) {
    case 'personal': {
      const index = bmi({ weight: p.weight, weightUnit: p.weightUnit, height: p.height, heightUnit: p.heightUnit });
      return [{ column: 'personal_info', lines: [...line('Age', p.age), ...line('Gender', label(genderLabels, p.gender)), ...line('BMI', index)] }];
    }
    case 'conditions':
      return [
        { column: 'medical_history', lines: line('Health conditions', list([...(m.currentConditions ?? []), ...(m.chronicConditions ?? [])])) },
        { column: 'conditions', lines: line('Diagnosed conditions', list(profile.conditions?.diagnosed)) },
      ];
    case 'allergies':
      return [{ column: 'medical_history', lines: line('Allergies', list(m.allergies)) }];
    case 'medications': {
      const active = (profile.medications?.current ?? []).filter((x) => x?.active !== false && clean(x?.name));
      const names = active.map((x) => [x.name, x.dosage, x.frequency].map(clean).filter(Boolean).join(' '));
      return [{ column: 'medications', lines: line('Current medications', list(names)) }];
    }
    case 'symptoms':
      return [{ column: 'symptoms', lines: line('Current symptoms', list(profile.symptoms?.currentSymptoms)) }];
    case 'lifestyle':
      return [
        {
          column: 'lifestyle_data',
          lines: [
            ...line('Exercise', label(exerciseFrequencyLabels, l.exerciseFrequency)),
            ...line('Sleep', typeof l.sleepHours === 'number' ? `${l.sleepHours} hours a night` : null),
            ...line('Stress level', typeof l.stressLevel === 'number' ? `${l.stressLevel}/10` : null),
            ...line('Smoking', label(smokingStatusLabels, l.smokingStatus)),
            ...line('Alcohol', label(alcoholConsumptionLabels, l.alcoholConsumption)),
          ],
        },
      ];
    case 'diet':
      return [{ column: 'dietary_info', lines: [...line('Diet', label(dietTypeLabels, d.type)), ...line('Dietary restrictions', list(d.restrictions))] }];
    case 'goals': {
      const timeframe = label(goalTimeframeLabels, g.timeframe);
      const goals = list(g.primary);
      return [{ column: 'health_goals', lines: line('Health goals', goals && timeframe ? `${goals} (timeframe: ${timeframe})` : goals) }];
    }
  }
}

/** P2-AI-05: what a failure returns: the unchanged prompt, score 0. */
export function unpersonalizedPrompt(basePrompt: string): PersonalizationContext {
  return { basePrompt, enhancedPrompt: basePrompt, contextSummary: personalizationUnavailableSummary, personalizationScore: 0, usedDataSections: [] };
}

/**
 * P2-AI-01/02: base prompt → enhanced prompt with the context summary. A missing profile, or a
 * profile that cannot be read, gives the unchanged prompt (P2-AI-05); the caller logs it.
 */
export function buildPersonalizedPrompt(
  basePrompt: string,
  profile: UnifiedProfile | null | undefined,
  context: PersonalizationContextKind = 'general',
): PersonalizationContext {
  if (!profile) return unpersonalizedPrompt(basePrompt);
  try {
    const parts = contextParts[context].flatMap((part) => partLines(profile, part)).filter((x) => x.lines.length > 0);
    const usedDataSections = [...new Set(parts.map((x) => x.column))];
    const score = personalizationScore(profile);
    if (parts.length === 0) {
      return { basePrompt, enhancedPrompt: basePrompt, contextSummary: noProfileDataSummary, personalizationScore: score, usedDataSections };
    }
    const contextSummary = parts.flatMap((x) => x.lines).join('\n');
    const bullets = contextSummary.split('\n').map((s) => `- ${s}`).join('\n');
    const enhancedPrompt = `${basePrompt}\n\nUser profile (for personalisation):\n${bullets}\n\n${guidance[context]} ${closing}`;
    return { basePrompt, enhancedPrompt, contextSummary, personalizationScore: score, usedDataSections };
  } catch {
    return unpersonalizedPrompt(basePrompt);
  }
}
