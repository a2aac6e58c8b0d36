import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationSettings, pushSubscriptions, reminderOccurrences, reminders } from '../../db/schema/reminders';

export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminder = Omit<typeof reminders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type OccurrenceRow = typeof reminderOccurrences.$inferSelect;
export type SettingsRow = typeof notificationSettings.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

// ---------------------------------------------------------------- reminders

export async function listReminders(db: Database, userId: string): Promise<ReminderRow[]> {
  return db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.createdAt));
}

export async function findReminder(db: Database, userId: string, id: string): Promise<ReminderRow | null> {
  const [row] = await db.select().from(reminders).where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
  return row ?? null;
}

export async function findBySubject(db: Database, userId: string, kind: ReminderRow['kind'], subjectId: string): Promise<ReminderRow | null> {
  const [row] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.kind, kind), eq(reminders.subjectId, subjectId)))
    .limit(1);
  return row ?? null;
}

export async function insertReminder(db: Database, values: NewReminder): Promise<ReminderRow> {
  const [row] = await db.insert(reminders).values(values).returning();
  return row!;
}

export async function updateReminder(db: Database, userId: string, id: string, values: Partial<NewReminder>): Promise<ReminderRow | null> {
  const [row] = await db
    .update(reminders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(reminders.userId, userId), eq(reminders.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteReminder(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(reminders).where(and(eq(reminders.userId, userId), eq(reminders.id, id))).returning({ id: reminders.id });
  return rows.length > 0;
}

export async function deleteBySubject(db: Database, userId: string, subjectId: string): Promise<number> {
  const rows = await db.delete(reminders).where(and(eq(reminders.userId, userId), eq(reminders.subjectId, subjectId))).returning({ id: reminders.id });
  return rows.length;
}

/** Active reminders whose next occurrence has come (the tick's work list). */
export async function dueReminders(db: Database, now: Date, limit: number): Promise<ReminderRow[]> {
  return db
    .select()
    .from(reminders)
    .where(and(eq(reminders.active, true), isNotNull(reminders.nextAt), lte(reminders.nextAt, now)))
    .orderBy(asc(reminders.nextAt))
    .limit(limit);
}

/** Moves the index on, only if nobody moved it meanwhile (another instance's tick). */
export async function advanceNextAt(db: Database, id: string, from: Date | null, to: Date | null): Promise<void> {
  await db
    .update(reminders)
    .set({ nextAt: to })
    .where(and(eq(reminders.id, id), from ? eq(reminders.nextAt, from) : sql`${reminders.nextAt} is null`));
}

// ---------------------------------------------------------------- occurrences

/**
 * Records an occurrence once: the unique (reminder_id, due_at) key makes a second insert — from
 * another instance's tick, or a tick repeated — a no-op, and only the inserter gets the row back.
 */
export async function insertOccurrence(
  db: Database,
  values: { userId: string; reminderId: string; dueAt: Date; status?: OccurrenceRow['status']; outcome?: Record<string, unknown> },
): Promise<OccurrenceRow | null> {
  const [row] = await db.insert(reminderOccurrences).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findOccurrence(db: Database, id: string): Promise<{ occurrence: OccurrenceRow; reminder: ReminderRow } | null> {
  const [row] = await db
    .select({ occurrence: reminderOccurrences, reminder: reminders })
    .from(reminderOccurrences)
    .innerJoin(reminders, eq(reminders.id, reminderOccurrences.reminderId))
    .where(eq(reminderOccurrences.id, id));
  return row ?? null;
}

/** Finishes a pending occurrence; false when it was finished already (a delivery run twice). */
export async function finishOccurrence(db: Database, id: string, status: 'sent' | 'suppressed' | 'failed', outcome: Record<string, unknown>, at: Date): Promise<boolean> {
  const rows = await db
    .update(reminderOccurrences)
    .set({ status, outcome, sentAt: status === 'sent' ? at : null })
    .where(and(eq(reminderOccurrences.id, id), eq(reminderOccurrences.status, 'pending')))
    .returning({ id: reminderOccurrences.id });
  return rows.length > 0;
}

/**
 * Takes a pending occurrence for one delivery run: answers it (with the channels an interrupted
 * run already recorded in `outcome`), or null when it is finished or another run holds a claim
 * made after `staleBefore`.
 */
export async function claimOccurrence(db: Database, id: string, at: Date, staleBefore: Date): Promise<OccurrenceRow | null> {
  const [row] = await db
    .update(reminderOccurrences)
    .set({ claimedAt: at })
    .where(and(eq(reminderOccurrences.id, id), eq(reminderOccurrences.status, 'pending'), or(isNull(reminderOccurrences.claimedAt), lt(reminderOccurrences.claimedAt, staleBefore))))
    .returning();
  return row ?? null;
}

/** Lets a pending occurrence go (every channel failed: the queue's retry takes it again). */
export async function releaseOccurrence(db: Database, id: string): Promise<void> {
  await db.update(reminderOccurrences).set({ claimedAt: null }).where(and(eq(reminderOccurrences.id, id), eq(reminderOccurrences.status, 'pending')));
}

/** Records what a delivery run has sent so far, before it finishes. */
export async function recordOccurrenceProgress(db: Database, id: string, outcome: Record<string, unknown>): Promise<void> {
  await db.update(reminderOccurrences).set({ outcome }).where(and(eq(reminderOccurrences.id, id), eq(reminderOccurrences.status, 'pending')));
}

/**
 * Pending occurrences due in [from, to] that no run holds (or whose run died): those a crash
 * left between their insert and their delivery job, or whose job was lost.
 */
export async function strandedOccurrences(db: Database, from: Date, to: Date, staleBefore: Date, limit: number): Promise<{ id: string; dueAt: Date; userId: string; timeZone: string }[]> {
  return db
    .select({ id: reminderOccurrences.id, dueAt: reminderOccurrences.dueAt, userId: reminderOccurrences.userId, timeZone: reminders.timeZone })
    .from(reminderOccurrences)
    .innerJoin(reminders, eq(reminders.id, reminderOccurrences.reminderId))
    .where(
      and(
        eq(reminderOccurrences.status, 'pending'),
        gte(reminderOccurrences.dueAt, from),
        lte(reminderOccurrences.dueAt, to),
        lte(reminderOccurrences.createdAt, to),
        or(isNull(reminderOccurrences.claimedAt), lt(reminderOccurrences.claimedAt, staleBefore)),
      ),
    )
    .orderBy(asc(reminderOccurrences.dueAt))
    .limit(limit);
}

export async function occurrencesOf(db: Database, reminderId: string): Promise<OccurrenceRow[]> {
  return db.select().from(reminderOccurrences).where(eq(reminderOccurrences.reminderId, reminderId)).orderBy(asc(reminderOccurrences.dueAt));
}

// ---------------------------------------------------------------- settings and push subscriptions

export async function findSettings(db: Database, userId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

export async function upsertSettings(db: Database, userId: string, values: Partial<Omit<SettingsRow, 'userId' | 'updatedAt'>>): Promise<SettingsRow> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function pushSubscriptionsOf(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** A device's endpoint belongs to whoever subscribed it last (a shared browser changes hands). */
export async function upsertPushSubscription(db: Database, userId: string, sub: { endpoint: string; p256dh: string; auth: string; userAgent: string | null }): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: sub.p256dh, auth: sub.auth, userAgent: sub.userAgent } });
}

export async function deletePushSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deletePushSubscriptionsById(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
