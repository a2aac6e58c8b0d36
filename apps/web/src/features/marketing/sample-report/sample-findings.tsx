import { OctagonAlert, TriangleAlert, Info, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { sampleFindings, type SampleSeverity } from './sample-data';
import { SourceLinks } from '../../../ui/source-links';

const severityStyle: Record<SampleSeverity, { label: string; tone: BadgeTone; icon: LucideIcon; border: string }> = {
  high: { label: 'High', tone: 'danger', icon: OctagonAlert, border: 'border-l-danger' },
  moderate: { label: 'Moderate', tone: 'warning', icon: TriangleAlert, border: 'border-l-warning' },
  low: { label: 'Low', tone: 'neutral', icon: Info, border: 'border-l-brand' },
};

/** The sample's safety-check findings, most serious first, each with its severity and sources. */
export function SampleFindings() {
  return (
    <ul className="space-y-4">
      {sampleFindings.map((f) => {
        const s = severityStyle[f.severity];
        const Icon = s.icon;
        return (
          <li key={f.pair} className={`rounded-2xl border border-l-4 border-border bg-surface p-5 ${s.border}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-base font-semibold">{f.pair}</h3>
              <Badge tone={s.tone}>
                <Icon aria-hidden="true" className="size-3.5" />
                Severity: {s.label}
              </Badge>
            </div>
            <p className="mt-2 text-sm text-muted">{f.what}</p>
            <p className="mt-2 text-sm">
              <span className="font-semibold">What to do: </span>
              {f.action}
            </p>
            <div className="mt-3 flex flex-wrap items-baseline gap-2">
              <span className="text-xs font-semibold tracking-wide text-muted uppercase">Sources</span>
              <SourceLinks sources={f.sources} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
