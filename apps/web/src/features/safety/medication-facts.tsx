import { Loader2 } from 'lucide-react';
import { SourceLinks } from '../../ui/source-links';
import { useCabinet, useSubstanceFacts, type CabinetItem } from './safety-api';

function FactsList({ title, items }: { title: string; items?: string[] }) {
  if (!items?.length) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">{title}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
        {items.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>
    </div>
  );
}

function MedicationFactsCard({ item }: { item: CabinetItem }) {
  const facts = useSubstanceFacts(item.substanceId!);
  return (
    <details className="group rounded-xl border border-border bg-surface p-4">
      <summary className="cursor-pointer font-semibold text-ink">
        {item.name}
        {item.substanceName && item.substanceName !== item.name && <span className="font-normal text-muted"> ({item.substanceName})</span>}
      </summary>
      <div className="mt-3 space-y-3">
        {facts.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading...
          </p>
        )}
        {facts.isError && <p className="text-sm text-danger">{facts.error.message}</p>}
        {facts.data && (
          <>
            <FactsList title="Key warnings" items={facts.data.warnings} />
            <FactsList title="Serious side effects: get medical help" items={facts.data.seriousSideEffects} />
            <FactsList title="Common side effects" items={facts.data.sideEffects} />
            <SourceLinks sources={facts.data.sources} />
          </>
        )}
      </div>
    </details>
  );
}

/** Side effects, serious effects and key warnings of each medicine in the cabinet (from its label). */
export function MedicationFacts() {
  const cabinet = useCabinet();
  const drugs = (cabinet.data?.items ?? []).filter((i) => i.active && i.kind === 'drug' && i.substanceId);
  if (drugs.length === 0) return null;
  return (
    <section aria-labelledby="med-facts-heading" className="space-y-3">
      <h2 id="med-facts-heading" className="text-xl font-semibold">
        What to watch for
      </h2>
      <p className="text-sm text-muted">From each medicine’s official label. Open one to see its warnings and side effects.</p>
      <div className="space-y-2">
        {drugs.map((d) => (
          <MedicationFactsCard key={d.id} item={d} />
        ))}
      </div>
    </section>
  );
}
