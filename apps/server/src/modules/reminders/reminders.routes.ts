import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  notificationSettingsBodySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  reminderBodySchema,
  reminderParamsSchema,
  reminderPatchSchema,
} from '@thrivewell/core/contracts/reminders-contract';
import type { Database } from '../../db/client';
import { parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import type { SubscriptionService } from '../billing/subscription.service';
import { addPushSubscription, canDeliver, readSettings, removePushSubscription, saveSettings } from './notifications.service';
import { createReminder, listReminders, removeReminder, updateReminder } from './reminders.service';

/**
 * Reminders and notification settings (W2-D): every route needs a session; switching delivery on
 * and adding a device need Wellness Pro (checked in notifications.service.ts, 403 UPGRADE_REQUIRED).
 */
export async function reminderRoutes(app: FastifyInstance, opts: { db: Database; subscriptions: Pick<SubscriptionService, 'statusFor'>; vapidPublicKey: string }) {
  const { db, subscriptions } = opts;
  const signedIn = async (request: FastifyRequest) => {
    const user = await requireUser(request);
    return { userId: user.id, status: await subscriptions.statusFor(user.id) };
  };
  const noStore = { 'cache-control': 'no-store' };

  app.get('/api/reminders', async (request, reply) => {
    const { userId, status } = await signedIn(request);
    reply.headers(noStore);
    return { reminders: await listReminders(db, userId), canDeliver: canDeliver(status) };
  });

  app.post('/api/reminders', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(reminderBodySchema, request.body);
    reply.status(201);
    return createReminder(db, user.id, body);
  });

  app.patch('/api/reminders/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(reminderParamsSchema, request.params);
    const patch = parseRequest(reminderPatchSchema, request.body);
    return updateReminder(db, user.id, id, patch);
  });

  app.delete('/api/reminders/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseRequest(reminderParamsSchema, request.params);
    await removeReminder(db, user.id, id);
    reply.status(204).send();
  });

  app.get('/api/notifications/vapid-public-key', async (request) => {
    await requireUser(request);
    return { publicKey: opts.vapidPublicKey };
  });

  app.get('/api/notifications/settings', async (request, reply) => {
    const { userId, status } = await signedIn(request);
    reply.headers(noStore);
    return readSettings(db, userId, status);
  });

  app.put('/api/notifications/settings', async (request) => {
    const { userId, status } = await signedIn(request);
    return saveSettings(db, userId, parseRequest(notificationSettingsBodySchema, request.body), status);
  });

  app.post('/api/notifications/push-subscriptions', async (request, reply) => {
    const { userId, status } = await signedIn(request);
    const body = parseRequest(pushSubscriptionBodySchema, request.body);
    const settings = await addPushSubscription(db, userId, body, request.headers['user-agent'] ?? null, status);
    reply.status(201);
    return settings;
  });

  app.delete('/api/notifications/push-subscriptions', async (request) => {
    const { userId, status } = await signedIn(request);
    const { endpoint } = parseRequest(pushUnsubscribeBodySchema, request.body);
    return removePushSubscription(db, userId, endpoint, status);
  });
}
