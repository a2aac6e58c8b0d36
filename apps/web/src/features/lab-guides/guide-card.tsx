import type { MarkerGuide } from '@thrivewell/labs/marker-guides';
import { effectRulesFor } from '@thrivewell/labs/medicine-effect-rules';
import { SourceLinks } from '../../ui/source-links';

function ReasonList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">{title}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The medicines and supplements known to change this marker, each with what it does and its sources. */
function MedicineEffects({ loinc }: { loinc: string }) {
  const rules = effectRulesFor(loinc);
  if (rules.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">Medicines and supplements that can change this result</h4>
      <ul className="mt-1 space-y-2 text-sm text-ink">
        {rules.map((rule) => (
          <li key={rule.id}>
            <span className="font-semibold">{rule.label}: </span>
            {rule.effect}
            <SourceLinks sources={rule.sources} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One marker's plain-language guide: the summary at once, the reasons, questions and sources on request. */
export function GuideCard({ guide }: { guide: MarkerGuide }) {
  const headingId = `guide-${guide.loinc}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-5">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {guide.name}
      </h3>
      {guide.aka.length > 0 && <p className="text-sm text-muted">Also shown as: {guide.aka.join(', ')}</p>}
      <p className="mt-2 text-ink">{guide.measures}</p>
      <details className="group mt-3">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand underline-offset-2 hover:underline">
          Reasons, questions and sources<span className="sr-only"> for {guide.name}</span>
        </summary>
        <div className="mt-2 space-y-3">
          <ReasonList title="Common reasons for a high or positive result" items={guide.high} />
          <ReasonList title="Common reasons for a low result" items={guide.low} />
          <ReasonList title="Questions to ask your clinician" items={guide.ask} />
          <MedicineEffects loinc={guide.loinc} />
          <div>
            <h4 className="text-sm font-semibold text-ink">Sources</h4>
            <SourceLinks sources={guide.sources} />
          </div>
          <p className="text-xs text-muted">LOINC {[guide.loinc, ...(guide.otherLoinc ?? [])].join(', ')}</p>
        </div>
      </details>
    </article>
  );
}
