import { Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { emergencyNumbers } from '@thrivewell/core/copy/product';

/** 'Not for emergencies' with the emergency numbers from core (P1-OVR-20). */
export function EmergencyNote({ children }: { children?: ReactNode }) {
  return (
    <div role="note" aria-label="Emergencies" className="rounded-2xl border border-danger/40 bg-danger-soft p-5 text-ink">
      <p className="flex items-start gap-2 font-semibold">
        <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <span>In an emergency, do not wait for us: call your local emergency number now.</span>
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 pl-7" aria-label="Emergency numbers">
        {emergencyNumbers.map((e) => (
          <li key={e.number} className="rounded-lg border border-danger/40 bg-surface px-3 py-1 text-sm">
            <a href={`tel:${e.number}`} className="font-bold text-danger underline-offset-2 hover:underline">
              {e.number}
            </a>{' '}
            <span className="text-muted">({e.region})</span>
          </li>
        ))}
      </ul>
      {children && <div className="mt-3 pl-7 text-sm">{children}</div>}
    </div>
  );
}
