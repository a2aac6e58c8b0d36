/**
 * unified_user_profiles and user_preferences: only this file reads or writes them. Every
 * function is scoped by the session user's id.
 */
import { eq, sql } from 'drizzle-orm';
import type { JourneyLevel } from '@thrivewell/core/rules/health-journey';
import type { Database } from '../../db/client';
import type { UserRowSource } from '../auth/session-reader';
import { unifiedUserProfiles, userPreferences } from '../../db/schema/profile';

export type ProfileRow = typeof unifiedUserProfiles.$inferSelect;
export type ProfileValues = Partial<Omit<ProfileRow, 'user_id' | 'created_at'>>;
export type PreferencesRow = typeof userPreferences.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const prepareProfileRead = (db: Database | Tx) =>
  db.select().from(unifiedUserProfiles).where(eq(unifiedUserProfiles.user_id, sql.placeholder('userId'))).prepare('profile_by_user_id');
/** The profile read, built once per database (or transaction) handle: no query building per request. */
const profileReads = new WeakMap<Database | Tx, ReturnType<typeof prepareProfileRead>>();

export async function selectProfile(db: Database | Tx, userId: string): Promise<ProfileRow | null> {
  let read = profileReads.get(db);
  if (!read) profileReads.set(db, (read = prepareProfileRead(db)));
  const [row] = await read.execute({ userId });
  return row ?? null;
}

/**
 * The profile row handed to the session reader (modules/auth/session-reader.ts), which reads it
 * joined into the session's own query: GET /api/profile costs one round trip, not two.
 */
export function profileOfSessionUser(db: Database): UserRowSource<ProfileRow> {
  return { name: 'profile', table: unifiedUserProfiles, userId: unifiedUserProfiles.user_id, read: (userId) => selectProfile(db, userId) };
}

/**
 * Runs `work` in one transaction on the user's profile row, created when missing and locked
 * (`for update` when `lock`), so concurrent saves are applied one after the other.
 */
export async function withProfileRow<T>(db: Database, userId: string, lock: boolean, work: (tx: Tx, current: ProfileRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(unifiedUserProfiles).values({ user_id: userId }).onConflictDoNothing();
    const query = tx.select().from(unifiedUserProfiles).where(eq(unifiedUserProfiles.user_id, userId));
    const [current] = lock ? await query.for('update') : await query;
    if (!current) throw new Error('profile row missing after insert');
    return work(tx, current);
  });
}

export async function updateProfile(db: Database | Tx, userId: string, values: ProfileValues): Promise<ProfileRow> {
  const [row] = await db.update(unifiedUserProfiles).set(values).where(eq(unifiedUserProfiles.user_id, userId)).returning();
  if (!row) throw new Error('profile row missing on update');
  return row;
}

/** Creates or replaces the user's profile columns in `values`. */
export async function upsertProfile(db: Database | Tx, userId: string, values: ProfileValues): Promise<void> {
  await db.insert(unifiedUserProfiles).values({ user_id: userId, ...values }).onConflictDoUpdate({ target: unifiedUserProfiles.user_id, set: values });
}

/** Merges `patch` into additional_data (creating the row with it when missing). */
export async function mergeAdditionalData(db: Database, userId: string, patch: Record<string, unknown>, now: Date): Promise<void> {
  await db
    .insert(unifiedUserProfiles)
    .values({ user_id: userId, additional_data: patch, updated_at: now })
    .onConflictDoUpdate({
      target: unifiedUserProfiles.user_id,
      set: { additional_data: sql`coalesce(${unifiedUserProfiles.additional_data}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb` },
    });
}

/** Merges `patch` into the profile's preferences; false when the user has no profile row. */
export async function mergeProfilePreferences(db: Database, userId: string, patch: Record<string, unknown>): Promise<boolean> {
  const updated = await db
    .update(unifiedUserProfiles)
    .set({ preferences: sql`coalesce(${unifiedUserProfiles.preferences}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(unifiedUserProfiles.user_id, userId))
    .returning({ user_id: unifiedUserProfiles.user_id });
  return updated.length > 0;
}

export async function selectPreferences(db: Database | Tx, userId: string): Promise<PreferencesRow | null> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.user_id, userId));
  return row ?? null;
}

export async function markPreferencesOnboarded(db: Database | Tx, userId: string, now: Date): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ user_id: userId, onboarding_completed: true, updated_at: now })
    .onConflictDoUpdate({ target: userPreferences.user_id, set: { onboarding_completed: true, updated_at: now } });
}

export async function selectJourneyLevel(db: Database, userId: string): Promise<JourneyLevel | null> {
  const [row] = await db.select({ level: userPreferences.health_journey_level }).from(userPreferences).where(eq(userPreferences.user_id, userId));
  return row?.level ?? null;
}

export async function upsertJourneyLevel(db: Database, userId: string, level: JourneyLevel, now: Date): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ user_id: userId, health_journey_level: level, updated_at: now })
    .onConflictDoUpdate({ target: userPreferences.user_id, set: { health_journey_level: level, updated_at: now } });
}
