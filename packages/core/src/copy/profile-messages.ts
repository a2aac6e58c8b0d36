/**
 * What the user is told about the health profile (spec part 2 §8 error catalogue; P2-ERR,
 * P2-REC-17..27, P2-PERF-15..19, P2-EDIT-20..22, P2-JRN-13/14, P2-ONB-08/09, P2-SYS-14..17,
 * P2-SEF). One place, so the web and the server word each thing once. The
 * 'Multiple Medications Detected …' warning lives in safety-contract.ts.
 */

export const profileMessages = {
  authRequired: 'Authentication required. Please log in to continue.',
  loginToSave: 'Please log in to save your progress',
  loginToLoad: 'Please log in to access your data',
  stepSaveFailed: { title: 'Failed to save data', description: 'Your progress has been backed up and will be retried', action: 'Retry Now' },
  hookSaveFailed: { title: 'Save failed', description: 'Your data has been backed up locally and will be retried' },
  recoveredFromBackup: 'Data recovered from local backup',
  journeyUpdateFailed: 'Failed to update journey preference',
  /** Internal error text; never shown (P2-ONB-09). */
  onboardingCompleteFailed: 'Failed to mark onboarding complete',
  onboardingCompleted: { title: 'Welcome! Your profile is now complete', description: 'You can now access all platform features', durationMs: 5000 },
  syncSucceeded: 'Data synchronized successfully',
  syncFailed: 'Failed to synchronize data',
  failedSavesRetried: 'Failed saves have been retried',
  failedSavesRetryFailed: 'Failed to retry saves',
  integrityIssuesDetected: 'Data integrity issues detected',
  sectionSaveFailed: 'Failed to save changes',
  sectionSaveError: 'An error occurred while saving',
  /** 409 SECTION_CHANGED (not in the spec): the section was saved elsewhere since this screen loaded it. */
  sectionChanged: 'This section was changed in another tab or device since you opened it. Nothing was overwritten.',
  integrityCheckPassed: 'Data integrity check passed',
  integrityCheckFailed: 'Failed to run integrity check',
  failedOperationsRetried: 'Failed operations retried successfully',
  failedOperationsRetryFailed: 'Failed to retry operations',
  dashboardLoadError: 'Error loading dashboard data.',
  recoveryNotAuthenticated: 'User not authenticated. Please log in again.',
  recoveryNothingToRecover: 'No additional data found to recover. Your profile is up to date.',
  recoveryUnexpected: 'Failed to recover data. Please contact support if this continues.',
  recoveryCompleted: 'Data recovery completed successfully!',
  allSystemsOperational: 'All systems operational!',
  systemCheckFailed: 'System check failed',
  sectionErrorText: 'Something went wrong while loading this section. You can try refreshing or continue using other features.',
} as const;

export const journeyUpdated = (title: string) => ({ title: 'Health journey updated!', description: `You're now on the ${title} path.` });
export const sectionUpdated = (sectionTitle: string) => `${sectionTitle} updated successfully`;
export const integrityIssuesFound = (n: number) => `Data integrity issues found: ${n}`;
export const dashboardLoadFailed = (error: string) => `Failed to load health dashboard: ${error}`;
export const connectionTestFailed = (message: string) => `Database connection failed: ${message}`;
export const recoveryFailed = (message: string) => `Recovery failed: ${message}`;
export const lastUpdatedDaysAgo = (days: number) => `Last updated ${days} days ago`;
export const sectionErrorTitle = (component: string) => `${component} Error`;
export const criticalIssuesDetected = (n: number) => `${n} critical issues detected`;
export const warningsDetected = (n: number) => `${n} warnings detected`;

/** The response of manually_recover_user_data as the card reads it (P2-REC-16). */
export interface RecoveryResponse {
  success?: boolean;
  error?: string | null;
  migration_result?: { action?: string | null; completeness_score?: number | null } | null;
}

export type RecoveryOutcome =
  | { kind: 'not-authenticated' }
  | { kind: 'exception' }
  | { kind: 'call-failed'; message: string }
  | { kind: 'response'; response: RecoveryResponse };

/** P2-REC-17..24: the one message a recovery attempt ends with. */
export function recoveryMessage(outcome: RecoveryOutcome): { tone: 'success' | 'info' | 'error'; text: string } {
  switch (outcome.kind) {
    case 'not-authenticated':
      return { tone: 'error', text: profileMessages.recoveryNotAuthenticated };
    case 'exception':
      return { tone: 'error', text: profileMessages.recoveryUnexpected };
    case 'call-failed':
      return { tone: 'error', text: recoveryFailed(outcome.message) };
    case 'response': {
      const r = outcome.response;
      if (!r.success) {
        const error = r.error ?? 'Unknown error';
        return error.includes('No legacy data found')
          ? { tone: 'info', text: profileMessages.recoveryNothingToRecover }
          : { tone: 'error', text: recoveryFailed(error) };
      }
      const score = r.migration_result?.completeness_score ?? 0;
      if (r.migration_result?.action === 'created_profile') return { tone: 'success', text: `Profile created with migrated data! Completeness: ${score}%` };
      if (r.migration_result?.action === 'updated_profile') return { tone: 'success', text: `Profile updated with recovered data! Completeness: ${score}%` };
      return { tone: 'success', text: profileMessages.recoveryCompleted };
    }
  }
}
