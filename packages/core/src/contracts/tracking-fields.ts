/**
 * Fields the W2-D tracking contracts share: a local calendar day and bounded text. A day must be
 * a real date from 1900 on; "not in the future" needs the clock and is checked by the services.
 */
import { z } from 'zod';
import { isCalendarDate } from '../tracking/local-date';

export const earliestLocalDate = '1900-01-01';

export const localDateSchema = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD).`)
    .refine((d) => d >= earliestLocalDate, `${label} cannot be before 1900.`);

export const boundedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);

export const optionalNote = (label: string, max = 1000) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);
