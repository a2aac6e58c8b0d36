/**
 * The tracking tables as the import and the CSV export use them (mood_entries, symptom_entries,
 * daily_logs, tracking_settings). Every query is scoped by the user id it is given. The bulk
 * inserts of imported entries are in import-insert.repo.ts.
 */
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyLogs, moodEntries, symptomEntries, trackingSettings } from '../../db/schema/tracking';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type TrackingDb = Database | Tx;
export type NewMoodRow = Omit<typeof moodEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewSymptomRow = Omit<typeof symptomEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type DailyLogRow = typeof dailyLogs.$inferSelect;
export type NewDailyLogRow = Omit<typeof dailyLogs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type DailyLogPatch = Partial<Pick<DailyLogRow, 'sleepHours' | 'sleepQuality' | 'energy' | 'stress' | 'waterGlasses' | 'meals' | 'factors' | 'note'>>;

/** Values per IN list: well under PostgreSQL's 65,535 bind parameters. */
function chunks<T>(items: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function timeZoneOf(db: TrackingDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: trackingSettings.timeZone }).from(trackingSettings).where(eq(trackingSettings.userId, userId));
  return row?.timeZone ?? null;
}

/**
 * The import keys the user's mood or symptom entries carry that start with `prefix` (one format's
 * keys; the prefix holds no LIKE wildcards): one query, so checking 50,000 rows costs the same as checking one.
 */
export async function existingImportKeys(db: TrackingDb, userId: string, kind: 'mood' | 'symptom', prefix: string): Promise<Set<string>> {
  const table = kind === 'mood' ? moodEntries : symptomEntries;
  const rows = await db
    .select({ key: table.importKey })
    .from(table)
    .where(and(eq(table.userId, userId), like(table.importKey, `${prefix}%`)));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

/** Which of `ids` are the user's own mood or symptom entries (our own export imported back). */
export async function existingEntryIds(db: TrackingDb, userId: string, kind: 'mood' | 'symptom', ids: string[]): Promise<Set<string>> {
  const table = kind === 'mood' ? moodEntries : symptomEntries;
  const found = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await db.select({ id: table.id }).from(table).where(and(eq(table.userId, userId), inArray(table.id, part)));
    for (const r of rows) found.add(r.id);
  }
  return found;
}

export async function dailyLogsOn(db: TrackingDb, userId: string, dates: string[]): Promise<Map<string, DailyLogRow>> {
  const found = new Map<string, DailyLogRow>();
  for (const part of chunks(dates)) {
    const rows = await db.select().from(dailyLogs).where(and(eq(dailyLogs.userId, userId), inArray(dailyLogs.localDate, part)));
    for (const r of rows) found.set(r.localDate, r);
  }
  return found;
}

/** A new day; nothing when the day was created meanwhile (the merge then waits for a re-import). */
export async function insertDailyLog(db: TrackingDb, row: NewDailyLogRow): Promise<boolean> {
  return (await db.insert(dailyLogs).values(row).onConflictDoNothing().returning({ id: dailyLogs.id })).length > 0;
}

export async function patchDailyLog(db: TrackingDb, userId: string, id: string, patch: DailyLogPatch): Promise<void> {
  await db.update(dailyLogs).set({ ...patch, updatedAt: new Date() }).where(and(eq(dailyLogs.id, id), eq(dailyLogs.userId, userId)));
}

export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

export function moodsOf(db: TrackingDb, userId: string) {
  return db.select().from(moodEntries).where(eq(moodEntries.userId, userId)).orderBy(asc(moodEntries.recordedAt));
}

export function symptomsOf(db: TrackingDb, userId: string) {
  return db.select().from(symptomEntries).where(eq(symptomEntries.userId, userId)).orderBy(asc(symptomEntries.recordedAt));
}

export function dailyLogsOf(db: TrackingDb, userId: string) {
  return db.select().from(dailyLogs).where(eq(dailyLogs.userId, userId)).orderBy(asc(dailyLogs.localDate));
}
