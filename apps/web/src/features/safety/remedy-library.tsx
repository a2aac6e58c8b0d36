import { useState } from 'react';
import type { EvidenceRating } from '@thrivewell/core/contracts/knowledge-results';
import { TieredContentWrapper } from './tiered-content-wrapper';
import { CardFooter, EvidenceBadge, LibrarySearch, LibraryState, matchesQuery } from './library-parts';
import { useNaturalRemedies, type NaturalRemedyView } from './safety-api';

const ratings: (EvidenceRating | 'all')[] = ['all', 'strong', 'moderate', 'limited', 'insufficient'];

function RemedyCard({ remedy: r }: { remedy: NaturalRemedyView }) {
  return (
    <article className="rounded-2xl border border-border bg-surface p-5" aria-labelledby={`remedy-${r.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`remedy-${r.id}`} className="text-lg font-semibold text-ink">
          {r.name}
        </h3>
        <EvidenceBadge rating={r.evidence} />
      </div>
      <p className="mt-2 text-ink">{r.claim}</p>
      <p className="mt-2 text-sm text-muted">{r.evidenceSummary}</p>
      {r.cautions.length > 0 && (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-ink">Cautions</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
            {r.cautions.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      <CardFooter interactions={r.interactions} sources={r.sources} />
    </article>
  );
}

/** Natural remedies: what each is claimed to do, how good the evidence is, cautions and interactions. */
export function RemedyLibrary() {
  const remedies = useNaturalRemedies();
  const [query, setQuery] = useState('');
  const [rating, setRating] = useState<EvidenceRating | 'all'>('all');
  const list = (remedies.data?.remedies ?? []).filter((r) => matchesQuery(query, r.name, r.claim) && (rating === 'all' || r.evidence === rating));
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem] sm:items-end">
        <LibrarySearch value={query} onChange={setQuery} label="Search remedies or concerns" placeholder="e.g. sleep, nausea, cold" />
        <div>
          <label htmlFor="remedy-evidence" className="block text-sm font-medium text-ink">
            Evidence
          </label>
          <select id="remedy-evidence" value={rating} onChange={(e) => setRating(e.target.value as EvidenceRating | 'all')} className="mt-1.5 block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink">
            {ratings.map((r) => (
              <option key={r} value={r}>
                {r === 'all' ? 'Any evidence' : `${r[0]!.toUpperCase()}${r.slice(1)}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LibraryState pending={remedies.isPending} error={remedies.error} onRetry={() => void remedies.refetch()} />
      {remedies.data && (
        <TieredContentWrapper level="advanced">
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {list.length} of {remedies.data.remedies.length} remedies
          </p>
          {list.length === 0 ? (
            <p className="text-muted">No remedy matches your search.</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {list.map((r) => (
                <RemedyCard key={r.id} remedy={r} />
              ))}
            </div>
          )}
        </TieredContentWrapper>
      )}
    </div>
  );
}
