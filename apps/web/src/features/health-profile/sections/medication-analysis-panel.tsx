import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { onboardingStorageKeys } from '../../../lib/profile-storage-keys';
import type { StoredMedications } from '@thrivewell/core/contracts/unified-profile';
import { readStored, writeStored } from '../../../lib/local-store';
import { Badge } from '../../../ui/badge';
import { formatDateTime } from '../format-dates';
import { readMedicationAnalysis } from './medication-analysis';

function FactList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-ink">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** P2-SVC-06: the latest analysis is also kept locally (cleared at sign-out) for when the profile cannot load. */
function rememberedAnalysis(): unknown {
  try {
    return JSON.parse(readStored(onboardingStorageKeys.lastMedicationAnalysis) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * The latest background safety analysis of the listed medications: per medication its side
 * effects, serious side effects and warnings, plus any interactions, with when it ran. While the
 * profile is not loaded (`stored` undefined) the locally kept copy shows.
 */
export function MedicationAnalysisPanel({ stored }: { stored: StoredMedications | null | undefined }) {
  const fresh = stored?.analysis;
  useEffect(() => {
    if (readMedicationAnalysis(fresh)) writeStored(onboardingStorageKeys.lastMedicationAnalysis, JSON.stringify(fresh));
  }, [fresh]);
  const analysis = readMedicationAnalysis(stored === undefined ? rememberedAnalysis() : fresh);
  const updated = formatDateTime(stored?.lastUpdated ?? analysis?.analyzedAt ?? null);
  return (
    <section aria-labelledby="medication-analysis-title" className="space-y-4 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div>
          <h2 id="medication-analysis-title" className="text-lg font-semibold">
            Latest safety analysis
          </h2>
          <p className="text-sm text-muted" role="status" aria-live="polite">
            {updated ? `Updated ${updated}. ` : 'No safety analysis yet. '}
            It refreshes about a second after you save your medications.
          </p>
        </div>
      </div>
      {analysis && analysis.medications.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {analysis.medications.map((m, i) => {
            const empty = m.sideEffects.length + m.detailedSideEffects.length + m.warnings.length === 0;
            return (
              <li key={`${m.name}-${i}`} className="space-y-2 rounded-xl border border-border bg-surface-2 p-4">
                <h3 className="font-semibold break-words text-ink">{m.name}</h3>
                {empty && <p className="text-sm text-muted">No safety information found for this name.</p>}
                <FactList title="Side effects" items={m.sideEffects} />
                <FactList title="Serious side effects" items={m.detailedSideEffects} />
                <FactList title="Warnings" items={m.warnings} />
              </li>
            );
          })}
        </ul>
      )}
      {analysis && analysis.interactions.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold text-ink">Interactions</h3>
          <ul className="space-y-2">
            {analysis.interactions.map((x, i) => (
              <li key={`${x.a}-${x.b}-${i}`} className="rounded-xl border border-warning/40 bg-warning-soft p-3 text-sm text-ink">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {x.a} + {x.b}
                  {x.severity && <Badge tone="warning">{x.severity.charAt(0).toUpperCase() + x.severity.slice(1)}</Badge>}
                </p>
                {x.summary && <p className="mt-1">{x.summary}</p>}
                {x.management && <p className="mt-1 text-muted">{x.management}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {analysis && analysis.medications.length > 1 && analysis.interactions.length === 0 && <p className="text-sm text-muted">No interactions found between these medications.</p>}
      <p className="text-xs text-muted">Educational information, not medical advice. Talk to your pharmacist or doctor before changing how you take a medicine.</p>
    </section>
  );
}
