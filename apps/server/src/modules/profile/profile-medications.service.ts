/**
 * The profile's medications section and the medicine cabinet (`medications` table) kept as one
 * list (spec part 2 §5, §7; P2-ONB-32, P2-CALL-19/20). Cabinet entries show in the onboarding
 * list with ids `db_<uuid>` and are never saved again from there; entries the user adds in the
 * profile (ids `med_…`) are written to the cabinet, updated when edited and removed when taken
 * off the list, matched by notes.profileMedicationId so repeated auto-saves never duplicate them.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { medicationsToSave, storedMedicationIdPrefix } from '@thrivewell/core/rules/onboarding-edits';
import type { Medication } from '@thrivewell/core/contracts/profile-schemas';
import { safetyLimits } from '@thrivewell/core/contracts/safety-contract';
import { resolveName } from '@thrivewell/knowledge/resolve';
import type { Database } from '../../db/client';
import { medications } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = typeof medications.$inferSelect;

const linkedId = sql<string | null>`${medications.notes} ->> 'profileMedicationId'`;

function toListItem(row: Row): Medication {
  return {
    id: `${storedMedicationIdPrefix}${row.id}`,
    name: row.medicationName,
    dosage: row.notes.dosage ?? row.strength ?? '',
    frequency: row.frequency ?? '',
    type: row.notes.type,
    active: row.active,
  };
}

/** The active cabinet entries that did not come from the profile list, as onboarding list items (P2-CALL-19). */
export async function storedCabinetMedications(db: Database, userId: string): Promise<Medication[]> {
  const rows = await db
    .select()
    .from(medications)
    .where(and(eq(medications.userId, userId), eq(medications.active, true), sql`${linkedId} is null`))
    .orderBy(desc(medications.updatedAt));
  return rows.map(toListItem);
}

/** Writes the profile list's own entries into the cabinet (inside the section save's transaction). */
export async function syncProfileMedications(tx: Tx, userId: string, list: readonly Medication[], now: Date): Promise<void> {
  const own = medicationsToSave(list);
  const linked = await tx.select().from(medications).where(and(eq(medications.userId, userId), sql`${linkedId} is not null`));
  const byLink = new Map(linked.map((r) => [r.notes.profileMedicationId ?? '', r]));
  const keep = new Set(own.map((m) => m.id));
  const gone = linked.filter((r) => !keep.has(r.notes.profileMedicationId ?? ''));
  for (const row of gone) await tx.delete(medications).where(and(eq(medications.id, row.id), eq(medications.userId, userId)));

  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(medications).where(eq(medications.userId, userId));
  let room = safetyLimits.maxCabinetItems - Number(n);
  for (const m of own) {
    const r = resolveName(m.name);
    const values = {
      medicationName: m.name,
      substanceId: r.ok ? r.item.id : null,
      strength: m.dosage || null,
      frequency: m.frequency || null,
      active: m.active,
      notes: { type: m.type, dosage: m.dosage || null, profileMedicationId: m.id },
      updatedAt: now,
    };
    const existing = byLink.get(m.id);
    if (existing) {
      const same = existing.medicationName === m.name && (existing.strength ?? '') === m.dosage && (existing.frequency ?? '') === m.frequency && existing.active === m.active && existing.notes.type === m.type;
      if (!same) await tx.update(medications).set(values).where(eq(medications.id, existing.id));
    } else if (room > 0) {
      await tx.insert(medications).values({ userId, ...values });
      room -= 1;
    }
  }
}
