/**
 * What happened to the last save, announced politely: saved, or kept on this device to sync
 * (the offline queue's outcome, lib/offline-queue.ts).
 */
export function SaveStatus({ outcome, savedText }: { outcome: { status: 'saved' | 'queued' } | undefined | null; savedText: string }) {
  return (
    <p role="status" className="min-h-6 text-sm font-medium">
      {outcome?.status === 'saved' && <span>{savedText}</span>}
      {outcome?.status === 'queued' && <span>Saved on this device — will sync when you are back online.</span>}
    </p>
  );
}
