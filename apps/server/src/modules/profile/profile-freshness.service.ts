/**
 * The outdated-data reminder (spec part 2 §7; P2-OUT-02..10): the newest updated_at of
 * diet_profiles, health_goals, medications and blood_test_history for the session user, each
 * read on its own so one failing read is logged and skipped, never fatal. Saving the diet or
 * goals section touches its freshness record (the medications table has its own updated_at;
 * blood_test_history is written by test uploads).
 */
import type { FastifyBaseLogger } from 'fastify';
import { outdatedItems, type FreshnessSource, type OutdatedItem } from '@thrivewell/core/rules/data-freshness';
import type { Database } from '../../db/client';
import type { CabinetService } from '../cabinet/cabinet.service';
import { newestFreshness, touchFreshnessRecord, type FreshnessRecord } from './profile-records.repo';
import type { Tx } from './profile.repo';

type Cabinet = Pick<CabinetService, 'lastChangedAt'>;

const newestOf: Record<FreshnessSource, (db: Database, cabinet: Cabinet, userId: string) => Promise<Date | null>> = {
  diet_profiles: (db, _, userId) => newestFreshness(db, 'diet_profiles', userId),
  health_goals: (db, _, userId) => newestFreshness(db, 'health_goals', userId),
  blood_test_history: (db, _, userId) => newestFreshness(db, 'blood_test_history', userId),
  medications: (_, cabinet, userId) => cabinet.lastChangedAt(userId),
};

export async function outdatedData(db: Database, cabinet: Cabinet, userId: string, log: FastifyBaseLogger, now: Date = new Date()): Promise<{ items: OutdatedItem[]; checkedAt: string }> {
  const sources = Object.keys(newestOf) as FreshnessSource[];
  const dates = await Promise.all(
    sources.map(async (source) => {
      try {
        return [source, await newestOf[source](db, cabinet, userId)] as const;
      } catch (err) {
        log.warn({ err, source }, 'outdated-data read failed; skipped');
        return [source, null] as const;
      }
    }),
  );
  return { items: outdatedItems(Object.fromEntries(dates), now), checkedAt: now.toISOString() };
}

/** Marks a freshness record as updated now: the user's newest row, or a new one. */
export async function touchFreshness(tx: Tx, record: Exclude<FreshnessRecord, 'blood_test_history'>, userId: string, data: Record<string, unknown>, now: Date): Promise<void> {
  await touchFreshnessRecord(tx, record, userId, data, now);
}

/** A blood test was confirmed or entered (biomarkers): the blood_test_history freshness record is now. */
export async function recordBloodTest(db: Database, userId: string, data: Record<string, unknown>, now: Date = new Date()): Promise<void> {
  await touchFreshnessRecord(db, 'blood_test_history', userId, data, now);
}
