import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingTestSessions } from '../../db/schema/billing';
import type { TestSessionStore } from '../../providers/billing/test-mode-provider';

/** The embedded test checkout's sessions: only this file reads or writes billing_test_sessions. */
export type TestSession = typeof billingTestSessions.$inferSelect;

/** The session if it is the user's own; another user's id answers exactly like a missing one. */
export async function findOwnTestSession(db: Database, userId: string, id: string): Promise<TestSession | null> {
  const [session] = await db
    .select()
    .from(billingTestSessions)
    .where(and(eq(billingTestSessions.id, id), eq(billingTestSessions.userId, userId)))
    .limit(1);
  return session ?? null;
}

/** Open → paid, once; null when another request completed (or closed) it first. */
export async function markTestSessionPaid(db: Database, id: string, at: Date): Promise<TestSession | null> {
  const [marked] = await db
    .update(billingTestSessions)
    .set({ status: 'paid', completedAt: at })
    .where(and(eq(billingTestSessions.id, id), eq(billingTestSessions.status, 'open')))
    .returning();
  return marked ?? null;
}

export async function markTestSessionCanceled(db: Database, id: string): Promise<void> {
  await db
    .update(billingTestSessions)
    .set({ status: 'canceled' })
    .where(and(eq(billingTestSessions.id, id), eq(billingTestSessions.status, 'open')));
}

/** What the test-mode provider writes when a checkout starts. */
export function testSessionStore(db: Database): TestSessionStore {
  return {
    async forgetExpired(userId, at) {
      await db.delete(billingTestSessions).where(and(eq(billingTestSessions.userId, userId), lt(billingTestSessions.expiresAt, at)));
    },
    async open(session) {
      await db.insert(billingTestSessions).values(session);
    },
  };
}
