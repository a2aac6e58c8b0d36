import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import type { SessionUser } from '../auth/session';
import type { SubscriptionService } from '../billing/subscription.service';
import { deleteAccount, exportAccount, type AccountExport } from './account-data.repo';

export interface AccountDeps {
  db: Database;
  /** Billing's service: a live subscription is cancelled before the rows go. */
  subscriptions: Pick<SubscriptionService, 'cancelForDeletion'>;
  /** The modules that keep files of the user in the blob store (lab reports): deleted with the account. */
  files?: { deleteUserFiles(userId: string): Promise<number> };
}

/** "Download my data": every row of the user, secrets left out (account-data.repo.ts); lab reports' rows, not their files. */
export function exportAccountData(deps: AccountDeps, userId: string): Promise<AccountExport> {
  return exportAccount(deps.db, userId);
}

/**
 * "Delete my account": the typed e-mail must be the account's own; a live subscription is
 * cancelled at its provider first (if that fails the account stays, 502, so nobody goes on
 * paying for an account that no longer exists); then the user's files (if that fails the account
 * stays, 502, so no file outlives its account unseen), every row of the user, and an audit row
 * that names nobody records it.
 */
export async function closeAccount(deps: AccountDeps, user: SessionUser, confirmEmail: string, request: { ip: string; log: FastifyBaseLogger }): Promise<void> {
  if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('EMAIL_MISMATCH', 'The e-mail address you typed does not match your account.', 400, 'email');
  }
  await deps.subscriptions.cancelForDeletion(user.id);
  try {
    await deps.files?.deleteUserFiles(user.id);
  } catch (err) {
    request.log.error({ err }, 'account deletion: files could not be deleted');
    throw new AppError('FILES_NOT_DELETED', 'Your uploaded files could not be deleted just now, so your account was kept. Try again in a few minutes.', 502);
  }
  await deleteAccount(deps.db, user.id);
  // An upload that landed while the rows were going: its files go too (best effort, logged).
  await deps.files?.deleteUserFiles(user.id).catch((err: unknown) => request.log.warn({ err }, 'account deletion: late files not deleted'));
  await writeAudit(deps.db, { userId: null, action: 'account_deleted', resourceType: 'account', ipAddress: request.ip }, request.log);
}
