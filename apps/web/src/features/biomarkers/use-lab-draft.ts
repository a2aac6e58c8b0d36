/**
 * The review table's edits kept in local storage as they are typed, so a reload, a crash or a
 * closed tab loses nothing (as the tracking drafts do). One draft per report, one for manual
 * entry. The key starts with 'tracking_' so sign-out clears it with the other health drafts
 * (lib/session.ts), and never contains 'test_' (the production cleanup removes such keys).
 * Read through useStoredValue: the prerender and the first client render see no draft.
 */
import { useCallback, useMemo, useState } from 'react';
import { useStoredValue, writeStored } from '../../lib/local-store';
import { labDraftKey } from './lab-draft-key';
import { asDraft, type LabDraft } from './review-rows';

export { labDraftKey };

function parseDraft(raw: string | null): LabDraft | null {
  try {
    return asDraft(JSON.parse(raw ?? 'null'));
  } catch {
    return null; // a damaged draft is ignored
  }
}

export interface LabDraftState {
  /** The stored draft, else the seed (null while there is no seed yet). */
  draft: LabDraft | null;
  /** True when the draft shown came back from this device and has not been edited on this page yet. */
  restored: boolean;
  update: (change: (current: LabDraft) => LabDraft) => void;
  /** Forgets the stored edits (after a save, or "Discard my edits"). */
  clear: () => void;
}

export function useLabDraft(name: string, seed: LabDraft | null): LabDraftState {
  const key = labDraftKey(name);
  const [raw] = useStoredValue(key);
  const stored = useMemo(() => parseDraft(raw), [raw]);
  // This page's edits live in state (storage may be full or disabled) and are mirrored to storage.
  const [local, setLocal] = useState<{ key: string; draft: LabDraft } | null>(null);
  const edited = local?.key === key ? local.draft : null;
  const current = edited ?? stored ?? seed;

  const update = useCallback(
    (change: (draft: LabDraft) => LabDraft) => {
      if (!current) return;
      const next = change(current);
      setLocal({ key, draft: next });
      writeStored(key, JSON.stringify(next));
    },
    [key, current],
  );
  const clear = useCallback(() => {
    setLocal(null);
    writeStored(key, null);
  }, [key]);
  return { draft: current, restored: !edited && !!stored, update, clear };
}
