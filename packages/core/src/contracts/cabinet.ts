/**
 * The medicine cabinet's answers (issue 4): every read and change answers with the whole cabinet,
 * re-checked. Entry bodies and the item shape are in safety-contract.ts.
 */
import { z } from 'zod';
import { cabinetItemSchema } from './safety-contract';
import { safetyCheckResponseSchema } from './safety-check-response';

export const cabinetItemParamsSchema = z.object({ id: z.uuid('That cabinet entry was not found.') });

/** GET /api/safety/cabinet, and the answer of every change. */
export const cabinetViewSchema = z.object({
  items: z.array(cabinetItemSchema),
  check: safetyCheckResponseSchema.describe('The safety check of the active entries.'),
  warning: z.string().nullable().describe('Shown when more than two medications are active (P2-ERR-13).'),
});
export type CabinetView = z.infer<typeof cabinetViewSchema>;

/** POST /api/safety/cabinet (201): the new entry's id and the cabinet. */
export const cabinetAddedSchema = cabinetViewSchema.extend({ id: z.string() });
export type CabinetAdded = z.infer<typeof cabinetAddedSchema>;
