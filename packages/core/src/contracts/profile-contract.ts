/**
 * The profile API contract (spec part 2 §3, §5, §7; P2-SVC-11): one schema per section, the
 * body of a single-section save and of updateMultipleSections, and the field-level result the
 * forms show. The server validates with these; the web forms reuse them.
 */
import { z } from 'zod';
import { profileSectionIds, type ProfileSectionId } from '../rules/profile-sections';
import {
  dietSchema,
  healthGoalsSchema,
  lifestyleSchema,
  medicalHistorySchema,
  medicationsSchema,
  personalInfoSchema,
  symptomsSchema,
} from './profile-schemas';

export const profileSectionSchemas = {
  personalInfo: personalInfoSchema,
  medicalHistory: medicalHistorySchema,
  symptoms: symptomsSchema,
  medications: medicationsSchema,
  lifestyle: lifestyleSchema,
  diet: dietSchema,
  healthGoals: healthGoalsSchema,
} as const satisfies Record<ProfileSectionId, z.ZodType>;

/** The parsed data of each section. */
export type ProfileSectionData = { [K in ProfileSectionId]: z.infer<(typeof profileSectionSchemas)[K]> };
/** What a form may send for each section (before defaults). */
export type ProfileSectionInput = { [K in ProfileSectionId]: z.input<(typeof profileSectionSchemas)[K]> };

export interface FieldError {
  /** Dotted path inside the section, e.g. 'age' or 'specificTargets.sleepTarget'; '' for the whole section. */
  field: string;
  message: string;
}

export type SectionValidation<K extends ProfileSectionId> =
  | { success: true; data: ProfileSectionData[K] }
  | { success: false; errors: FieldError[] };

export function validateProfileSection<K extends ProfileSectionId>(section: K, data: unknown): SectionValidation<K> {
  const parsed = profileSectionSchemas[section].safeParse(data ?? {});
  if (parsed.success) return { success: true, data: parsed.data as ProfileSectionData[K] };
  return {
    success: false,
    errors: parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })),
  };
}

/** True when a save body names none of the section's fields (missing, not an object, or `{}`). */
export function isEmptySectionBody(section: ProfileSectionId, data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return true;
  const fields = sectionFields(profileSectionSchemas[section]);
  return !Object.keys(data).some((key) => fields.includes(key));
}

/** The field names of a section schema (an object, or a transform of one). */
function sectionFields(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return sectionFields(schema.in as z.ZodType);
  return [];
}

const emptySaveMessage = (section: ProfileSectionId) =>
  `Nothing to save for ${section}: send its fields (an empty body would clear what is stored).`;

/**
 * A section save from a client: like validateProfileSection, but a body without any of the
 * section's fields is refused, so a missing or empty body never clears stored answers.
 */
export function validateSectionSave<K extends ProfileSectionId>(section: K, data: unknown): SectionValidation<K> {
  if (isEmptySectionBody(section, data)) return { success: false, errors: [{ field: '', message: emptySaveMessage(section) }] };
  return validateProfileSection(section, data);
}

/** A section in a save body: its fields must be there (see validateSectionSave), then its schema. */
function sectionInBody<K extends ProfileSectionId>(section: K) {
  return z
    .unknown()
    .refine((data) => !isEmptySectionBody(section, data), { message: emptySaveMessage(section) })
    .pipe(profileSectionSchemas[section] as (typeof profileSectionSchemas)[K]);
}

/**
 * The version of each section the client edited (from `section_versions` of GET /api/profile),
 * sent back with a save: a section changed since on the server answers 409 SECTION_CHANGED.
 */
export const sectionVersionsSchema = z.partialRecord(
  z.enum(profileSectionIds, { error: 'versions: unknown profile section.' }),
  z.string({ error: 'versions: each version must be text.' }).min(1).max(128),
  { error: 'versions must be an object of section versions.' },
);
export type SectionVersions = z.infer<typeof sectionVersionsSchema>;

/** A section with nothing filled in: what a new user starts from and what a failed load falls back to (P2-ERR-08). */
export function emptySection<K extends ProfileSectionId>(section: K): ProfileSectionData[K] {
  return profileSectionSchemas[section].parse({}) as ProfileSectionData[K];
}

/** Body of a single-section save: { section, data }. */
export const sectionSaveBodySchema = z.discriminatedUnion(
  'section',
  [
    z.object({ section: z.literal('personalInfo'), data: personalInfoSchema }),
    z.object({ section: z.literal('medicalHistory'), data: medicalHistorySchema }),
    z.object({ section: z.literal('symptoms'), data: symptomsSchema }),
    z.object({ section: z.literal('medications'), data: medicationsSchema }),
    z.object({ section: z.literal('lifestyle'), data: lifestyleSchema }),
    z.object({ section: z.literal('diet'), data: dietSchema }),
    z.object({ section: z.literal('healthGoals'), data: healthGoalsSchema }),
  ],
  { error: `section must be one of: ${profileSectionIds.join(', ')}.` },
);
export type SectionSaveBody = z.infer<typeof sectionSaveBodySchema>;

/** Body of updateMultipleSections: any of the seven sections, at least one. */
export const multipleSectionsBodySchema = z
  .strictObject(
    {
      personalInfo: sectionInBody('personalInfo').optional(),
      medicalHistory: sectionInBody('medicalHistory').optional(),
      symptoms: sectionInBody('symptoms').optional(),
      medications: sectionInBody('medications').optional(),
      lifestyle: sectionInBody('lifestyle').optional(),
      diet: sectionInBody('diet').optional(),
      healthGoals: sectionInBody('healthGoals').optional(),
      versions: sectionVersionsSchema.optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown profile section.' : undefined) },
  )
  .refine((b) => profileSectionIds.some((id) => b[id] !== undefined), { message: 'Send at least one profile section.' });
export type MultipleSectionsBody = z.infer<typeof multipleSectionsBodySchema>;

/** P2-ONB-10: the age box keeps a whole number; anything unparsable becomes empty (null). */
export function parseAgeInput(text: string): number | null {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? null : value;
}

/** Weight, height and target boxes: a decimal ('70,5' is read as 70.5); anything else is empty. */
export function parseDecimalInput(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}
