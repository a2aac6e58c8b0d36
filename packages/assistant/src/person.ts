/**
 * The person the assistant answers for: a snapshot of the profile, the active medicine cabinet
 * (names resolved to knowledge-base ids once) and what their plan opens of a safety answer, read
 * by the server before the call. Pure data — the assistant never reads a database.
 */
import { profileSectionColumns } from '@thrivewell/core/rules/profile-sections';
import { sectionHasData, type UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { freeAccess, type PlanAccess } from '@thrivewell/knowledge/plan-gating';
import { resolveName } from '@thrivewell/knowledge/resolve';

export interface CabinetEntry {
  name: string;
  dosage: string | null;
  frequency: string | null;
  type: string | null;
}

export interface CabinetItem extends CabinetEntry {
  /** The knowledge-base substance the name resolves to, or null when it is not known. */
  substanceId: string | null;
  /** The knowledge-base display name, when resolved. */
  substanceName: string | null;
  /** Names it may have meant, when it is not known. */
  suggestions?: string[];
}

export interface PersonSnapshot {
  /** null for a user without a unified profile yet. */
  profile: UnifiedProfile | null;
  cabinet: CabinetItem[];
  /** The unified_user_profiles columns that hold data (personal_info, medications, …). */
  usedDataSections: string[];
  /** What the plan opens (ADR 0007): moderate/minor supplement and food findings, timing and the day plan. */
  access: PlanAccess;
}

/** The columns of unified_user_profiles that can hold a person's data. */
const dataColumns = [...Object.values(profileSectionColumns), 'conditions'] as const;

export function usedSections(profile: UnifiedProfile | null): string[] {
  if (!profile) return [];
  return dataColumns.filter((column) => sectionHasData(profile[column]));
}

/**
 * The snapshot of a profile, the cabinet's active entries and the plan's access. Entries that come
 * resolved (the server's cabinet keeps each entry's resolution) are taken as they are; others are
 * resolved here.
 */
export function buildPerson(profile: UnifiedProfile | null, cabinet: readonly (CabinetEntry | CabinetItem)[], access: PlanAccess): PersonSnapshot {
  const items = cabinet.map((entry): CabinetItem => {
    if ('substanceId' in entry) return entry;
    const r = resolveName(entry.name);
    return { ...entry, substanceId: r.ok ? r.item.id : null, substanceName: r.ok ? r.substance.name : null, suggestions: r.ok ? [] : r.item.suggestions };
  });
  return { profile, cabinet: items, usedDataSections: usedSections(profile), access };
}

/** Nobody in particular: no profile, an empty cabinet, the free plan's access. */
export const emptyPerson: PersonSnapshot = { profile: null, cabinet: [], usedDataSections: [], access: freeAccess };

export const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []);

export function allergiesOf(person: PersonSnapshot): string[] {
  return textList(person.profile?.medical_history?.allergies);
}

export function conditionsOf(person: PersonSnapshot): string[] {
  const p = person.profile;
  return [...new Set([...textList(p?.medical_history?.currentConditions), ...textList(p?.medical_history?.chronicConditions), ...textList(p?.conditions?.diagnosed)])];
}

/** The diet ids and restrictions the ingredient engine checks ('vegan', 'gluten-free', …). */
export function dietsOf(person: PersonSnapshot): string[] {
  const d = person.profile?.dietary_info;
  return [...(d?.type && d.type !== 'omnivore' && d.type !== 'other' ? [d.type] : []), ...textList(d?.restrictions)];
}

export function hasCondition(person: PersonSnapshot, pattern: RegExp): boolean {
  return conditionsOf(person).some((c) => pattern.test(c));
}

/** Cabinet items that resolved, with their ids. */
export function knownCabinet(person: PersonSnapshot): (CabinetItem & { substanceId: string; substanceName: string })[] {
  return person.cabinet.filter((c): c is CabinetItem & { substanceId: string; substanceName: string } => c.substanceId !== null && c.substanceName !== null);
}
