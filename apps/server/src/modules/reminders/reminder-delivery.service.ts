/**
 * Firing reminders (W2-D, ADR 0017). A tick — a job the queue runs every minute, one per minute
 * however many server instances schedule it — materialises each due occurrence as a row keyed
 * unique by (reminder, instant): whichever tick inserts the row enqueues its delivery, a second
 * tick (or instance) inserting the same occurrence gets nothing back and sends nothing. Delivery
 * is a job per occurrence (singletonKey = the occurrence), which sends push and e-mail and marks
 * the occurrence sent only if it is still pending.
 *
 * Two gaps are closed (ADR 0017): an occurrence whose insert committed but whose job was never
 * queued (the process died in between) is found by the next tick's sweep and queued then (the
 * singletonKey keeps it to one job); and a delivery run claims its occurrence and records each
 * channel as it goes, so a run retried after its worker died sends only what had not gone —
 * a second e-mail never, a push at most again in the moment of the crash (and the device shows
 * it once: notifications with the same tag replace each other).
 */
import type { FastifyBaseLogger } from 'fastify';
import { deliverableAt, type QuietHours } from '@thrivewell/core/reminders/quiet-hours';
import { lockScreenTitle, reminderEmailText, reminderPath } from '@thrivewell/core/reminders/reminder-text';
import { minuteOfDay } from '@thrivewell/core/tracking/zoned-time';
import type { SubscriptionStatus } from '@thrivewell/core/rules/plans';
import type { Database } from '../../db/client';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { PushSender } from '../../providers/push/push-sender';
import { findUserEmail } from '../auth/users.service';
import type { JobQueue } from '../jobs/jobs.service';
import { canDeliver } from './notifications.service';
import { nextOccurrence, occurrencesBetween } from './reminder-rule';
import * as repo from './reminders.repo';

export const tickJob = 'reminders-tick';
export const deliverJob = 'reminders-deliver';
/** An occurrence found later than this (the server was down) is recorded as missed, not sent late. */
export const missedAfterMs = 15 * 60_000;
/** A claim older than this belongs to a run whose worker died: another run may take it. */
export const claimStaleMs = 2 * 60_000;
/** How long a fresh occurrence's own job has to start before the sweep queues it again. */
const strandedAfterMs = 60_000;

export interface ReminderDeliveryOptions {
  db: Database;
  jobs: JobQueue;
  push: PushSender;
  mail: MailProvider;
  subscriptions: { statusFor(userId: string): Promise<SubscriptionStatus> };
  appUrl: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

const quietOf = (s: repo.SettingsRow | null): QuietHours | null =>
  s && s.quietStartMinute !== null && s.quietEndMinute !== null ? { startMinute: s.quietStartMinute, endMinute: s.quietEndMinute } : null;

/** Why an occurrence is not delivered (null: deliver it) — the plan, or no channel switched on. */
function holdBack(reminder: repo.ReminderRow, settings: repo.SettingsRow | null, status: SubscriptionStatus): string | null {
  if (!canDeliver(status)) return 'plan';
  const channels = reminder.channels.filter((c) => (c === 'push' ? settings?.pushEnabled : settings?.emailEnabled));
  return channels.length === 0 ? 'no-channel' : null;
}

export function createReminderDelivery({ db, jobs, push, mail, subscriptions, appUrl, log, now = () => new Date() }: ReminderDeliveryOptions) {
  /** Materialises every due occurrence up to `at`; answers how many deliveries it enqueued. */
  async function tick(at: Date = now()): Promise<number> {
    let enqueued = 0;
    const settingsCache = new Map<string, Promise<repo.SettingsRow | null>>();
    const statusCache = new Map<string, Promise<SubscriptionStatus>>();
    const settingsOf = (userId: string) => settingsCache.get(userId) ?? settingsCache.set(userId, repo.findSettings(db, userId)).get(userId)!;
    const statusOf = (userId: string) => statusCache.get(userId) ?? statusCache.set(userId, subscriptions.statusFor(userId)).get(userId)!;

    for (const reminder of await repo.dueReminders(db, at, 500)) {
      const from = new Date(reminder.nextAt!.getTime() - 1);
      const [settings, status] = await Promise.all([settingsOf(reminder.userId), statusOf(reminder.userId)]);
      for (const dueAt of occurrencesBetween(reminder.rule, from, at)) {
        const missed = at.getTime() - dueAt.getTime() > missedAfterMs;
        const reason = missed ? 'missed' : holdBack(reminder, settings, status);
        const occurrence = await repo.insertOccurrence(db, {
          userId: reminder.userId,
          reminderId: reminder.id,
          dueAt,
          ...(reason ? { status: 'suppressed' as const, outcome: { reason } } : {}),
        });
        if (!occurrence || reason) continue;
        const startAfter = deliverableAt(dueAt, quietOf(settings), reminder.timeZone);
        await jobs.send(deliverJob, { occurrenceId: occurrence.id }, { singletonKey: occurrence.id, startAfter, retryLimit: 3, retryDelaySeconds: 60 });
        enqueued++;
      }
      await repo.advanceNextAt(db, reminder.id, reminder.nextAt, nextOccurrence(reminder.rule, at));
    }
    // The sweep: pending occurrences left without a job (the singletonKey ignores those that have one).
    const staleBefore = new Date(at.getTime() - claimStaleMs);
    for (const stranded of await repo.strandedOccurrences(db, new Date(at.getTime() - missedAfterMs), new Date(at.getTime() - strandedAfterMs), staleBefore, 200)) {
      const startAfter = deliverableAt(stranded.dueAt, quietOf(await settingsOf(stranded.userId)), stranded.timeZone);
      const id = await jobs.send(deliverJob, { occurrenceId: stranded.id }, { singletonKey: stranded.id, startAfter, retryLimit: 3, retryDelaySeconds: 60 });
      if (id) enqueued++;
    }
    return enqueued;
  }

  /** Sends one occurrence by the channels it may use; a failure on every channel throws (the queue retries). */
  async function deliver(occurrenceId: string): Promise<void> {
    const found = await repo.findOccurrence(db, occurrenceId);
    if (!found || found.occurrence.status !== 'pending') return;
    const { occurrence, reminder } = found;
    const at = now();
    const [settings, status] = await Promise.all([repo.findSettings(db, reminder.userId), subscriptions.statusFor(reminder.userId)]);
    const reason = !reminder.active ? 'inactive' : holdBack(reminder, settings, status);
    if (reason) {
      await repo.finishOccurrence(db, occurrence.id, 'suppressed', { reason }, at);
      return;
    }
    // Quiet hours set after the occurrence was queued still hold it back.
    const release = deliverableAt(at, quietOf(settings), reminder.timeZone);
    if (release.getTime() - at.getTime() > 1000) {
      await jobs.send(deliverJob, { occurrenceId }, { singletonKey: `${occurrenceId}@${release.toISOString()}`, startAfter: release, retryLimit: 3, retryDelaySeconds: 60 });
      return;
    }
    const claimed = await repo.claimOccurrence(db, occurrence.id, at, new Date(at.getTime() - claimStaleMs));
    if (!claimed) return; // finished, or another run is delivering it
    // The title is checked again here: only a lock-screen-safe phrase ever leaves the server.
    const title = lockScreenTitle(reminder.kind, minuteOfDay(occurrence.dueAt, reminder.timeZone), reminder.title);
    // What an interrupted run already sent stays sent.
    const outcome: Record<string, unknown> = { ...claimed.outcome };
    const pushedBefore = ((outcome.push as { sent?: number } | undefined)?.sent ?? 0) > 0;
    let delivered = pushedBefore || outcome.email === 'sent';
    let failed = false;

    if (reminder.channels.includes('push') && settings?.pushEnabled && !pushedBefore) {
      const devices = await repo.pushSubscriptionsOf(db, reminder.userId);
      const payload = JSON.stringify({ title, body: 'Tap to open Thrivewell.', url: reminderPath(reminder.kind), tag: `reminder-${reminder.id}` });
      const results = await Promise.all(devices.map(async (d) => ({ id: d.id, result: await push.send(d, payload) })));
      const gone = results.filter((r) => r.result.status === 'gone').map((r) => r.id);
      await repo.deletePushSubscriptionsById(db, gone);
      const sent = results.filter((r) => r.result.status === 'sent').length;
      const failures = results.length - sent - gone.length;
      outcome.push = { sent, removed: gone.length, failed: failures };
      delivered ||= sent > 0;
      failed ||= failures > 0;
      if (sent > 0) await repo.recordOccurrenceProgress(db, occurrence.id, outcome);
    }
    if (reminder.channels.includes('email') && settings?.emailEnabled && outcome.email !== 'sent') {
      const to = await findUserEmail(db, reminder.userId);
      if (to) {
        let mailed = false;
        try {
          await mail.send({ to, subject: title, text: reminderEmailText(title, appUrl, reminder.kind), userId: reminder.userId });
          mailed = true;
        } catch {
          outcome.email = 'failed';
          failed = true;
        }
        if (mailed) {
          outcome.email = 'sent';
          delivered = true;
          await repo.recordOccurrenceProgress(db, occurrence.id, outcome);
        }
      }
    }
    if (!delivered && failed) {
      await repo.releaseOccurrence(db, occurrence.id);
      throw new Error('every channel failed');
    }
    const finished = await repo.finishOccurrence(db, occurrence.id, delivered ? 'sent' : 'suppressed', delivered ? outcome : { ...outcome, reason: 'no-device' }, at);
    if (!finished) log?.warn({ job: deliverJob }, 'reminder occurrence was finished by another delivery');
  }

  async function register(): Promise<void> {
    await jobs.work(tickJob, { concurrency: 1 }, async () => {
      await tick();
    });
    await jobs.work<{ occurrenceId: string }>(deliverJob, { concurrency: 4 }, async (job) => deliver(job.data.occurrenceId));
    await jobs.schedule(tickJob, 60);
  }

  return { tick, deliver, register };
}
export type ReminderDelivery = ReturnType<typeof createReminderDelivery>;
