/**
 * The legacy user_details row (spec part 2 §3; P2-CALL-07) and tolerant readers for it. The
 * legacy questionnaire was stored as free JSON over several app versions, so lists may hold
 * strings or objects, numbers may be strings, and medications live in one of three places.
 */
import { hasProfileData } from '../contracts/unified-profile';

export interface LegacyQuestionnaire {
  basicInfo?: { age?: unknown; gender?: unknown; weight?: unknown; height?: unknown; [key: string]: unknown } | null;
  healthConditions?: { currentConditions?: unknown; noConditions?: unknown; allergies?: unknown; [key: string]: unknown } | null;
  symptoms?: unknown;
  medications?: unknown;
  diet?: unknown;
  interactions?: { completed?: unknown; [key: string]: unknown } | null;
  goals?: { primaryGoals?: unknown; timeframe?: unknown; [key: string]: unknown } | null;
  lastCompletedStep?: unknown;
  /** Some versions stored a completion flag of their own. */
  completed?: unknown;
  [key: string]: unknown;
}

export interface LegacyDietData {
  dietType?: unknown;
  allergies?: unknown;
  preferences?: unknown;
  commonFoods?: unknown;
  restrictions?: unknown;
  [key: string]: unknown;
}

export interface LegacyUserDetails {
  user_id?: string;
  questionnaire_data?: LegacyQuestionnaire | null;
  /** A list of medications, or an object { medications: [...] }. */
  medication_data?: unknown;
  diet_data?: LegacyDietData | null;
  updated_at?: string | null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number, or a numeric string read as one; anything else is null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The text of an entry: a string, or an object's name / label / value. */
export function entryText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (isRecord(value)) {
    for (const key of ['name', 'medication_name', 'medicationName', 'label', 'value', 'title']) {
      if (typeof value[key] === 'string') return value[key].trim();
    }
  }
  return '';
}

/** A list of texts: entries are trimmed, empty ones and case-insensitive duplicates dropped. */
export function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of value) {
    const text = entryText(entry);
    if (text && !seen.has(text.toLowerCase())) {
      seen.add(text.toLowerCase());
      out.push(text);
    }
  }
  return out;
}

/** A list stored either as the array itself or under `key` of an object. */
export function listAt(value: unknown, key: string): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Array.isArray(value[key])) return value[key];
  return null;
}

/** medication_data (a list or { medications }), else the questionnaire's medications. */
export function legacyMedicationEntries(details: LegacyUserDetails | null | undefined): unknown[] {
  return listAt(details?.medication_data, 'medications') ?? listAt(details?.questionnaire_data?.medications, 'medications') ?? [];
}

export function hasLegacyMedicationData(details: LegacyUserDetails | null | undefined): boolean {
  return hasProfileData(listAt(details?.medication_data, 'medications'));
}

export function hasLegacyDietData(details: LegacyUserDetails | null | undefined): boolean {
  return hasProfileData(details?.diet_data);
}

export function hasLegacyQuestionnaire(details: LegacyUserDetails | null | undefined): boolean {
  return hasProfileData(details?.questionnaire_data);
}

/** Anything worth recovering in the legacy row. */
export function hasLegacyData(details: LegacyUserDetails | null | undefined): boolean {
  return hasLegacyQuestionnaire(details) || hasLegacyMedicationData(details) || hasLegacyDietData(details);
}
