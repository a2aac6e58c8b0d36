import { describe, expect, it } from 'vitest';
import {
  connectionTestFailed,
  criticalIssuesDetected,
  dashboardLoadFailed,
  integrityIssuesFound,
  journeyUpdated,
  lastUpdatedDaysAgo,
  profileMessages as m,
  recoveryMessage,
  sectionErrorTitle,
  sectionUpdated,
  warningsDetected,
} from './profile-messages';

describe('profile messages', () => {
  it("P2-ERR-01..03 missing login: 'Authentication required. Please log in to continue.' and the save / load toasts", () => {
    expect(m.authRequired).toBe('Authentication required. Please log in to continue.');
    expect(m.loginToSave).toBe('Please log in to save your progress');
    expect(m.loginToLoad).toBe('Please log in to access your data');
  });

  it('P2-ERR-05 / P2-ERR-06 failed saves', () => {
    expect(m.stepSaveFailed).toEqual({ title: 'Failed to save data', description: 'Your progress has been backed up and will be retried', action: 'Retry Now' });
    expect(m.hookSaveFailed).toEqual({ title: 'Save failed', description: 'Your data has been backed up locally and will be retried' });
  });

  it('P2-ERR-07 / P2-ERR-09..12 backup, sync and integrity texts', () => {
    expect(m.recoveredFromBackup).toBe('Data recovered from local backup');
    expect(m.syncSucceeded).toBe('Data synchronized successfully');
    expect(m.syncFailed).toBe('Failed to synchronize data');
    expect(m.failedSavesRetried).toBe('Failed saves have been retried');
    expect(m.failedSavesRetryFailed).toBe('Failed to retry saves');
    expect(m.integrityIssuesDetected).toBe('Data integrity issues detected');
  });

  it('P2-JRN-13 / P2-JRN-14 journey update', () => {
    expect(journeyUpdated('Improve & Optimize')).toEqual({ title: 'Health journey updated!', description: "You're now on the Improve & Optimize path." });
    expect(m.journeyUpdateFailed).toBe('Failed to update journey preference');
  });

  it('P2-ONB-08 / P2-ONB-09 / P2-CONST-04 onboarding completion', () => {
    expect(m.onboardingCompleted).toEqual({ title: 'Welcome! Your profile is now complete', description: 'You can now access all platform features', durationMs: 5000 });
    expect(m.onboardingCompleteFailed).toBe('Failed to mark onboarding complete');
  });

  it('P2-EDIT-20..22 section saves', () => {
    expect(m.sectionSaveFailed).toBe('Failed to save changes');
    expect(m.sectionSaveError).toBe('An error occurred while saving');
    expect(sectionUpdated('Diet & Nutrition')).toBe('Diet & Nutrition updated successfully');
  });

  it('P2-PERF-15..19 integrity check and retries', () => {
    expect(m.integrityCheckPassed).toBe('Data integrity check passed');
    expect(integrityIssuesFound(3)).toBe('Data integrity issues found: 3');
    expect(m.integrityCheckFailed).toBe('Failed to run integrity check');
    expect(m.failedOperationsRetried).toBe('Failed operations retried successfully');
    expect(m.failedOperationsRetryFailed).toBe('Failed to retry operations');
  });

  it('P2-DEC-02 / P2-ENH-14 dashboard load errors', () => {
    expect(m.dashboardLoadError).toBe('Error loading dashboard data.');
    expect(dashboardLoadFailed('timeout')).toBe('Failed to load health dashboard: timeout');
  });

  it('P2-OUT-05 / P2-REC-27 / P2-SEF-02 / P2-SEF-03 / P2-SYS-15..17 other texts', () => {
    expect(lastUpdatedDaysAgo(120)).toBe('Last updated 120 days ago');
    expect(connectionTestFailed('refused')).toBe('Database connection failed: refused');
    expect(sectionErrorTitle('Action Center')).toBe('Action Center Error');
    expect(m.sectionErrorText).toBe('Something went wrong while loading this section. You can try refreshing or continue using other features.');
    expect(criticalIssuesDetected(2)).toBe('2 critical issues detected');
    expect(warningsDetected(1)).toBe('1 warnings detected');
    expect(m.systemCheckFailed).toBe('System check failed');
  });
});

describe('recoveryMessage', () => {
  it("P2-REC-17 no user: 'User not authenticated. Please log in again.'", () => {
    expect(recoveryMessage({ kind: 'not-authenticated' })).toEqual({ tone: 'error', text: 'User not authenticated. Please log in again.' });
  });

  it("P2-REC-18 failed remote call: 'Recovery failed: {message}'", () => {
    expect(recoveryMessage({ kind: 'call-failed', message: 'timeout' })).toEqual({ tone: 'error', text: 'Recovery failed: timeout' });
  });

  it("P2-REC-19 a message containing 'No legacy data found' is the info 'No additional data found to recover. Your profile is up to date.'", () => {
    expect(recoveryMessage({ kind: 'response', response: { success: false, error: 'No legacy data found for user' } })).toEqual({
      tone: 'info',
      text: 'No additional data found to recover. Your profile is up to date.',
    });
  });

  it("P2-REC-20 any other failure: 'Recovery failed: {error}'", () => {
    expect(recoveryMessage({ kind: 'response', response: { success: false, error: 'constraint violated' } })).toEqual({ tone: 'error', text: 'Recovery failed: constraint violated' });
  });

  it("P2-REC-21 unexpected exception: 'Failed to recover data. Please contact support if this continues.'", () => {
    expect(recoveryMessage({ kind: 'exception' }).text).toBe('Failed to recover data. Please contact support if this continues.');
  });

  it('P2-REC-22..24 success messages by action', () => {
    const ok = (action: string | null, score: number) => recoveryMessage({ kind: 'response', response: { success: true, migration_result: { action, completeness_score: score } } }).text;
    expect(ok('created_profile', 76)).toBe('Profile created with migrated data! Completeness: 76%');
    expect(ok('updated_profile', 84)).toBe('Profile updated with recovered data! Completeness: 84%');
    expect(ok(null, 0)).toBe('Data recovery completed successfully!');
  });
});
