/**
 * Response shapes of the public knowledge base (issue 4): autocomplete, substance facts and the
 * essential-oil and natural-remedy libraries. The knowledge engine's own types stay its
 * internal ones; a type-level test in the server ties them to these.
 */
import { z } from 'zod';
import { substanceKinds } from './safety-contract';

export const substanceKindSchema = z.enum(substanceKinds);
export type SubstanceKind = z.infer<typeof substanceKindSchema>;

/** Ordered from most to least serious. */
export const severityLevels = ['contraindicated', 'major', 'moderate', 'minor'] as const;
export const severitySchema = z.enum(severityLevels);
export type Severity = z.infer<typeof severitySchema>;

export const evidenceRatings = ['strong', 'moderate', 'limited', 'insufficient'] as const;
export const evidenceRatingSchema = z.enum(evidenceRatings);
export type EvidenceRating = z.infer<typeof evidenceRatingSchema>;

/** Where a fact comes from. */
export const sourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  accessed: z.string().describe('ISO date (YYYY-MM-DD) the source was last checked.').optional(),
});
export type Source = z.infer<typeof sourceSchema>;

export const nameViaSchema = z.enum(['name', 'brand', 'synonym']);

export const searchHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: substanceKindSchema,
  matched: z.string().optional().describe('The name that matched when it is not the generic name.'),
  via: nameViaSchema,
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const knowledgeSearchResponseSchema = z.object({ results: z.array(searchHitSchema) });
export type KnowledgeSearchResponse = z.infer<typeof knowledgeSearchResponseSchema>;

export const substanceFactsSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: substanceKindSchema,
  brands: z.array(z.string()).optional(),
  synonyms: z.array(z.string()).optional(),
  components: z.array(z.string()).optional(),
  sideEffects: z.array(z.string()).optional(),
  seriousSideEffects: z.array(z.string()).optional(),
  warnings: z.array(z.string()).optional(),
  classes: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string() })),
  sources: z.array(sourceSchema),
});
export type SubstanceFacts = z.infer<typeof substanceFactsSchema>;

export const substanceParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Unknown substance.') });

const displayInteractionSchema = z.object({ with: z.string(), withName: z.string(), note: z.string() });

export const essentialOilSchema = z.object({
  id: z.string(),
  name: z.string(),
  botanicalName: z.string(),
  commonUses: z.array(z.string()),
  evidence: evidenceRatingSchema,
  evidenceSummary: z.string(),
  safety: z.object({
    phototoxic: z.boolean(),
    maxDermalPercent: z.number().optional(),
    pregnancy: z.string(),
    children: z.string(),
    pets: z.string(),
    other: z.array(z.string()).optional(),
  }),
  interactions: z.array(displayInteractionSchema),
  sources: z.array(sourceSchema),
});
export type EssentialOilView = z.infer<typeof essentialOilSchema>;

export const naturalRemedySchema = z.object({
  id: z.string(),
  name: z.string(),
  claim: z.string(),
  evidence: evidenceRatingSchema,
  evidenceSummary: z.string(),
  cautions: z.array(z.string()),
  interactions: z.array(displayInteractionSchema),
  substanceId: z.string().optional(),
  sources: z.array(sourceSchema),
});
export type NaturalRemedyView = z.infer<typeof naturalRemedySchema>;

export const essentialOilsResponseSchema = z.object({ oils: z.array(essentialOilSchema) });
export const remediesResponseSchema = z.object({ remedies: z.array(naturalRemedySchema) });
