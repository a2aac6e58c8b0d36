/**
 * Reminders and notification settings (W2-D): GET/POST/PATCH/DELETE /api/reminders,
 * GET/PUT /api/notifications/settings, the web push subscription and the VAPID public key.
 * A reminder is an RFC 5545 rule in the person's time zone; most are made from times and
 * weekdays. Its title is always a lock-screen-safe phrase (reminders/reminder-text.ts).
 */
import { z } from 'zod';
import { isTimeZone, parseClock } from '../tracking/zoned-time';

export const reminderKinds = ['daily-log', 'habit', 'dose', 'refill'] as const;
export const reminderChannels = ['push', 'email'] as const;
export const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export const clockSchema = z.string().refine((v) => parseClock(v) !== null, 'Use a time like 08:00 (24-hour clock).');
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, 'That time zone is not known. Use a name like Europe/Berlin.');

const times = z.array(clockSchema).min(1, 'Add at least one time.').max(8, 'At most 8 times a day.');
const weekdays = z.array(z.enum(weekdayCodes, 'Use weekday codes MO to SU.')).max(7);
const channels = z.array(z.enum(reminderChannels, 'Channels are push and email.')).max(2);

export const reminderBodySchema = z
  .object({
    kind: z.enum(reminderKinds, 'Choose daily-log, habit, dose or refill.'),
    subjectId: z.uuid('That item was not found.').nullish(),
    times: times.optional(),
    /** Empty or left out: every day. */
    weekdays: weekdays.optional(),
    /** An RFC 5545 RRULE instead of times and weekdays (e.g. FREQ=WEEKLY;BYDAY=MO;BYHOUR=9;BYMINUTE=0). */
    rule: z.string().max(500).optional(),
    timeZone: timeZoneSchema.optional(),
    channels: channels.default(['push']),
    active: z.boolean().default(true),
    /** Kept only when it is one of the lock-screen-safe phrases. */
    title: z.string().max(120).optional(),
  })
  .refine((b) => b.times !== undefined || b.rule !== undefined, { message: 'Give times or a rule.', path: ['times'] });
export type ReminderBody = z.infer<typeof reminderBodySchema>;

export const reminderPatchSchema = z.object({
  times: times.optional(),
  weekdays: weekdays.optional(),
  rule: z.string().max(500).optional(),
  timeZone: timeZoneSchema.optional(),
  channels: channels.optional(),
  active: z.boolean().optional(),
  title: z.string().max(120).optional(),
});
export type ReminderPatch = z.infer<typeof reminderPatchSchema>;

export const reminderParamsSchema = z.object({ id: z.uuid('That reminder was not found.') });

export const reminderSchema = z.object({
  id: z.string(),
  kind: z.enum(reminderKinds),
  subjectId: z.string().nullable(),
  times: z.array(z.string()).describe('Local times (HH:MM) read from the rule; empty for a rule without set times.'),
  weekdays: z.array(z.enum(weekdayCodes)).describe('Empty means every day.'),
  everyDays: z.number().int().describe('Every how many days it repeats (2 = every other day); 1 = every day or the weekdays.'),
  rule: z.string().describe('The RFC 5545 rule with its DTSTART;TZID.'),
  timeZone: z.string(),
  title: z.string(),
  channels: z.array(z.enum(reminderChannels)),
  active: z.boolean(),
  nextAt: z.string().nullable().describe('The next time it is due (ISO instant).'),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderListSchema = z.object({
  reminders: z.array(reminderSchema),
  /** Whether push and e-mail delivery is in the plan (automated_reminders, Wellness Pro). */
  canDeliver: z.boolean(),
});
export type ReminderList = z.infer<typeof reminderListSchema>;

const quietHours = z.object({ start: clockSchema, end: clockSchema }).nullable();

export const notificationSettingsSchema = z.object({
  pushEnabled: z.boolean(),
  emailEnabled: z.boolean(),
  quietHours: quietHours.describe('Reminders due inside are delayed to the end; null means none.'),
  timeZone: z.string(),
  canDeliver: z.boolean().describe('Whether push and e-mail reminders are in the plan (Wellness Pro).'),
  pushSubscriptions: z.number().int().describe('How many devices receive push notifications.'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsBodySchema = z.object({
  pushEnabled: z.boolean().optional(),
  emailEnabled: z.boolean().optional(),
  quietHours: quietHours.optional(),
  timeZone: timeZoneSchema.optional(),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

export const pushSubscriptionBodySchema = z.object({
  // Browsers' push services are https; plain http only on loopback (a local push service in tests).
  endpoint: z
    .string()
    .max(2000)
    .refine((u) => /^https:\/\/[^\s/]+\//.test(u) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(u), 'The push endpoint must be an https URL.'),
  keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: z.url('The push endpoint must be a URL.').max(2000) });

export const vapidPublicKeySchema = z.object({ publicKey: z.string() });
