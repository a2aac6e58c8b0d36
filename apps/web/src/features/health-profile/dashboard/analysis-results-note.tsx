import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { formatShortDateTime } from '../format-dates';
import { readMedicationAnalysis } from '../sections/medication-analysis';

export interface AnalysisData {
  analysis_result: Record<string, unknown> | null;
  created_at: string | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The Health Overview tab's 'Analysis Results' note (P2-ENH-06): shown only when analysis data
 * exists — when the latest medication safety analysis ran and how many warnings and
 * interactions it found (the details are on the medications page).
 */
export function AnalysisResultsNote({ analysis }: { analysis: AnalysisData | null | undefined }) {
  const titleId = useId();
  const parsed = analysis?.analysis_result ? readMedicationAnalysis(analysis.analysis_result) : null;
  if (!analysis || !parsed) return null;
  const warnings = parsed.medications.reduce((sum, m) => sum + m.warnings.length, 0);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-border bg-brand-soft p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div className="space-y-1">
          <h3 id={titleId} className="font-semibold">
            Analysis Results
          </h3>
          <p className="text-sm text-muted">Latest medication safety analysis: {formatShortDateTime(parsed.analyzedAt ?? analysis.created_at) ?? 'time not recorded'}</p>
          <p className="text-sm font-semibold text-ink">
            {plural(warnings, 'warning', 'warnings')} · {plural(parsed.interactions.length, 'interaction', 'interactions')}
          </p>
        </div>
      </div>
    </section>
  );
}
