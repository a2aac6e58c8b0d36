/**
 * The profile's medications section and the medicine cabinet are one list (ADR 0004; spec part 2
 * §5, §7; P2-ONB-32, P2-CALL-19/20). Cabinet entries show in the onboarding list with ids
 * `db_<uuid>` and are never saved again from there; entries the user adds in the profile (ids
 * `med_…`) are written to the cabinet, updated when edited and removed when taken off the list,
 * matched by notes.profileMedicationId so repeated auto-saves never duplicate them.
 */
import { medicationsToSave, storedMedicationIdPrefix } from '@thrivewell/core/rules/onboarding-edits';
import type { Medication } from '@thrivewell/core/contracts/profile-schemas';
import { safetyLimits } from '@thrivewell/core/contracts/safety-contract';
import * as repo from './cabinet.repo';
import { toStored, type NameResolver } from './cabinet-items';

function toListItem(row: repo.CabinetRow): Medication {
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
export async function profileListItems(db: repo.CabinetDb, userId: string): Promise<Medication[]> {
  return (await repo.activeUnlinkedRows(db, userId)).map(toListItem);
}

const unchanged = (row: repo.CabinetRow, m: Medication) =>
  row.medicationName === m.name && (row.strength ?? '') === m.dosage && (row.frequency ?? '') === m.frequency && row.active === m.active && row.notes.type === m.type;

/**
 * Writes the profile list's own entries into the cabinet (inside the section save's transaction):
 * removed ones are deleted, changed ones updated, new ones added while the cabinet has room. A
 * name is resolved only when it is new or renamed.
 */
export async function syncProfileList(tx: repo.CabinetDb, userId: string, list: readonly Medication[], now: Date, resolve: NameResolver): Promise<void> {
  const own = medicationsToSave(list);
  const linked = await repo.linkedRows(tx, userId);
  const byLink = new Map(linked.map((r) => [r.notes.profileMedicationId ?? '', r]));
  const keep = new Set(own.map((m) => m.id));
  for (const row of linked.filter((r) => !keep.has(r.notes.profileMedicationId ?? ''))) await repo.deleteRow(tx, userId, row.id);

  let room = safetyLimits.maxCabinetItems - (await repo.countRows(tx, userId));
  for (const m of own) {
    const existing = byLink.get(m.id);
    if (existing && unchanged(existing, m)) continue;
    if (!existing && room <= 0) continue;
    const kept = existing && existing.medicationName === m.name && existing.notes.resolution ? { substanceId: existing.substanceId, resolution: existing.notes.resolution } : null;
    const { substanceId, resolution } = kept ?? toStored(resolve(m.name));
    const values = {
      medicationName: m.name,
      substanceId,
      strength: m.dosage || null,
      frequency: m.frequency || null,
      active: m.active,
      notes: { type: m.type, dosage: m.dosage || null, profileMedicationId: m.id, resolution },
      updatedAt: now,
    };
    if (existing) {
      await repo.updateRow(tx, userId, existing.id, values);
    } else {
      await repo.insertRow(tx, userId, values);
      room -= 1;
    }
  }
}
