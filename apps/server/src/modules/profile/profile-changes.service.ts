/**
 * The profile's audited operations and plan-dependent reads: each wraps one profile service
 * call with the audit row it owes (health data written or read: phiAccessed) or the plan it
 * depends on, so the routes only parse, authorise and call.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MultipleSectionsBody } from '@thrivewell/core/contracts/profile-contract';
import { sampleActions } from '@thrivewell/core/copy/wellness-dashboard-samples';
import { profileSectionIds } from '@thrivewell/core/rules/profile-sections';
import type { Database } from '../../db/client';
import { writeAudit, type ServerAuditAction } from '../audit/audit.service';
import type { SubscriptionService } from '../billing/subscription.service';
import type { CabinetService } from '../cabinet/cabinet.service';
import { listActionPlans, setActionCompleted } from './action-plans.service';
import { latestAnalysis } from './profile-insights.service';
import { importLegacyData, recoverUserData } from './profile-recovery.service';
import { connectionTest } from './profile-status.service';
import { completeOnboarding, saveSections, toProfile } from './profile.service';

/** The signed-in person acting, and where from (the audit row's user and IP). */
export interface ProfileActor {
  userId: string;
  ipAddress: string;
  log: FastifyBaseLogger;
}

export type PlanReader = Pick<SubscriptionService, 'statusFor'>;

function audit(db: Database, actor: ProfileActor, action: ServerAuditAction, resourceType = 'unified_user_profiles', resourceId = actor.userId) {
  return writeAudit(db, { userId: actor.userId, action, resourceType, resourceId, phiAccessed: true, ipAddress: actor.ipAddress }, actor.log);
}

/**
 * Saves one or more sections (optimistic concurrency in saveSections) and records which; a
 * medications list goes into the cabinet, whose service schedules the background analysis.
 */
export async function saveProfileSections(db: Database, cabinet: Pick<CabinetService, 'saveProfileList'>, actor: ProfileActor, sections: MultipleSectionsBody) {
  const row = await saveSections(db, cabinet, actor.userId, sections);
  await audit(db, actor, 'profile_sections_updated', undefined, profileSectionIds.filter((id) => sections[id] !== undefined).join(','));
  return toProfile(row);
}

export async function completeProfileOnboarding(db: Database, actor: ProfileActor) {
  const row = await completeOnboarding(db, actor.userId);
  await audit(db, actor, 'onboarding_completed');
  return toProfile(row);
}

export async function recoverProfile(db: Database, actor: ProfileActor) {
  const result = await recoverUserData(db, actor.userId);
  if (result.success) await audit(db, actor, 'profile_recovered');
  return result;
}

export async function importLegacyProfile(db: Database, actor: ProfileActor, body: unknown) {
  const result = await importLegacyData(db, actor.userId, body);
  await audit(db, actor, 'legacy_data_imported', 'user_details');
  return result;
}

export async function completeAction(db: Database, actor: ProfileActor, actionId: string, completed: boolean) {
  const plan = await setActionCompleted(db, actor.userId, actionId, completed);
  await audit(db, actor, 'action_plan_updated', 'health_action_plans', plan.action_id);
  return plan;
}

/** The Previous Data Found card's connection test; reading it is a health-data read. */
export async function readDiagnostics(db: Database, actor: ProfileActor) {
  const result = await connectionTest(db, actor.userId);
  await audit(db, actor, 'profile_diagnostics_read');
  return result;
}

/** Only paid (health) users load real plans; everyone else sees the sample (spec §1, §2). */
export async function actionPlansFor(db: Database, plans: PlanReader, userId: string) {
  const status = await plans.statusFor(userId);
  if (status.simplifiedTier !== 'paid') return { sample: true, plans: sampleActions };
  return { sample: false, plans: await listActionPlans(db, userId) };
}

/** The newest analysis result, with the demo-data check for paid users (flagged in the log). */
export async function analysisFor(db: Database, plans: PlanReader, userId: string, log: FastifyBaseLogger) {
  const status = await plans.statusFor(userId);
  const result = await latestAnalysis(db, userId, status.simplifiedTier === 'paid');
  if (result.demoDataViolation) log.warn({ userId }, 'demo-data violation flagged for a paid user');
  return result;
}
