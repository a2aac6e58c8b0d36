import { eq, getTableName, is, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { outboxEmails, users, verifications } from '../../db/schema';
import { eraseSignInCounts } from '../auth/users.service';

/**
 * "Download my data" and "delete my account" (issue 3). Both find the user's rows the same
 * way: every table with a `user_id` column (plus the `users` row itself), so a table added
 * later by any module is included without touching this file. Secrets (password hashes,
 * session and provider tokens) never leave the server.
 *
 * A few rows name the user without a `user_id` (see `deleteRowsByEmailOrId`): mail sent to
 * their address before it was linked (exported and deleted), sign-in counts for their e-mail
 * and pending password-reset or verification tokens (deleted, never exported: secrets and
 * counters). Audit rows and signed-in error reports go with the user (their `user_id`). What
 * stays names nobody: the 'account_deleted' audit row, failed sign-in audit rows (an IP, no
 * user or e-mail), reports sent signed out, and Better Auth's per-IP request counts.
 */

interface UserTable {
  name: string;
  table: PgTable;
  userId: PgColumn;
  /** SQL names of the tables this one references, so rows are deleted children first. */
  references: string[];
}

/** Column SQL names whose values are secrets, left out of every export. */
const secretColumns = new Set(['password', 'token', 'access_token', 'refresh_token', 'id_token']);

function userTables(): UserTable[] {
  const found: UserTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable) || value === users) continue;
    const config = getTableConfig(value);
    const userId = config.columns.find((c) => c.name === 'user_id');
    if (!userId) continue;
    const references = config.foreignKeys.map((fk) => getTableName(fk.reference().foreignTable));
    found.push({ name: config.name, table: value, userId, references });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** Children before parents: a table is deleted from before any table it references. */
function deletionOrder(tables: UserTable[]): UserTable[] {
  const ordered: UserTable[] = [];
  const done = new Set<string>();
  const visit = (t: UserTable, path: Set<string>) => {
    if (done.has(t.name) || path.has(t.name)) return;
    path.add(t.name);
    // Every table that references t must go first.
    for (const child of tables) if (child.references.includes(t.name)) visit(child, path);
    path.delete(t.name);
    done.add(t.name);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

function withoutSecrets(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableConfig(table).columns;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columns.find((c) => (table as unknown as Record<string, unknown>)[key] === c);
    if (column && secretColumns.has(column.name)) continue;
    out[key] = value;
  }
  return out;
}

export interface AccountExport {
  exportedAt: string;
  user: Record<string, unknown> | null;
  /** SQL table name → the user's rows in it. */
  tables: Record<string, Record<string, unknown>[]>;
}

/** The rows of `t` that belong to the user; mail also by its recipient address. */
function ownedBy(t: UserTable, userId: string, email: string | undefined): SQL | undefined {
  if (t.table === outboxEmails && email) return or(eq(t.userId, userId), sql`lower(${outboxEmails.toAddress}) = ${email.toLowerCase()}`);
  return eq(t.userId, userId);
}

export async function exportAccount(db: Database, userId: string, now: Date = new Date()): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const tables: AccountExport['tables'] = {};
  for (const t of userTables()) {
    const rows = (await db.select().from(t.table).where(ownedBy(t, userId, user?.email))) as Record<string, unknown>[];
    tables[t.name] = rows.map((r) => withoutSecrets(t.table, r));
  }
  return { exportedAt: now.toISOString(), user: user ? withoutSecrets(users, user) : null, tables };
}

/**
 * Rows that name the user by e-mail or id but have no `user_id` column: sign-in attempts
 * counted against the address (the throttle's own eraser) and tokens whose
 * identifier or value holds the id or the address (password reset keeps the id as its value;
 * e-mail verification and change-e-mail flows key on the address).
 */
async function deleteRowsByEmailOrId(tx: Database, userId: string, email: string | undefined): Promise<Record<string, number>> {
  const address = email?.toLowerCase();
  const byId = [sql`strpos(${verifications.value}, ${userId}) > 0`, sql`strpos(${verifications.identifier}, ${userId}) > 0`];
  const byAddress = address
    ? [
        sql`lower(${verifications.identifier}) = ${address}`,
        sql`right(lower(${verifications.identifier}), ${address.length + 1}) = ${`:${address}`}`,
        sql`lower(${verifications.value}) = ${address}`,
        sql`strpos(lower(${verifications.value}), ${`"${address}"`}) > 0`,
      ]
    : [];
  const tokens = await tx.delete(verifications).where(or(...byId, ...byAddress)).returning({ id: verifications.id });
  const failures = address ? await eraseSignInCounts(tx, address) : 0;
  return { sign_in_failures: failures, verifications: tokens.length };
}

/** Deletes every row of the user in one transaction; returns how many rows each table lost. */
export async function deleteAccount(db: Database, userId: string): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const counts: Record<string, number> = {};
    for (const t of deletionOrder(userTables())) {
      const deleted = await tx.delete(t.table).where(ownedBy(t, userId, user?.email)).returning({ userId: t.userId });
      counts[t.name] = deleted.length;
    }
    Object.assign(counts, await deleteRowsByEmailOrId(tx as unknown as Database, userId, user?.email));
    const deletedUsers = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    counts.users = deletedUsers.length;
    return counts;
  });
}
