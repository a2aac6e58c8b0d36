import type { SaveOutcome } from '../../lib/offline-queue';

/** What happened to the last save, announced politely: saved, or kept on this device to sync. */
export function SaveStatus({ outcome, savedText }: { outcome: SaveOutcome<unknown> | undefined; savedText: string }) {
  return (
    <p role="status" className="min-h-6 text-sm font-medium">
      {outcome?.status === 'saved' && <span>{savedText}</span>}
      {outcome?.status === 'queued' && <span>Saved on this device — will sync when you are back online.</span>}
    </p>
  );
}

/** The field a server refusal names, for the form's per-field message. */
export function errorField(error: unknown): { field?: string; message: string } | null {
  if (!error) return null;
  const e = error as { field?: string; message?: string };
  return { field: e.field, message: e.message ?? 'Something went wrong. Please try again.' };
}
