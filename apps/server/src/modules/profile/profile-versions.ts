/**
 * Optimistic concurrency per profile section (issue 13 §3, "edits are lost silently"): a
 * section's version is a short hash of what is stored for it, so it changes exactly when that
 * section's answers change — another section's save, or the background medication analysis,
 * leaves it alone. No schema change: the version is derived from the row, never stored.
 * A save that names the version it started from is refused with 409 SECTION_CHANGED when the
 * stored section has moved on; a save without versions keeps last-write-wins (older clients).
 */
import { createHash } from 'node:crypto';
import type { SectionVersions } from '@thrivewell/core/contracts/profile-contract';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { profileSectionColumns, profileSectionIds, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { AppError } from '../../errors';
import type { ProfileRow } from './profile.repo';

/** JSON with object keys sorted at every level: PostgreSQL's jsonb reorders keys, PGlite too. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonical(value[i]);
    return `${out}]`;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Sorted by UTF-16 code units (the default sort), as every stored version was hashed.
    const keys = Object.keys(record).sort();
    let out = '{';
    for (const key of keys) {
      const v = record[key];
      if (v === undefined) continue;
      out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonical(v)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What the user edits of a section: for medications the list and the 'none' tick, not the analysis. */
function editedPart(row: Partial<ProfileRow>, section: ProfileSectionId): unknown {
  const stored = row[profileSectionColumns[section]] ?? null;
  if (section !== 'medications' || !stored) return stored;
  const { current, noMedications } = stored as { current?: unknown; noMedications?: unknown };
  return { current: current ?? null, noMedications: noMedications ?? null };
}

const versionOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);
/** An empty section's version (most profiles have several): the same hash, computed once. */
const emptyVersion = versionOf('null');

export function sectionVersion(row: Partial<ProfileRow> | null, section: ProfileSectionId): string {
  const text = canonical(row ? editedPart(row, section) : null);
  return text === 'null' ? emptyVersion : versionOf(text);
}

export function sectionVersions(row: Partial<ProfileRow> | null): Record<ProfileSectionId, string> {
  return Object.fromEntries(profileSectionIds.map((id) => [id, sectionVersion(row, id)])) as Record<ProfileSectionId, string>;
}

/**
 * Throws 409 SECTION_CHANGED (field = the first changed section) when a section the client
 * started from a version of has changed since. Call it with the row locked for the save.
 */
export function assertSectionsUnchanged(current: ProfileRow | null, expected: SectionVersions | undefined, saving: readonly ProfileSectionId[]) {
  if (!expected) return;
  const changed = saving.find((id) => expected[id] !== undefined && expected[id] !== sectionVersion(current, id));
  if (changed) throw new AppError('SECTION_CHANGED', profileMessages.sectionChanged, 409, changed);
}

/** A single-section save's `If-Match` header (an ETag: quotes and W/ allowed) as the version. */
export function versionFromIfMatch(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.trim() === '*') return undefined;
  return value.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}
