import { CheckCircle2 } from 'lucide-react';
import { SourceLinks } from '../../ui/source-links';
import type { Interaction } from './safety-api';
import { SeverityBadge, severityMeta } from './severity';

const evidenceLabel: Record<Interaction['evidence'], string> = {
  established: 'Established (well documented)',
  probable: 'Probable',
  suspected: 'Suspected',
  theoretical: 'Theoretical (based on how they work)',
};

/** One finding: severity (colour, word, icon), the pair, what happens, why, what to do, sources. */
export function InteractionCard({ interaction: i }: { interaction: Interaction }) {
  return (
    <article className={`rounded-xl border border-border border-l-4 bg-surface p-4 sm:p-5 ${severityMeta[i.severity].border}`} aria-label={`${severityMeta[i.severity].label} interaction: ${i.a} and ${i.b}`}>
      <div className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={i.severity} />
        <h3 className="text-base font-semibold text-ink">
          {i.a} <span className="text-muted">+</span> {i.b}
        </h3>
      </div>
      <p className="mt-2 text-ink">{i.summary}</p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold text-ink">What to do</dt>
        <dd className="text-ink">{i.management}</dd>
        <dt className="font-semibold text-ink">Why it happens</dt>
        <dd className="text-muted">{i.mechanism}</dd>
        <dt className="font-semibold text-ink">Evidence</dt>
        <dd className="text-muted">{evidenceLabel[i.evidence]}</dd>
      </dl>
      {i.sources.length > 0 && (
        <div className="mt-3 border-t border-border pt-3">
          <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Sources</p>
          <SourceLinks sources={i.sources} />
        </div>
      )}
    </article>
  );
}

export function InteractionList({ interactions, emptyText = 'No known significant interactions were found between these items.' }: { interactions: readonly Interaction[]; emptyText?: string }) {
  if (interactions.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-success/30 bg-success-soft p-4 text-ink">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <span>
          {emptyText} <span className="text-muted">No finding is not a guarantee of safety: our database cannot cover everything, so ask a pharmacist when in doubt.</span>
        </span>
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {interactions.map((i) => (
        <li key={`${i.aId}+${i.bId}`}>
          <InteractionCard interaction={i} />
        </li>
      ))}
    </ul>
  );
}
