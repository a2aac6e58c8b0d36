/**
 * The person's notification settings and devices (W2-D): push and e-mail switches, quiet hours,
 * their time zone, and the web push subscriptions of their browsers. Turning push or e-mail on
 * and adding a device need Wellness Pro (automated_reminders); turning things off never does.
 */
import type { NotificationSettings, NotificationSettingsBody, PushSubscriptionBody } from '@thrivewell/core/contracts/reminders-contract';
import { hasFeatureAccess, type SubscriptionStatus } from '@thrivewell/core/rules/plans';
import { formatClock, parseClock } from '@thrivewell/core/tracking/zoned-time';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import * as repo from './reminders.repo';

export const remindersFeature = 'automated_reminders' as const;

export const canDeliver = (status: SubscriptionStatus) => hasFeatureAccess(status, remindersFeature);

const upgradeRequired = () => new AppError('UPGRADE_REQUIRED', 'This feature needs the Wellness Pro plan. Upgrade to continue.', 403, remindersFeature);

export async function readSettings(db: Database, userId: string, status: SubscriptionStatus): Promise<NotificationSettings> {
  const [row, devices] = await Promise.all([repo.findSettings(db, userId), repo.pushSubscriptionsOf(db, userId)]);
  const quiet = row && row.quietStartMinute !== null && row.quietEndMinute !== null ? { start: formatClock(row.quietStartMinute), end: formatClock(row.quietEndMinute) } : null;
  return {
    pushEnabled: row?.pushEnabled ?? false,
    emailEnabled: row?.emailEnabled ?? false,
    quietHours: quiet,
    timeZone: row?.timeZone ?? 'UTC',
    canDeliver: canDeliver(status),
    pushSubscriptions: devices.length,
  };
}

export async function saveSettings(db: Database, userId: string, body: NotificationSettingsBody, status: SubscriptionStatus): Promise<NotificationSettings> {
  if ((body.pushEnabled === true || body.emailEnabled === true) && !canDeliver(status)) throw upgradeRequired();
  if (body.quietHours && body.quietHours.start === body.quietHours.end) {
    throw new AppError('VALIDATION_ERROR', 'Quiet hours need different start and end times.', 400, 'quietHours.end');
  }
  await repo.upsertSettings(db, userId, {
    ...(body.pushEnabled !== undefined ? { pushEnabled: body.pushEnabled } : {}),
    ...(body.emailEnabled !== undefined ? { emailEnabled: body.emailEnabled } : {}),
    ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
    ...(body.quietHours !== undefined
      ? { quietStartMinute: body.quietHours ? parseClock(body.quietHours.start) : null, quietEndMinute: body.quietHours ? parseClock(body.quietHours.end) : null }
      : {}),
  });
  return readSettings(db, userId, status);
}

export async function addPushSubscription(db: Database, userId: string, body: PushSubscriptionBody, userAgent: string | null, status: SubscriptionStatus): Promise<NotificationSettings> {
  if (!canDeliver(status)) throw upgradeRequired();
  await repo.upsertPushSubscription(db, userId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent: userAgent?.slice(0, 300) ?? null });
  // Subscribing a device is the person asking for push: switch it on with it.
  await repo.upsertSettings(db, userId, { pushEnabled: true });
  return readSettings(db, userId, status);
}

export async function removePushSubscription(db: Database, userId: string, endpoint: string, status: SubscriptionStatus): Promise<NotificationSettings> {
  await repo.deletePushSubscription(db, userId, endpoint);
  return readSettings(db, userId, status);
}
