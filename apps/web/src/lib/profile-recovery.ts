import type { RecoverResponse } from '@thrivewell/core/contracts/profile-status';
import { recoveryMessage, type RecoveryOutcome } from '@thrivewell/core/copy/profile-messages';
import { ApiError, apiFetch } from './api-client';
import type { ToastVariant } from './toast-store';

/** POST /api/profile/recover: moves the user's earlier (user_details) data into the health profile. */
export function recoverProfileData(): Promise<RecoverResponse> {
  return apiFetch<RecoverResponse>('/api/profile/recover', { method: 'POST', body: {} });
}

/**
 * One recovery attempt (spec part 2 §4, §8; P2-REC-17..24), shared by the Previous Data Found
 * card and the data-file import on /account: the call, the outcome and the one message it ends
 * with. A 401 answer means the server has no user, so it reads as 'User not authenticated'.
 * It is in lib because two features use it: neither imports the other.
 */
export interface RecoveryAttempt {
  outcome: RecoveryOutcome;
  tone: 'success' | 'info' | 'error';
  text: string;
  /** The profile changed: reload every profile query. */
  recovered: boolean;
}

async function outcomeOf(signedIn: boolean): Promise<RecoveryOutcome> {
  if (!signedIn) return { kind: 'not-authenticated' };
  try {
    const response: unknown = await recoverProfileData();
    // An answer that is not the procedure's object is as unexpected as a thrown error.
    return response && typeof response === 'object' ? { kind: 'response', response } : { kind: 'exception' };
  } catch (err) {
    if (err instanceof ApiError) return err.status === 401 ? { kind: 'not-authenticated' } : { kind: 'call-failed', message: err.message };
    return { kind: 'exception' };
  }
}

export async function attemptRecovery(signedIn: boolean): Promise<RecoveryAttempt> {
  const outcome = await outcomeOf(signedIn);
  const recovered = outcome.kind === 'response' && outcome.response.success === true;
  return { outcome, ...recoveryMessage(outcome), recovered };
}

/** How a recovery message looks as a toast. */
export const recoveryToastVariant: Record<RecoveryAttempt['tone'], ToastVariant> = { success: 'success', info: 'default', error: 'destructive' };
