/**
 * The medicine cabinet: the user's medicines and supplements in the `medications` table. Every
 * read and write is scoped to the session's user; every change answers with the whole cabinet
 * re-checked, so new warnings show at once.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { cabinetWarning, safetyLimits, type CabinetItem, type CabinetItemBody, type CabinetItemPatch } from '@thrivewell/core/contracts/safety-contract';
import type { SubscriptionStatus } from '@thrivewell/core/rules/plans';
import { resolveName } from '@thrivewell/knowledge/resolve';
import { runSafetyCheck, type NamedInput } from '@thrivewell/knowledge/safety-check';
import type { Database } from '../../db/client';
import { medications, type MedicationNotes } from '../../db/schema';
import { AppError } from '../../errors';
import { canUse, gateCheck, type GatedSafetyCheck } from './safety-gating';


export interface CabinetView {
  items: CabinetItem[];
  check: GatedSafetyCheck;
  /** 'Multiple Medications Detected …' when more than two active entries (P2-ERR-13). */
  warning: string | null;
}

type Row = typeof medications.$inferSelect;

function toItem(row: Row): CabinetItem {
  const r = resolveName(row.medicationName);
  return {
    id: row.id,
    name: row.medicationName,
    substanceId: r.ok ? r.item.id : null,
    substanceName: r.ok ? r.item.name : null,
    kind: r.ok ? r.item.kind : null,
    type: row.notes.type,
    dosage: row.notes.dosage ?? row.strength ?? null,
    frequency: row.frequency,
    indication: row.indication,
    prescribingDoctor: row.notes.prescribingDoctor ?? null,
    startDate: row.notes.startDate ?? null,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
    suggestions: r.ok ? [] : r.item.suggestions,
  };
}

/** The user's entries, active first, newest first (part 2 §6: active, updated_at descending). */
export async function listCabinet(db: Database, userId: string): Promise<CabinetItem[]> {
  const rows = await db.select().from(medications).where(eq(medications.userId, userId)).orderBy(desc(medications.active), desc(medications.updatedAt));
  return rows.map(toItem);
}

/** The user's active entries as check inputs (name and how often it is taken), for checks that include the cabinet. */
export async function activeCabinetInputs(db: Database, userId: string): Promise<NamedInput[]> {
  const rows = await db
    .select({ name: medications.medicationName, frequency: medications.frequency })
    .from(medications)
    .where(and(eq(medications.userId, userId), eq(medications.active, true)))
    .orderBy(desc(medications.updatedAt));
  return rows.map((r) => ({ input: r.name, origin: 'cabinet', frequency: r.frequency }));
}

/** The names of the user's active entries. */
export async function activeCabinetNames(db: Database, userId: string): Promise<string[]> {
  return (await activeCabinetInputs(db, userId)).map((i) => i.input);
}

export async function cabinetView(db: Database, userId: string, status: SubscriptionStatus | null): Promise<CabinetView> {
  const items = await listCabinet(db, userId);
  const active = items.filter((i) => i.active);
  const inputs = active.map((i): NamedInput => ({ input: i.name, origin: 'cabinet', frequency: i.frequency }));
  const check = gateCheck(runSafetyCheck(inputs, { timing: canUse(status, 'food_drug_timing') }), status);
  return { items, check, warning: cabinetWarning(active.length) };
}

function notesFrom(body: Pick<CabinetItemBody, 'type' | 'dosage' | 'prescribingDoctor' | 'startDate'>): MedicationNotes {
  return { type: body.type, dosage: body.dosage, prescribingDoctor: body.prescribingDoctor, startDate: body.startDate };
}

export async function addCabinetItem(db: Database, userId: string, body: CabinetItemBody): Promise<string> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(medications).where(eq(medications.userId, userId));
  if (n >= safetyLimits.maxCabinetItems) {
    throw new AppError('CABINET_FULL', `Your cabinet can hold up to ${safetyLimits.maxCabinetItems} entries. Remove one you no longer take first.`, 409);
  }
  const r = resolveName(body.name);
  const [row] = await db
    .insert(medications)
    .values({
      userId,
      medicationName: body.name,
      substanceId: r.ok ? r.item.id : null,
      strength: body.dosage,
      frequency: body.frequency,
      indication: body.indication,
      notes: notesFrom(body),
    })
    .returning({ id: medications.id });
  return row!.id;
}

async function ownRow(db: Database, userId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(medications).where(and(eq(medications.id, id), eq(medications.userId, userId)));
  // Another user's entry looks exactly like a missing one.
  if (!row) throw new AppError('NOT_FOUND', 'That cabinet entry was not found. It may have been removed already.', 404);
  return row;
}

export async function updateCabinetItem(db: Database, userId: string, id: string, patch: CabinetItemPatch, now = new Date()): Promise<void> {
  const row = await ownRow(db, userId, id);
  const notes: MedicationNotes = {
    type: patch.type ?? row.notes.type,
    dosage: patch.dosage !== undefined ? patch.dosage : (row.notes.dosage ?? null),
    prescribingDoctor: patch.prescribingDoctor !== undefined ? patch.prescribingDoctor : (row.notes.prescribingDoctor ?? null),
    startDate: patch.startDate !== undefined ? patch.startDate : (row.notes.startDate ?? null),
  };
  const name = patch.name ?? row.medicationName;
  const r = resolveName(name);
  await db
    .update(medications)
    .set({
      medicationName: name,
      substanceId: r.ok ? r.item.id : null,
      strength: notes.dosage,
      frequency: patch.frequency !== undefined ? patch.frequency : row.frequency,
      indication: patch.indication !== undefined ? patch.indication : row.indication,
      active: patch.active ?? row.active,
      notes,
      updatedAt: now,
    })
    .where(and(eq(medications.id, id), eq(medications.userId, userId)));
}

export async function removeCabinetItem(db: Database, userId: string, id: string): Promise<void> {
  await ownRow(db, userId, id);
  await db.delete(medications).where(and(eq(medications.id, id), eq(medications.userId, userId)));
}
