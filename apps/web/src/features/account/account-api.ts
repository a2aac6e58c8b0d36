import { apiFetch } from '../../lib/api-client';

/**
 * Account calls: password and e-mail changes through the auth library's endpoints, the data
 * export and account deletion through ours (issue 3). Errors arrive as ApiError.
 */
export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  // Other devices are signed out: whoever knew the old password loses access (a new session is issued here).
  return apiFetch('/api/auth/change-password', { method: 'POST', body: { currentPassword, newPassword, revokeOtherSessions: true } });
}

/** Where the confirmation link of an e-mail change returns to; the frame then says 'Email confirmed'. */
export function emailChangeReturnUrl(origin = window.location.origin): string {
  return `${origin}/account?type=email_change`;
}

export function changeEmail(newEmail: string): Promise<unknown> {
  return apiFetch('/api/auth/change-email', { method: 'POST', body: { newEmail, callbackURL: emailChangeReturnUrl() } });
}

/** Everything stored about the user, as JSON. */
export function exportAccountData(): Promise<unknown> {
  return apiFetch('/api/account/export');
}

/** Deletes the account and every row of it; `email` must be the account's address. */
export function deleteAccount(email: string): Promise<unknown> {
  return apiFetch('/api/account', { method: 'DELETE', body: { email } });
}

export interface LegacyImportResult {
  imported: true;
  /** The imported data can now fill the health profile: offer 'Recover My Data'. */
  recoveryOffered: boolean;
}

/** A previously downloaded data file (parsed JSON): its health questionnaire becomes the legacy user_details row. */
export function importDataFile(data: unknown): Promise<LegacyImportResult> {
  return apiFetch<LegacyImportResult>('/api/profile/legacy-import', { method: 'POST', body: data });
}
