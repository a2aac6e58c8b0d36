import { CloudOff } from 'lucide-react';
import { discardQueued, useQueuedSaves } from '../../lib/offline-queue';
import { Button } from '../../ui/button';

/**
 * The saves kept on this device until the connection returns ("Saved on this device — will
 * sync"), and any the server refused with its reason, which stay until the person discards them.
 */
export function PendingSaves() {
  const saves = useQueuedSaves();
  if (saves.length === 0) return null;
  const waiting = saves.filter((s) => !s.failed);
  const refused = saves.filter((s) => s.failed);
  return (
    <section aria-labelledby="pending-saves-heading" className="space-y-2 rounded-xl border border-warning/40 bg-warning-soft p-4">
      <h2 id="pending-saves-heading" className="flex items-center gap-2 font-semibold">
        <CloudOff aria-hidden="true" className="size-5 text-warning" />
        Saved on this device — will sync
      </h2>
      {waiting.length > 0 && (
        <>
          <p className="text-sm">These are kept here and sent as soon as you are back online.</p>
          <ul className="list-disc pl-5 text-sm">
            {waiting.map((s) => (
              <li key={s.clientId}>{s.label}</li>
            ))}
          </ul>
        </>
      )}
      {refused.length > 0 && (
        <ul className="space-y-2 text-sm">
          {refused.map((s) => (
            <li key={s.clientId} className="flex flex-wrap items-center gap-2">
              <span>
                {s.label}: could not be saved — {s.failed}
              </span>
              <Button variant="secondary" onClick={() => discardQueued(s.clientId)}>
                Discard
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
