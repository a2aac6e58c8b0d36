import { AlertTriangle, Loader2, Search } from 'lucide-react';
import { useId } from 'react';
import type { EvidenceRating } from '@thrivewell/core/contracts/knowledge-results';
import { Badge, type BadgeTone } from '../../ui/badge';
import { SourceLinks, type SourceRef } from '../../ui/source-links';

const evidence: Record<EvidenceRating, { label: string; tone: BadgeTone }> = {
  strong: { label: 'Strong evidence', tone: 'success' },
  moderate: { label: 'Moderate evidence', tone: 'brand' },
  limited: { label: 'Limited evidence', tone: 'warning' },
  insufficient: { label: 'Insufficient evidence', tone: 'neutral' },
};

export function EvidenceBadge({ rating }: { rating: EvidenceRating }) {
  return <Badge tone={evidence[rating].tone}>{evidence[rating].label}</Badge>;
}

export function LibrarySearch({ value, onChange, label, placeholder }: { value: string; onChange: (v: string) => void; label: string; placeholder: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} maxLength={100} className="block min-h-11 w-full rounded-lg border border-muted/70 bg-surface py-2 pr-3 pl-9 text-base text-ink placeholder:text-muted" />
      </div>
    </div>
  );
}

export function LibraryState({ pending, error, onRetry }: { pending: boolean; error: Error | null; onRetry: () => void }) {
  if (pending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading the library...
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-4">
        <p>{error.message}</p>
        <button type="button" onClick={onRetry} className="mt-2 font-semibold text-brand underline">
          Try again
        </button>
      </div>
    );
  }
  return null;
}

/** Case- and accent-insensitive match of a query against several texts. */
export function matchesQuery(query: string, ...texts: (string | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return texts.some((t) => t?.toLowerCase().includes(q));
}

/** The end of a library card: known medicine interactions (if any), then the sources. */
export function CardFooter({ interactions, sources }: { interactions: readonly { with: string; withName: string; note: string }[]; sources: readonly SourceRef[] }) {
  return (
    <>
      {interactions.length > 0 && (
        <div className="mt-3 rounded-lg bg-warning-soft p-3 text-sm">
          <p className="flex items-center gap-1.5 font-semibold text-ink">
            <AlertTriangle aria-hidden="true" className="size-4 text-warning" /> Medicine interactions
          </p>
          <ul className="mt-1 space-y-1">
            {interactions.map((i) => (
              <li key={i.with}>
                <span className="font-medium">{i.withName}:</span> {i.note}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 border-t border-border pt-3">
        <SourceLinks sources={sources} />
      </div>
    </>
  );
}
