import { CheckCircle2, Clock } from 'lucide-react';
import type { JourneyConfig } from '@thrivewell/core/rules/health-journey';
import { Badge } from '../../../ui/badge';
import { ProgressBar } from '../../../ui/progress-bar';

/** What the chosen journey level means: its texts, features, focus areas, time and engagement (P2-JRN-08..10). */
export function JourneyDetails({ config }: { config: JourneyConfig }) {
  return (
    <div className="space-y-4 rounded-xl border border-border bg-surface-2 p-4">
      <div>
        <p className="text-lg font-semibold text-ink">{config.title}</p>
        <p className="text-sm font-medium text-brand">{config.subtitle}</p>
        <p className="mt-2 text-sm text-muted">{config.description}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-ink">What you get</p>
          <ul className="mt-2 space-y-1.5 text-sm text-ink">
            {config.features.map((f) => (
              <li key={f} className="flex items-start gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {f}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="text-sm font-semibold text-ink">Focus areas</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {config.focusAreas.map((a) => (
              <li key={a}>
                <Badge tone="brand">{a}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="inline-flex items-center gap-1.5 text-ink">
          <Clock aria-hidden="true" className="size-4 text-muted" />
          <span>
            Time commitment: <strong>{config.estimatedTimeCommitment}</strong>
          </span>
        </p>
        <p className="text-ink">
          Engagement: <strong>{`${config.progressIndicator}%`}</strong>
        </p>
      </div>
      <ProgressBar label="Engagement" value={config.progressIndicator} valueText={`${config.progressIndicator}%`} track="surface" />
    </div>
  );
}
