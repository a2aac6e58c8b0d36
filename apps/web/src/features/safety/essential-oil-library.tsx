import { Sun } from 'lucide-react';
import { useState } from 'react';
import { TieredContentWrapper } from './tiered-content-wrapper';
import { Badge } from '../../ui/badge';
import { CardFooter, EvidenceBadge, LibrarySearch, LibraryState, matchesQuery } from './library-parts';
import { useEssentialOils, type EssentialOilView } from './safety-api';

function OilCard({ oil }: { oil: EssentialOilView }) {
  const s = oil.safety;
  return (
    <article className="rounded-2xl border border-border bg-surface p-5" aria-labelledby={`oil-${oil.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`oil-${oil.id}`} className="text-lg font-semibold text-ink">
          {oil.name}
        </h3>
        <EvidenceBadge rating={oil.evidence} />
        {s.phototoxic && (
          <Badge tone="warning">
            <Sun aria-hidden="true" className="size-3.5" /> Phototoxic
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted italic">{oil.botanicalName}</p>
      <p className="mt-3 text-sm text-ink">
        <span className="font-semibold">Commonly used for: </span>
        {oil.commonUses.join(', ')}
      </p>
      <p className="mt-2 text-sm text-muted">{oil.evidenceSummary}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[8.5rem_1fr]">
        {s.maxDermalPercent !== undefined && (
          <>
            <dt className="font-semibold text-ink">Max on skin</dt>
            <dd>{s.maxDermalPercent}% dilution</dd>
          </>
        )}
        <dt className="font-semibold text-ink">Pregnancy</dt>
        <dd>{s.pregnancy}</dd>
        <dt className="font-semibold text-ink">Children</dt>
        <dd>{s.children}</dd>
        <dt className="font-semibold text-ink">Pets</dt>
        <dd>{s.pets}</dd>
      </dl>
      {s.other && s.other.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm text-ink">
          {s.other.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      )}
      <CardFooter interactions={oil.interactions} sources={oil.sources} />
    </article>
  );
}

/** The essential-oil library: search, a phototoxic filter and every oil's safety facts. */
export function EssentialOilLibrary() {
  const oils = useEssentialOils();
  const [query, setQuery] = useState('');
  const [phototoxicOnly, setPhototoxicOnly] = useState(false);
  const list = (oils.data?.oils ?? []).filter(
    (o) => matchesQuery(query, o.name, o.botanicalName, ...o.commonUses) && (!phototoxicOnly || o.safety.phototoxic),
  );
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <LibrarySearch value={query} onChange={setQuery} label="Search oils or uses" placeholder="e.g. lavender, sleep, headache" />
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={phototoxicOnly} onChange={(e) => setPhototoxicOnly(e.target.checked)} className="size-4" />
          Only phototoxic oils
        </label>
      </div>
      <LibraryState pending={oils.isPending} error={oils.error} onRetry={() => void oils.refetch()} />
      {oils.data && (
        <TieredContentWrapper level="advanced">
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {list.length} of {oils.data.oils.length} oils
          </p>
          {list.length === 0 ? (
            <p className="text-muted">No oil matches “{query}”.</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {list.map((o) => (
                <OilCard key={o.id} oil={o} />
              ))}
            </div>
          )}
        </TieredContentWrapper>
      )}
    </div>
  );
}
