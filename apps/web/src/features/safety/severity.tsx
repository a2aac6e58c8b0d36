import { AlertOctagon, AlertTriangle, Ban, Info } from 'lucide-react';
import type { Severity } from '@thrivewell/core/contracts/knowledge-results';
import type { BadgeTone } from '../../ui/badge';
import { Badge } from '../../ui/badge';

/** Severity as colour AND word AND icon, never colour alone. */
export const severityMeta: Record<Severity, { label: string; tone: BadgeTone; icon: typeof Info; border: string }> = {
  contraindicated: { label: 'Contraindicated', tone: 'danger', icon: Ban, border: 'border-l-danger' },
  major: { label: 'Major', tone: 'danger', icon: AlertOctagon, border: 'border-l-danger' },
  moderate: { label: 'Moderate', tone: 'warning', icon: AlertTriangle, border: 'border-l-warning' },
  minor: { label: 'Minor', tone: 'neutral', icon: Info, border: 'border-l-border' },
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  const meta = severityMeta[severity];
  const Icon = meta.icon;
  return (
    <Badge tone={meta.tone}>
      <Icon aria-hidden="true" className="size-3.5" />
      {meta.label}
      <span className="sr-only"> severity</span>
    </Badge>
  );
}

/** Major and contraindicated findings get the critical disclaimer. */
export function isSerious(severity: Severity): boolean {
  return severity === 'contraindicated' || severity === 'major';
}

/** The disclaimer level a result needs: critical for major or contraindicated findings. */
export function disclaimerLevelFor(check: { interactions: readonly { severity: Severity }[] }): 'critical' | 'advanced' | 'basic' {
  if (check.interactions.some((i) => isSerious(i.severity))) return 'critical';
  return check.interactions.length > 0 ? 'advanced' : 'basic';
}
