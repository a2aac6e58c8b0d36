/**
 * The System Status card's check (spec part 2 §2, §4, §7, §8; P2-SYS-01..17): five lines, each
 * good, warning or error, and the message the check ends with.
 */
import { criticalIssuesDetected, profileMessages, warningsDetected } from '../copy/profile-messages';
import { hasProfileData, sectionHasData, type UnifiedProfile } from '../contracts/unified-profile';

export const systemCheckLines = ['Authentication', 'Data Retrieval', 'Feature Gating', 'Data Saving', 'Cross-Migration'] as const;
export type SystemCheckLine = (typeof systemCheckLines)[number];
export type SystemLineStatus = 'good' | 'warning' | 'error';
export const systemStatusLabels: Record<SystemLineStatus, string> = { good: 'Operational', warning: 'Warning', error: 'Error' };

export interface SystemCheckInput {
  hasUser: boolean;
  profile: UnifiedProfile | null | undefined;
  hasRecoverableData: boolean;
  /** Subscription status still loading. */
  subscriptionLoading: boolean;
  /** The lastSystemCheck update threw. */
  saveFailed: boolean;
  /** The legacy questionnaire_data, if any. */
  questionnaire: unknown;
}

/** P2-SYS-08..13. While the subscription status loads, Feature Gating is a warning (the spec only says good when not loading). */
export function runSystemCheck(input: SystemCheckInput): Record<SystemCheckLine, SystemLineStatus> {
  const p = input.profile;
  const score = p?.data_completeness_score ?? 0;
  const crossMigrationWarning = Boolean(p) && hasProfileData(input.questionnaire) && !sectionHasData(p?.personal_info) && !sectionHasData(p?.medical_history);
  return {
    Authentication: input.hasUser ? 'good' : 'error',
    'Data Retrieval': !p ? 'error' : score > 0 || !input.hasRecoverableData ? 'good' : 'warning',
    'Feature Gating': input.subscriptionLoading ? 'warning' : 'good',
    'Data Saving': input.saveFailed ? 'error' : 'good',
    'Cross-Migration': crossMigrationWarning ? 'warning' : 'good',
  };
}

/** P2-SYS-14..16. */
export function systemCheckSummary(lines: Record<SystemCheckLine, SystemLineStatus>): { tone: 'success' | 'warning' | 'error'; text: string } {
  const statuses = Object.values(lines);
  const errors = statuses.filter((s) => s === 'error').length;
  const warnings = statuses.filter((s) => s === 'warning').length;
  if (errors > 0) return { tone: 'error', text: criticalIssuesDetected(errors) };
  if (warnings > 0) return { tone: 'warning', text: warningsDetected(warnings) };
  return { tone: 'success', text: profileMessages.allSystemsOperational };
}

/** P2-SYS-12: what the check writes to unified_user_profiles.preferences. */
export function systemCheckPreferences(now: Date): { lastSystemCheck: string } {
  return { lastSystemCheck: now.toISOString() };
}
