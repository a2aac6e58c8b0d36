import { ArrowDown, ArrowUp, CircleCheck, CircleHelp } from 'lucide-react';
import type { FlagSource, LabFlag } from '@thrivewell/core/contracts/biomarkers-contract';
import { Badge, type BadgeTone } from '../../ui/badge';

/**
 * A confirmed result's flag as text, colour and icon together (never colour alone), with where
 * the flag came from when known. Only confirmed results are flagged: the review table shows none.
 */
const looks: Record<LabFlag, { label: string; tone: BadgeTone; Icon: typeof ArrowUp }> = {
  low: { label: 'Low', tone: 'warning', Icon: ArrowDown },
  normal: { label: 'In range', tone: 'success', Icon: CircleCheck },
  high: { label: 'High', tone: 'danger', Icon: ArrowUp },
  unknown: { label: 'No range to compare', tone: 'neutral', Icon: CircleHelp },
};

export const flagSourceLabels: Record<FlagSource, string> = {
  lab_flag: "the lab's own flag",
  lab_range: "the lab's printed range",
  default_range: 'a typical adult range (not your lab’s)',
  none: 'no range',
};

export function FlagBadge({ flag, source }: { flag: LabFlag; source?: FlagSource }) {
  const { label, tone, Icon } = looks[flag];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
      {source && source !== 'none' && <span className="sr-only">, from {flagSourceLabels[source]}</span>}
    </Badge>
  );
}
