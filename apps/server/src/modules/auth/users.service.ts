import type { Database } from '../../db/client';
import { deleteSignInCountsFor } from './sign-in-throttle.repo';
import { countUsersWithId, findEmailById, findUserIdByEmail, lockUserRow } from './users.repo';

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
