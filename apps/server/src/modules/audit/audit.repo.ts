import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLogs } from '../../db/schema/audit';

/** The audit_logs table: only this file reads or writes it. */
export type AuditRow = typeof auditLogs.$inferInsert;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function insertAuditRow(db: Database | Tx, row: AuditRow): Promise<string | null> {
  const [inserted] = await db.insert(auditLogs).values(row).returning({ id: auditLogs.id });
  return inserted?.id ?? null;
}

/** Successful server rows of `action` for the user between `start` and `end` (inclusive). */
export async function countServerActions(db: Database | Tx, userId: string, action: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.userId, userId),
        eq(auditLogs.action, action),
        eq(auditLogs.source, 'server'),
        eq(auditLogs.success, true),
        gte(auditLogs.createdAt, start),
        lte(auditLogs.createdAt, end),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Runs `work` in one transaction (the caller takes whatever row locks it needs first). */
export async function inAuditTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

export type { Tx as AuditTx };

export async function markAuditRowFailed(db: Database, id: string): Promise<void> {
  await db.update(auditLogs).set({ success: false }).where(eq(auditLogs.id, id));
}
