import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { UserRole } from '@thrivewell/core/contracts/session';
import { users } from '../../db/schema/auth';

/** The users table (Better Auth's, owned by the auth module): the reads other modules need. */
export async function findUserIdByEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

export async function findEmailById(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

export async function countUsersWithId(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.id, userId)).limit(1);
  return Number(row?.n ?? 0);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the user's row until the transaction ends (serialises one user's concurrent requests). */
export async function lockUserRow(tx: Database | Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The account's id and role by e-mail (Better Auth stores e-mails lower-cased). */
export async function findRoleByEmail(db: Database, email: string): Promise<{ id: string; role: UserRole } | null> {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function updateRole(db: Database, userId: string, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}
