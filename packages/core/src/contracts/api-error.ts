/**
 * The one error shape of the API (CONVENTIONS.md): every 4xx and 5xx answer of the server,
 * Better Auth's included, is `{ error: { code, message, field? } }`. The web's api client reads it.
 */
import { z } from 'zod';

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable machine-readable code, e.g. VALIDATION_ERROR, UNAUTHORIZED, PROFILE_NOT_FOUND.'),
      message: z.string().describe('A sentence a person can read.'),
      field: z.string().optional().describe('The request field the error is about, when there is one (dotted path).'),
    }),
  })
  .describe('The error shape of every failed call.');
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
