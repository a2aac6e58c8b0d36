import type { FastifyBaseLogger } from 'fastify';
import { auditEventSchema, type AuditEventInput } from '@thrivewell/core/contracts/audit';
import type { Database } from '../../db/client';
import { auditLogs } from '../../db/schema';
import type { ServerAuditAction } from './audit-actions';

interface AuditWriteBase extends Omit<AuditEventInput, 'userId' | 'action'> {
  /** The signed-in user from the session (never from a request body); null when anonymous. */
  userId: string | null;
  ipAddress?: string | null;
}

/**
 * An audit row to write: the core event (sanitised here) plus who and where, from the server.
 * Server rows (the default) take one of the server-only action names; client rows
 * (POST /api/audit, source 'client') any other name.
 */
export type AuditWrite =
  | (AuditWriteBase & { source?: 'server'; action: ServerAuditAction })
  | (AuditWriteBase & { source: 'client'; action: string });

/**
 * Writes one audit row. Every string goes through the core sanitiser (P1-AUD-05..07). Audit
 * failures are only logged (P1-AUD-10): this never throws, and returns the row id or null.
 * Other modules call it for health-data reads/writes and for chat requests (action
 * 'ai_health_chat', which the daily chat limit counts).
 */
export async function writeAudit(db: Database, event: AuditWrite, log?: FastifyBaseLogger): Promise<string | null> {
  const { userId, ipAddress, source = 'server', ...rest } = event;
  const parsed = auditEventSchema.safeParse(rest);
  if (!parsed.success) {
    log?.warn({ action: event.action, issues: parsed.error.issues.map((i) => i.path.join('.')) }, 'audit event rejected');
    return null;
  }
  const e = parsed.data;
  try {
    const [row] = await db
      .insert(auditLogs)
      .values({
        userId,
        action: e.action,
        resourceType: e.resourceType ?? null,
        resourceId: e.resourceId ?? null,
        success: e.success,
        userAgent: e.userAgent ?? null,
        sessionId: e.sessionId ?? null,
        ipAddress: ipAddress ?? null,
        metadata: e.metadata ?? null,
        riskLevel: e.riskLevel,
        phiAccessed: e.phiAccessed,
        phiDetails: e.phiDetails ?? null,
        source,
      })
      .returning({ id: auditLogs.id });
    return row?.id ?? null;
  } catch (err) {
    log?.error({ err, action: e.action }, 'audit write failed');
    return null;
  }
}
