/**
 * The food diary's tables (food_log_entries, nutrition_favourites, nutrition_settings): the only
 * code that reads or writes them. Every query is scoped by the user id it is given.
 */
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foodLogEntries, nutritionFavourites, nutritionSettings, type NutrientSnapshot } from '../../db/schema/nutrition';

export type EntryRow = typeof foodLogEntries.$inferSelect;
export type FavouriteRow = typeof nutritionFavourites.$inferSelect;
export type EntryValues = Omit<typeof foodLogEntries.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type { NutrientSnapshot };

export function entriesBetween(db: Database, userId: string, from: string, to: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(foodLogEntries)
    .where(and(eq(foodLogEntries.userId, userId), gte(foodLogEntries.localDate, from), lte(foodLogEntries.localDate, to)))
    .orderBy(asc(foodLogEntries.localDate), asc(foodLogEntries.createdAt));
}

export async function findEntry(db: Database, userId: string, id: string): Promise<EntryRow | null> {
  const [row] = await db.select().from(foodLogEntries).where(and(eq(foodLogEntries.id, id), eq(foodLogEntries.userId, userId)));
  return row ?? null;
}

/** Inserts the entry; with a client id already saved (an offline replay), answers the saved row. */
export async function insertEntry(db: Database, userId: string, values: EntryValues): Promise<EntryRow> {
  const [row] = await db.insert(foodLogEntries).values({ userId, ...values }).onConflictDoNothing().returning();
  if (row) return row;
  const [existing] = await db.select().from(foodLogEntries).where(and(eq(foodLogEntries.userId, userId), eq(foodLogEntries.clientId, values.clientId ?? '')));
  return existing!;
}

export async function updateEntry(db: Database, userId: string, id: string, values: Partial<EntryValues>): Promise<EntryRow | null> {
  const [row] = await db
    .update(foodLogEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(foodLogEntries.id, id), eq(foodLogEntries.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteEntry(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(foodLogEntries).where(and(eq(foodLogEntries.id, id), eq(foodLogEntries.userId, userId))).returning({ id: foodLogEntries.id });
  return rows.length > 0;
}

/** The user's latest entries (for recent foods), newest first. */
export function latestEntries(db: Database, userId: string, limit: number): Promise<EntryRow[]> {
  return db.select().from(foodLogEntries).where(eq(foodLogEntries.userId, userId)).orderBy(desc(foodLogEntries.createdAt)).limit(limit);
}

export function favourites(db: Database, userId: string): Promise<FavouriteRow[]> {
  return db.select().from(nutritionFavourites).where(eq(nutritionFavourites.userId, userId)).orderBy(asc(nutritionFavourites.foodName));
}

export async function upsertFavourite(db: Database, userId: string, values: Omit<typeof nutritionFavourites.$inferInsert, 'userId' | 'createdAt'>): Promise<void> {
  await db
    .insert(nutritionFavourites)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: [nutritionFavourites.userId, nutritionFavourites.foodId], set: { amount: values.amount, unitLabel: values.unitLabel, foodName: values.foodName } });
}

export async function deleteFavourite(db: Database, userId: string, foodId: string): Promise<void> {
  await db.delete(nutritionFavourites).where(and(eq(nutritionFavourites.userId, userId), eq(nutritionFavourites.foodId, foodId)));
}

export async function customSlots(db: Database, userId: string): Promise<string[]> {
  const [row] = await db.select({ slots: nutritionSettings.customSlots }).from(nutritionSettings).where(eq(nutritionSettings.userId, userId));
  return row?.slots ?? [];
}

export async function saveCustomSlots(db: Database, userId: string, slots: string[]): Promise<void> {
  await db
    .insert(nutritionSettings)
    .values({ userId, customSlots: slots })
    .onConflictDoUpdate({ target: nutritionSettings.userId, set: { customSlots: slots, updatedAt: new Date() } });
}
