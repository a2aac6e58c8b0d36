import { chatAuditAction } from '@thrivewell/core/rules/plans';

/**
 * Actions only the server records (source 'server'). POST /api/audit refuses them, so a row
 * with one of these names was written by the server and never forged by a client; the chat
 * allowance, for one, counts 'ai_health_chat' rows. `writeAudit` takes only these names for
 * server rows, so a new server event must be added here (TypeScript says so).
 */
export const serverAuditActions = [
  'sign_in',
  'sign_out',
  'account_deleted',
  chatAuditAction,
  'medication_added',
  'medication_updated',
  'medication_removed',
  'profile_sections_updated',
  'onboarding_completed',
  'profile_recovered',
  'legacy_data_imported',
  'action_plan_updated',
  'profile_diagnostics_read',
  'recipes_imported',
  'lab_report_uploaded',
  'lab_report_confirmed',
  'lab_report_entered',
  'lab_report_deleted',
] as const;

export type ServerAuditAction = (typeof serverAuditActions)[number];

const reserved = new Set<string>(serverAuditActions);

/** True when a client-sent action name reads as (any spelling of) a server-only one. */
export function isServerOnlyAction(action: string): boolean {
  return reserved.has(action.trim().toLowerCase().replace(/[\s.-]+/g, '_'));
}
