/**
 * The tracking tables' mood and symptom entries and the tracking settings: the only code that
 * reads or writes them (the daily log is in daily-log.repo.ts). Every query is scoped by the
 * user id it is given. A save with a client id that the user already used adds nothing and
 * answers the row saved first (the web's offline queue replays saves).
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { moodEntries, symptomEntries, trackingSettings } from '../../db/schema/tracking';

export type MoodRow = typeof moodEntries.$inferSelect;
export type MoodValues = Omit<typeof moodEntries.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type SymptomRow = typeof symptomEntries.$inferSelect;
export type SymptomValues = Omit<typeof symptomEntries.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** The saved time zone, or null when the user never set one. */
export async function findTimeZone(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: trackingSettings.timeZone }).from(trackingSettings).where(eq(trackingSettings.userId, userId));
  return row?.timeZone ?? null;
}

export async function saveTimeZone(db: Database, userId: string, timeZone: string): Promise<void> {
  await db
    .insert(trackingSettings)
    .values({ userId, timeZone })
    .onConflictDoUpdate({ target: trackingSettings.userId, set: { timeZone, updatedAt: new Date() } });
}

type EntryTable = typeof moodEntries | typeof symptomEntries;

function entryQueries<T extends EntryTable, Row, Values>(table: T) {
  const owned = (userId: string, id: string) => and(eq(table.id, id), eq(table.userId, userId));
  return {
    async list(db: Database, userId: string, from: string, to: string): Promise<Row[]> {
      const rows = await db
        .select()
        .from(table as EntryTable)
        .where(and(eq(table.userId, userId), gte(table.localDate, from), lte(table.localDate, to)))
        .orderBy(asc(table.localDate), asc(table.recordedAt));
      return rows as Row[];
    },
    async find(db: Database, userId: string, id: string): Promise<Row | null> {
      const [row] = await db.select().from(table as EntryTable).where(owned(userId, id));
      return (row as Row | undefined) ?? null;
    },
    async findByClientId(db: Database, userId: string, clientId: string): Promise<Row | null> {
      const [row] = await db.select().from(table as EntryTable).where(and(eq(table.userId, userId), eq(table.clientId, clientId)));
      return (row as Row | undefined) ?? null;
    },
    /** Inserts the entry; with a client id already used, inserts nothing and answers null. */
    async insert(db: Database, userId: string, values: Values): Promise<Row | null> {
      const rows = await db
        .insert(table)
        .values({ userId, ...(values as object) } as never)
        .onConflictDoNothing({ target: [table.userId, table.clientId], where: sql`${table.clientId} is not null` })
        .returning();
      return ((rows as Row[])[0] as Row | undefined) ?? null;
    },
    async update(db: Database, userId: string, id: string, values: Partial<Values>): Promise<Row | null> {
      const rows = await db
        .update(table)
        .set({ ...(values as object), updatedAt: new Date() } as never)
        .where(owned(userId, id))
        .returning();
      return ((rows as Row[])[0] as Row | undefined) ?? null;
    },
    async remove(db: Database, userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(table).where(owned(userId, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

export const moodRepo = entryQueries<typeof moodEntries, MoodRow, MoodValues>(moodEntries);
export const symptomRepo = entryQueries<typeof symptomEntries, SymptomRow, SymptomValues>(symptomEntries);
