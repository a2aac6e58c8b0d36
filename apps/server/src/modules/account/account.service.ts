import { eq, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { users, verifications } from '../../db/schema';

/**
 * "Download my data" and "delete my account" (issue 3). Both find the user's rows the same
 * way: every table with a `user_id` column (plus the `users` row itself), so a table added
 * later by any module is included without touching this file. Secrets (password hashes,
 * session and provider tokens) never leave the server.
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

export async function exportAccount(db: Database, userId: string, now: Date = new Date()): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const tables: AccountExport['tables'] = {};
  for (const t of userTables()) {
    const rows = (await db.select().from(t.table).where(eq(t.userId, userId))) as Record<string, unknown>[];
    tables[t.name] = rows.map((r) => withoutSecrets(t.table, r));
  }
  return { exportedAt: now.toISOString(), user: user ? withoutSecrets(users, user) : null, tables };
}

/** Deletes every row of the user in one transaction; returns how many rows each table lost. */
export async function deleteAccount(db: Database, userId: string): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    for (const t of deletionOrder(userTables())) {
      const deleted = await tx.delete(t.table).where(eq(t.userId, userId)).returning({ userId: t.userId });
      counts[t.name] = deleted.length;
    }
    // Password-reset tokens store the user id as their value.
    const tokens = await tx.delete(verifications).where(eq(verifications.value, userId)).returning({ id: verifications.id });
    counts.verifications = tokens.length;
    const deletedUsers = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    counts.users = deletedUsers.length;
    return counts;
  });
}
