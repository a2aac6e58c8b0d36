import { emptySection, validateProfileSection, type ProfileSectionData } from '@thrivewell/core/contracts/profile-contract';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { storedSection, type UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';

/**
 * The saved value of one section as its form edits it: the stored column parsed with the
 * section's schema, or the empty section when nothing is stored. When the stored data does not
 * pass the schema as a whole (old or partial JSON), the fields that do pass are kept, one by
 * one, so a later save never wipes answers the form could have shown. The medications
 * column's `analysis` and `lastUpdated` are not part of the form value.
 */
export function sectionValue<K extends ProfileSectionId>(profile: UnifiedProfile | null | undefined, section: K): ProfileSectionData[K] {
  const stored = storedSection(profile, section);
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return emptySection(section);
  const parsed = validateProfileSection(section, stored);
  if (parsed.success) return parsed.data;
  let value = emptySection(section);
  for (const [key, field] of Object.entries(stored)) {
    const attempt = validateProfileSection(section, { ...value, [key]: field });
    if (attempt.success) value = attempt.data;
  }
  return value;
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
  );
}

/** Whether two section values hold the same answers (key order ignored; list order kept). */
export function sameSectionValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}
