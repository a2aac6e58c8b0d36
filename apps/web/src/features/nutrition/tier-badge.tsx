import { Badge } from '../../ui/badge';

const tierText = { 'lab-analysed': 'Lab-analysed', label: 'Label', 'user-submitted': 'Your entry' } as const;

/** A food's data-source tier, Cronometer-style, in words (never colour alone); the source in the title. */
export function TierBadge({ tier, label }: { tier: keyof typeof tierText; label: string }) {
  return (
    <span title={label}>
      <Badge tone={tier === 'lab-analysed' ? 'success' : tier === 'label' ? 'accent' : 'neutral'}>{tierText[tier]}</Badge>
      <span className="sr-only"> ({label})</span>
    </span>
  );
}
