/** The reminders and notification routes' contracts (modules/reminders, W2-D). */
import {
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  reminderBodySchema,
  reminderListSchema,
  reminderParamsSchema,
  reminderPatchSchema,
  reminderSchema,
  vapidPublicKeySchema,
} from '@thrivewell/core/contracts/reminders-contract';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const reminders = { tag: 'Reminders', auth: 'session' } as const;
const reminder = { description: 'The reminder.', schema: reminderSchema, name: 'Reminder' };
const settings = { description: 'The notification settings.', schema: notificationSettingsSchema, name: 'NotificationSettings' };
const planGated = (errors: number[]) => signedInErrors([...errors, 403]);

export const reminderContracts: RouteContract[] = [
  {
    ...reminders,
    method: 'GET',
    path: '/api/reminders',
    summary: 'List the signed-in person’s reminders',
    responses: { 200: { description: 'Every reminder, and whether push and e-mail delivery is in the plan.', schema: reminderListSchema, name: 'ReminderList' } },
    errors: signedInErrors(readErrors),
  },
  {
    ...reminders,
    method: 'POST',
    path: '/api/reminders',
    summary: 'Add a reminder',
    description: 'Local times and weekdays, or an RFC 5545 RRULE, in a time zone. The title is always a lock-screen-safe phrase; any other title is replaced.',
    request: { body: reminderBodySchema, bodyName: 'ReminderBody', bodyRequired: true },
    responses: { 201: reminder },
    errors: signedInErrors(writeErrors),
  },
  {
    ...reminders,
    method: 'PATCH',
    path: '/api/reminders/:id',
    summary: 'Change a reminder',
    request: { params: reminderParamsSchema, body: reminderPatchSchema, bodyName: 'ReminderPatch', bodyRequired: true },
    responses: { 200: reminder },
    errors: signedInErrors([...writeErrors, 404]),
  },
  {
    ...reminders,
    method: 'DELETE',
    path: '/api/reminders/:id',
    summary: 'Remove a reminder',
    request: { params: reminderParamsSchema },
    responses: { 204: { description: 'Removed.' } },
    errors: signedInErrors([...writeErrors, 404]),
  },
  {
    ...reminders,
    method: 'GET',
    path: '/api/notifications/vapid-public-key',
    summary: 'The server’s VAPID public key for web push subscriptions',
    responses: { 200: { description: 'The key (URL-safe base64).', schema: vapidPublicKeySchema, name: 'VapidPublicKey' } },
    errors: signedInErrors(readErrors),
  },
  { ...reminders, method: 'GET', path: '/api/notifications/settings', summary: 'Read the notification settings', responses: { 200: settings }, errors: signedInErrors(readErrors) },
  {
    ...reminders,
    method: 'PUT',
    path: '/api/notifications/settings',
    summary: 'Change the notification settings',
    description: 'Switching push or e-mail on needs Wellness Pro (automated_reminders); switching off, quiet hours and the time zone do not.',
    request: { body: notificationSettingsBodySchema, bodyName: 'NotificationSettingsBody', bodyRequired: true },
    responses: { 200: settings },
    errors: planGated(writeErrors),
  },
  {
    ...reminders,
    method: 'POST',
    path: '/api/notifications/push-subscriptions',
    summary: 'Add this browser’s web push subscription',
    description: 'Needs Wellness Pro (automated_reminders). Switches push on.',
    request: { body: pushSubscriptionBodySchema, bodyName: 'PushSubscriptionBody', bodyRequired: true },
    responses: { 201: settings },
    errors: planGated(writeErrors),
  },
  {
    ...reminders,
    method: 'DELETE',
    path: '/api/notifications/push-subscriptions',
    summary: 'Remove a web push subscription',
    request: { body: pushUnsubscribeBodySchema, bodyName: 'PushUnsubscribeBody', bodyRequired: true },
    responses: { 200: settings },
    errors: signedInErrors(writeErrors),
  },
];
