import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { CabinetService } from '../cabinet/cabinet.service';
import { analysisFor, type PlanReader } from '../profile/profile-changes.service';
import { outdatedData } from '../profile/profile-freshness.service';
import { profileStatus } from '../profile/profile-status.service';
import { findProfile, toProfile } from '../profile/profile.service';

export interface DashboardDeps {
  db: Database;
  cabinet: CabinetService;
  subscriptions: PlanReader;
}

/**
 * The signed-in dashboard's first screen in one read (W2-C §2): it owns no table, it asks the
 * profile module's services — the same calls as /api/profile/status, /api/profile,
 * /api/profile/analysis and /api/profile/freshness — side by side, for the session user only.
 * Its shape is dashboardResponseSchema (packages/core/src/contracts/dashboard.ts).
 */
export async function dashboardFor(deps: DashboardDeps, userId: string, log: FastifyBaseLogger) {
  const { db, cabinet, subscriptions } = deps;
  const profileRead = findProfile(db, userId);
  const [status, row, analysis, freshness] = await Promise.all([
    profileStatus(db, cabinet, userId, profileRead),
    profileRead,
    analysisFor(db, subscriptions, userId, log),
    outdatedData(db, cabinet, userId, log),
  ]);
  return { status, profile: row ? toProfile(row) : null, analysis, freshness };
}
