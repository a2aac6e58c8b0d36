import { ShieldAlert } from 'lucide-react';
import { longDisclaimer } from '@thrivewell/core/copy/product';

/** The long disclaimer from core (P1-OVR-16..20), as a card inside a page. */
export function LongDisclaimer({ id = 'disclaimer', title = 'Medical disclaimer' }: { id?: string; title?: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-warning/40 bg-warning-soft p-6">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-warning" />
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink">
        {longDisclaimer.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
