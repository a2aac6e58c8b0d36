/**
 * A cabinet row as the API shows it and as the knowledge engine checks it, both from the
 * resolution kept with the row: nothing here looks a name up.
 */
import type { CabinetItem } from '@thrivewell/core/contracts/safety-contract';
import { nameIndexVersion } from '@thrivewell/knowledge/name-index';
import type { KnownName, Resolution } from '@thrivewell/knowledge/resolve';
import type { NamedInput } from '@thrivewell/knowledge/safety-check';
import type { CabinetRow, StoredResolution } from './cabinet.repo';

/** Resolves a typed name: the knowledge engine's resolveName (tests pass one that counts). */
export type NameResolver = (name: string) => Resolution;

/** What is stored for a resolution: the substance id in its column, the rest in notes.resolution. */
export function toStored(r: Resolution): { substanceId: string | null; resolution: StoredResolution } {
  const version = nameIndexVersion();
  if (r.ok) return { substanceId: r.item.id, resolution: { version, substanceName: r.item.name, kind: r.item.kind, matchedBy: r.item.matchedBy, suggestions: [] } };
  return { substanceId: null, resolution: { version, substanceName: null, kind: null, matchedBy: null, suggestions: r.item.suggestions } };
}

/** True when the row's kept resolution was made with this knowledge base (else its name is resolved again). */
export function hasCurrentResolution(row: CabinetRow): row is CabinetRow & { notes: { resolution: StoredResolution } } {
  return row.notes.resolution?.version === nameIndexVersion();
}

export function knownNameOf(row: CabinetRow): KnownName {
  return { substanceId: row.substanceId, matchedBy: row.notes.resolution?.matchedBy ?? null, suggestions: row.notes.resolution?.suggestions ?? [] };
}

export function toItem(row: CabinetRow): CabinetItem {
  const r = row.notes.resolution;
  return {
    id: row.id,
    name: row.medicationName,
    substanceId: row.substanceId,
    substanceName: r?.substanceName ?? null,
    kind: r?.kind ?? null,
    type: row.notes.type,
    dosage: row.notes.dosage ?? row.strength ?? null,
    frequency: row.frequency,
    indication: row.indication,
    prescribingDoctor: row.notes.prescribingDoctor ?? null,
    startDate: row.notes.startDate ?? null,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
    suggestions: row.substanceId ? [] : (r?.suggestions ?? []),
  };
}

/** An active entry as a check input: its name, how often it is taken, and its kept resolution. */
export function toCheckInput(row: CabinetRow): NamedInput {
  return { input: row.medicationName, origin: 'cabinet', frequency: row.frequency, known: knownNameOf(row) };
}
