/**
 * Medication doses (W2-D): schedules derived from the cabinet's frequencies, the doses of a day,
 * marks, adherence and refills. One contract for the server, the web and the OpenAPI document.
 */
import { z } from 'zod';
import { isTimeZone } from '../tracking/zoned-time';

export const doseLimits = { maxTimes: 12, maxUnitsPerDose: 100, maxQuantity: 100_000, maxThresholdDays: 90, maxEveryDays: 14 } as const;

const timeOfDay = z.string({ error: 'Each time must be a time of day (HH:MM).' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Each time must be a time of day (HH:MM, 00:00–23:59).');
export const timeZoneSchema = z.string({ error: 'Time zone must be a time zone name such as Europe/London.' }).max(64, 'That time zone is not known.').refine(isTimeZone, 'That time zone is not known.');

/** 'YYYY-MM-DD' from 1900 up to tomorrow (a person's local day can be ahead of UTC's). */
export const doseDateSchema = z
  .string({ error: 'The date must be YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'That is not a real date.')
  .refine((d) => d >= '1900-01-01', 'The date cannot be before 1900.')
  .refine((d) => Date.parse(`${d}T00:00:00Z`) <= Date.now() + 86_400_000, 'The date cannot be in the future.');

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time (ISO 8601).` })
    .refine((v) => Date.parse(v) >= Date.parse('1900-01-01T00:00:00Z'), `${label} cannot be before 1900.`);

export const doseScheduleParamsSchema = z.object({ id: z.uuid('That dose schedule was not found.') });
export const doseDayParamsSchema = z.object({ date: doseDateSchema });
export const doseTimeZoneQuerySchema = z.object({ timeZone: timeZoneSchema.optional() });
export const adherenceQuerySchema = z.object({
  days: z.enum(['7', '30', '90'], { error: 'Choose 7, 30 or 90 days.' }).default('30').transform(Number),
  to: doseDateSchema.optional(),
  timeZone: timeZoneSchema.optional(),
});

export const doseScheduleBodySchema = z
  .object({
    times: z.array(timeOfDay, { error: 'Times must be a list of times of day.' }).max(doseLimits.maxTimes, `At most ${doseLimits.maxTimes} times a day.`),
    weekdays: z.array(z.int({ error: 'Weekdays are 0 (Sunday) to 6.' }).min(0, 'Weekdays are 0 (Sunday) to 6.').max(6, 'Weekdays are 0 (Sunday) to 6.')).max(7).default([]),
    everyDays: z.int({ error: 'Every how many days must be a whole number.' }).min(1, 'Every how many days must be 1 to 14.').max(doseLimits.maxEveryDays, 'Every how many days must be 1 to 14.').default(1),
    asNeeded: z.boolean({ error: 'As needed must be true or false.' }).default(false),
    timeZone: timeZoneSchema,
    unitsPerDose: z.number({ error: 'Units per dose must be a number.' }).positive('Units per dose must be more than 0.').max(doseLimits.maxUnitsPerDose, `Units per dose can be at most ${doseLimits.maxUnitsPerDose}.`),
    quantityOnHand: z.number({ error: 'Quantity on hand must be a number.' }).min(0, 'Quantity on hand cannot be negative.').max(doseLimits.maxQuantity, `Quantity on hand can be at most ${doseLimits.maxQuantity}.`).nullable(),
    refillThresholdDays: z.int({ error: 'Refill warning days must be a whole number.' }).min(0, 'Refill warning days cannot be negative.').max(doseLimits.maxThresholdDays, `Refill warning days can be at most ${doseLimits.maxThresholdDays}.`),
  })
  .refine((b) => b.asNeeded || b.times.length > 0, { message: 'Add at least one time, or mark it as needed.', path: ['times'] })
  .refine((b) => new Set(b.times).size === b.times.length, { message: 'Each time can be listed once.', path: ['times'] });
export type DoseScheduleBody = z.infer<typeof doseScheduleBodySchema>;

export const refillBodySchema = z.object({
  quantity: z.number({ error: 'Quantity must be a number.' }).min(0, 'Quantity cannot be negative.').max(doseLimits.maxQuantity, `Quantity can be at most ${doseLimits.maxQuantity}.`),
});

export const doseEventBodySchema = z.object({
  scheduleId: z.uuid('That dose schedule was not found.'),
  /** The scheduled instant; left out for an as-needed dose (then it is the moment taken). */
  scheduledFor: instant('The dose time').optional(),
  status: z.enum(['taken', 'skipped'], { error: 'Status must be taken or skipped.' }),
  takenAt: instant('The time taken').optional(),
  clientId: z.string({ error: 'clientId must be text.' }).min(1).max(100, 'clientId can be at most 100 characters.').optional(),
});
export type DoseEventBody = z.infer<typeof doseEventBodySchema>;

export const missedDoseGuidanceSchema = z.object({
  advice: z.string().describe('What to do, from the label (MedlinePlus) when known, else the general rule (NHS). Markdown bold only.'),
  labelSpecific: z.boolean(),
  source: z.object({ title: z.string(), url: z.string() }),
});
export type MissedDoseGuidance = z.infer<typeof missedDoseGuidanceSchema>;

export const supplySchema = z.object({ daysLeft: z.number().nullable(), refillSoon: z.boolean() });

export const doseScheduleSchema = z.object({
  id: z.string(),
  medicationId: z.string(),
  medicineName: z.string(),
  frequency: z.string().nullable(),
  understood: z.object({ explanation: z.string(), guessed: z.boolean() }).describe('What was read from the frequency when the schedule was made.'),
  times: z.array(z.string()),
  weekdays: z.array(z.number()),
  everyDays: z.number(),
  asNeeded: z.boolean(),
  timeZone: z.string(),
  unitsPerDose: z.number(),
  quantityOnHand: z.number().nullable(),
  refillThresholdDays: z.number(),
  supply: supplySchema,
  missedDoseGuidance: missedDoseGuidanceSchema,
});
export type DoseSchedule = z.infer<typeof doseScheduleSchema>;
export const doseSchedulesResponseSchema = z.object({ schedules: z.array(doseScheduleSchema) });

export const doseStatusValues = ['due', 'taken', 'skipped', 'late', 'missed'] as const;
export const scheduledDoseSchema = z.object({
  scheduleId: z.string(),
  medicineName: z.string(),
  scheduledFor: z.string(),
  time: z.string().describe('HH:MM in the schedule’s time zone.'),
  status: z.enum(doseStatusValues),
  takenAt: z.string().nullable(),
});
export type ScheduledDose = z.infer<typeof scheduledDoseSchema>;

export const doseDaySchema = z.object({
  date: z.string(),
  doses: z.array(scheduledDoseSchema),
  asNeeded: z.array(z.object({ scheduleId: z.string(), medicineName: z.string(), taken: z.array(z.string()).describe('When each logged dose was taken that day.') })),
});
export type DoseDay = z.infer<typeof doseDaySchema>;

export const doseEventResultSchema = z.object({ dose: scheduledDoseSchema, supply: supplySchema, quantityOnHand: z.number().nullable() });
export type DoseEventResult = z.infer<typeof doseEventResultSchema>;

const countsSchema = z.object({ scheduled: z.number(), taken: z.number(), late: z.number(), skipped: z.number(), missed: z.number(), percent: z.number().nullable() });
export const medicineAdherenceSchema = countsSchema.extend({ scheduleId: z.string(), medicineName: z.string(), asNeeded: z.boolean(), asNeededLogged: z.number() });
export type MedicineAdherence = z.infer<typeof medicineAdherenceSchema>;
export const adherenceResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  medicines: z.array(medicineAdherenceSchema),
  daily: z.array(countsSchema.extend({ date: z.string() })).describe('All medicines together, per day (the chart and its table).'),
});
export type AdherenceResponse = z.infer<typeof adherenceResponseSchema>;
