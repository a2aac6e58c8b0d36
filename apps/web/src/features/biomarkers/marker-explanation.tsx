import { Pill } from 'lucide-react';
import type { MarkerGuideView, MarkerMedicineEffect } from '@thrivewell/core/contracts/biomarkers-contract';
import { SourceLinks } from '../../ui/source-links';

/**
 * The person's own medicines that can change a marker (a biotin supplement on a thyroid result,
 * metformin on B12), each with its sources: shown on the marker's card and its history.
 */
export function MedicineEffects({ effects, compact = false }: { effects: MarkerMedicineEffect[]; compact?: boolean }) {
  if (effects.length === 0) return null;
  return (
    <div className="mt-3 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Pill aria-hidden="true" className="size-4" /> Your medicines and this result
      </p>
      <ul className="mt-1 space-y-2">
        {effects.map((e) => (
          <li key={`${e.medicine}-${e.effect}`}>
            <strong>{e.medicine}:</strong> {e.effect}
            {!compact && (
              <div className="mt-1">
                <SourceLinks sources={e.sources} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the marker measures, common reasons for high and low, what to ask a clinician, and the sources. */
export function MarkerGuide({ guide }: { guide: MarkerGuideView }) {
  return (
    <section aria-labelledby="marker-guide-title" className="space-y-3 rounded-xl border border-border bg-surface p-4 text-sm">
      <h3 id="marker-guide-title" className="text-lg font-semibold">
        About {guide.name}
      </h3>
      <p>{guide.measures}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <List title="Common reasons for a high result" items={guide.high} />
        <List title="Common reasons for a low result" items={guide.low} />
      </div>
      <List title="Questions to ask your clinician" items={guide.ask} />
      <p className="text-muted">Educational information, not a diagnosis: your clinician reads a result with the rest of your health.</p>
      <SourceLinks sources={guide.sources} />
    </section>
  );
}
