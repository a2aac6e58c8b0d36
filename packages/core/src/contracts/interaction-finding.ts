/**
 * One interaction finding between two substances (issue 4): the shape the ingredient analysis
 * returns for a product ingredient against a medicine the person takes.
 */
import { z } from 'zod';
import { severitySchema, sourceSchema, substanceKindSchema } from './knowledge-results';

export const evidenceLevelSchema = z.enum(['established', 'probable', 'suspected', 'theoretical']);
export type EvidenceLevel = z.infer<typeof evidenceLevelSchema>;

export const interactionSchema = z.object({
  a: z.string().describe('Display name as resolved.'),
  b: z.string(),
  aId: z.string(),
  bId: z.string(),
  aKind: substanceKindSchema,
  bKind: substanceKindSchema,
  severity: severitySchema,
  summary: z.string(),
  mechanism: z.string(),
  management: z.string(),
  evidence: evidenceLevelSchema,
  sources: z.array(sourceSchema),
  ruleId: z.string(),
});
export type Interaction = z.infer<typeof interactionSchema>;
