import type { FastifyBaseLogger } from 'fastify';
import { auditEventSchema, type AuditEventInput, type AuditRateLimiter } from '@thrivewell/core/contracts/audit';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { lockUserForUpdate } from '../auth/users.service';
import { isServerOnlyAction, type ServerAuditAction } from './audit-actions';
import { countServerActions, inAuditTransaction, insertAuditRow, markAuditRowFailed } from './audit.repo';

export type { ServerAuditAction };

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
    return await insertAuditRow(db, {
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
    });
  } catch (err) {
    log?.error({ err, action: e.action }, 'audit write failed');
    return null;
  }
}

/** Who sent a client event, from the request (never from its body). */
export interface ClientEventOrigin {
  userId: string | null;
  ipAddress: string;
  userAgent: string | null;
  log: FastifyBaseLogger;
}

/**
 * POST /api/audit's rules: the body must be a core audit event; an action name the server
 * records itself (sign_in, ai_health_chat, …) is refused, so a client cannot write what reads as
 * a server event; 100 events per 60 s per user (P1-AUD-08), the excess dropped silently
 * (P1-AUD-09). Kept rows have source 'client' and the session's user.
 */
export async function recordClientEvent(deps: { db: Database; limiter: AuditRateLimiter }, body: unknown, origin: ClientEventOrigin): Promise<void> {
  const parsed = auditEventSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'VALIDATION_ERROR',
      `Invalid audit event: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'malformed body'}`,
      400,
      issue?.path.join('.') || undefined,
    );
  }
  if (isServerOnlyAction(parsed.data.action)) {
    throw new AppError('RESERVED_ACTION', `"${parsed.data.action}" is recorded by the server itself; choose another action name.`, 400, 'action');
  }
  if (!deps.limiter.allow(origin.userId, Date.now())) return;
  const { userId: _ignored, ...event } = parsed.data;
  await writeAudit(
    deps.db,
    { ...event, userAgent: event.userAgent ?? origin.userAgent, userId: origin.userId, ipAddress: origin.ipAddress, source: 'client' },
    origin.log,
  );
}

/** How many successful server rows of `action` the user has between the two instants (inclusive). */
export function countServerEvents(db: Database, userId: string, action: ServerAuditAction, [start, end]: readonly [Date, Date]): Promise<number> {
  return countServerActions(db, userId, action, start, end);
}

/**
 * A counted allowance kept in the audit log (the daily chat limit): under the user's row lock,
 * counts the successful server rows of `action` in `period`; when `mayAdd(used)` the new row is
 * written at `at`. Parallel requests of one user cannot both take the last one.
 */
export async function addCountedServerEvent(
  db: Database,
  input: { userId: string; action: ServerAuditAction; resourceType: string; period: readonly [Date, Date]; at: Date; mayAdd(used: number): boolean },
): Promise<{ used: number; auditId: string | null }> {
  const [start, end] = input.period;
  return inAuditTransaction(db, async (tx) => {
    await lockUserForUpdate(tx, input.userId);
    const used = await countServerActions(tx, input.userId, input.action, start, end);
    if (!input.mayAdd(used)) return { used, auditId: null };
    const auditId = await insertAuditRow(tx, { userId: input.userId, action: input.action, resourceType: input.resourceType, success: true, source: 'server', createdAt: input.at });
    if (!auditId) throw new Error('audit insert returned no row');
    return { used, auditId };
  });
}

/** Marks a server row unsuccessful (a counted event that produced nothing gives its count back). */
export function markServerEventFailed(db: Database, auditId: string): Promise<void> {
  return markAuditRowFailed(db, auditId);
}
