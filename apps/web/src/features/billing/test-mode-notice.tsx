import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The unmistakable TEST MODE label of the embedded billing pages: text (never colour alone),
 * a dashed warning frame, and first in the reading order so screen readers hear it first.
 */
export function TestModeNotice({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Test mode" className="flex gap-3 rounded-2xl border-2 border-dashed border-warning bg-warning-soft p-4 text-ink">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div>
        <p className="text-sm font-bold tracking-widest text-warning">TEST MODE</p>
        <p className="mt-1 text-sm">{children}</p>
      </div>
    </section>
  );
}
