/**
 * The profile API contract (spec part 2 §3, §5, §7; P2-SVC-11): one schema per section, the
 * body of a single-section save and of updateMultipleSections, and the field-level result the
 * forms show. The server validates with these; the web forms reuse them.
 */
import { z } from 'zod';
import { profileSectionIds, type ProfileSectionId } from './profile-sections';
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
      personalInfo: personalInfoSchema.optional(),
      medicalHistory: medicalHistorySchema.optional(),
      symptoms: symptomsSchema.optional(),
      medications: medicationsSchema.optional(),
      lifestyle: lifestyleSchema.optional(),
      diet: dietSchema.optional(),
      healthGoals: healthGoalsSchema.optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown profile section.' : undefined) },
  )
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Send at least one profile section.' });
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
