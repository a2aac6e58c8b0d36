import type { Database } from '../../db/client';
import { deleteSignInCountsFor } from './sign-in-throttle.repo';
import type { UserRole } from '@thrivewell/core/contracts/session';
import { countUsersWithId, findEmailById, findRoleByEmail, findUserIdByEmail, lockUserRow, updateRole } from './users.repo';

/** What other modules may ask about accounts; the users table itself stays the auth module's. */
export async function userExists(db: Database, userId: string): Promise<boolean> {
  return (await countUsersWithId(db, userId)) > 0;
}

/**
 * Inside another module's transaction: holds the user's row until it commits, so one user's
 * parallel requests (the last free chat, an action-plan update) run one after the other.
 */
export const lockUserForUpdate = lockUserRow;

export { findUserIdByEmail };

/** Where reminder e-mails go (modules/reminders); null for an account that no longer exists. */
export const findUserEmail = findEmailById;

/** Account erasure: the failed sign-in counts kept for the address (they name no user id). */
export const eraseSignInCounts = deleteSignInCountsFor;

export type RoleChange =
  | { status: 'changed'; userId: string; email: string; role: UserRole }
  | { status: 'unchanged'; userId: string; email: string; role: UserRole }
  | { status: 'unknown-email'; email: string };

/**
 * Sets an account's role (ADR 0020). Called only by the command line (`npm run admin:grant` /
 * `admin:revoke`, apps/server/src/cli/admin-role.ts) and tests: no web route reaches it.
 */
export async function setRoleByEmail(db: Database, rawEmail: string, role: UserRole): Promise<RoleChange> {
  const email = rawEmail.trim().toLowerCase();
  const found = await findRoleByEmail(db, email);
  if (!found) return { status: 'unknown-email', email };
  if (found.role === role) return { status: 'unchanged', userId: found.id, email, role };
  await updateRole(db, found.id, role);
  return { status: 'changed', userId: found.id, email, role };
}
