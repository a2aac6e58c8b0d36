/**
 * The `medications` table (the medicine cabinet): the only code that reads or writes it. Every
 * query is scoped by the user id it is given.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medicationChanges, medications, type MedicationChangeKind, type MedicationNotes, type StoredResolution } from '../../db/schema/medications';

export type { MedicationNotes, StoredResolution };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or an open transaction (the profile's section save writes inside its own). */
export type CabinetDb = Database | Tx;
export type CabinetRow = typeof medications.$inferSelect;
export type CabinetRowValues = Omit<typeof medications.$inferInsert, 'id' | 'userId' | 'createdAt'>;

const linkedId = sql<string | null>`${medications.notes} ->> 'profileMedicationId'`;
const ownedBy = (userId: string) => eq(medications.userId, userId);

/** All the user's entries, active first, newest first (part 2 §6: active, updated_at descending). */
export function listRows(db: CabinetDb, userId: string): Promise<CabinetRow[]> {
  return db.select().from(medications).where(ownedBy(userId)).orderBy(desc(medications.active), desc(medications.updatedAt));
}

/** The user's active entries, newest first. */
export function activeRows(db: CabinetDb, userId: string): Promise<CabinetRow[]> {
  return db.select().from(medications).where(and(ownedBy(userId), eq(medications.active, true))).orderBy(desc(medications.updatedAt));
}

/** The active entries that did not come from the profile's list, newest first. */
export function activeUnlinkedRows(db: CabinetDb, userId: string): Promise<CabinetRow[]> {
  return db
    .select()
    .from(medications)
    .where(and(ownedBy(userId), eq(medications.active, true), sql`${linkedId} is null`))
    .orderBy(desc(medications.updatedAt));
}

/** The entries created from the profile's list (notes.profileMedicationId set). */
export function linkedRows(db: CabinetDb, userId: string): Promise<CabinetRow[]> {
  return db.select().from(medications).where(and(ownedBy(userId), sql`${linkedId} is not null`));
}

export async function countRows(db: CabinetDb, userId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(medications).where(ownedBy(userId));
  return Number(n);
}

export async function findRow(db: CabinetDb, userId: string, id: string): Promise<CabinetRow | null> {
  const [row] = await db.select().from(medications).where(and(eq(medications.id, id), ownedBy(userId)));
  return row ?? null;
}

function logChange(db: CabinetDb, userId: string, medicationName: string, change: MedicationChangeKind) {
  return db.insert(medicationChanges).values({ userId, medicationName, change });
}

/** What an update changes, for the change log: taken again / not taken, an edit of what is taken, or nothing logged. */
function changeOf(before: CabinetRow, values: Partial<CabinetRowValues>): MedicationChangeKind | null {
  if (values.active !== undefined && values.active !== before.active) return values.active ? 'resumed' : 'stopped';
  const edited = (['medicationName', 'strength', 'frequency'] as const).some((k) => values[k] !== undefined && values[k] !== before[k]);
  const dose = values.notes !== undefined && (values.notes.dosage ?? null) !== (before.notes.dosage ?? null);
  return edited || dose ? 'changed' : null;
}

export async function insertRow(db: CabinetDb, userId: string, values: CabinetRowValues): Promise<string> {
  const [row] = await db.insert(medications).values({ userId, ...values }).returning({ id: medications.id });
  await logChange(db, userId, values.medicationName, values.active === false ? 'stopped' : 'started');
  return row!.id;
}

export async function updateRow(db: CabinetDb, userId: string, id: string, values: Partial<CabinetRowValues>): Promise<void> {
  const before = await findRow(db, userId, id);
  await db.update(medications).set(values).where(and(eq(medications.id, id), ownedBy(userId)));
  const change = before && changeOf(before, values);
  if (change) await logChange(db, userId, values.medicationName ?? before.medicationName, change);
}

export async function deleteRow(db: CabinetDb, userId: string, id: string): Promise<void> {
  const [gone] = await db.delete(medications).where(and(eq(medications.id, id), ownedBy(userId))).returning({ name: medications.medicationName });
  if (gone) await logChange(db, userId, gone.name, 'removed');
}

/** The change log between two instants (inclusive), oldest first. */
export function changesBetween(db: CabinetDb, userId: string, from: Date, to: Date) {
  return db
    .select({ medicationName: medicationChanges.medicationName, change: medicationChanges.change, at: medicationChanges.at })
    .from(medicationChanges)
    .where(and(eq(medicationChanges.userId, userId), sql`${medicationChanges.at} between ${from} and ${to}`))
    .orderBy(medicationChanges.at);
}

/**
 * Keeps a fresh resolution of an entry's name (after a knowledge-base update) without touching
 * updated_at or the rest of notes, and only while the name is still the one resolved.
 */
export async function storeResolution(db: CabinetDb, userId: string, id: string, name: string, substanceId: string | null, resolution: StoredResolution): Promise<void> {
  const patch: Pick<MedicationNotes, 'resolution'> = { resolution };
  await db
    .update(medications)
    .set({ substanceId, notes: sql`${medications.notes} || ${JSON.stringify(patch)}::jsonb` })
    .where(and(eq(medications.id, id), ownedBy(userId), eq(medications.medicationName, name)));
}

/** When the user's cabinet last changed (the newest updated_at), or null when it is empty. */
export async function newestUpdate(db: CabinetDb, userId: string): Promise<Date | null> {
  const [row] = await db.select({ updatedAt: medications.updatedAt }).from(medications).where(ownedBy(userId)).orderBy(desc(medications.updatedAt)).limit(1);
  return row?.updatedAt ?? null;
}
