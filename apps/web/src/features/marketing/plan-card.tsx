import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { planPrice, saveLabel, type BillingCycle, type PlanCard } from '@thrivewell/core/copy/plans-display';
import { Badge } from '../../ui/badge';

interface PlanCardViewProps {
  card: PlanCard;
  cycle: BillingCycle;
  /** The card's button or link. */
  action: ReactNode;
}

/** One price line under the amount, the same height for both cycles so nothing shifts. */
function cycleNote(card: PlanCard, cycle: BillingCycle): string {
  if (card.comingSoon) return 'Not available yet';
  if (card.prices.yearly === undefined) return card.prices.monthly === 0 ? 'No card needed' : 'Billed monthly';
  if (cycle === 'yearly') return `Billed yearly · ${saveLabel(card)} vs monthly`;
  const yearly = planPrice(card, 'yearly');
  return `or ${yearly.amount}${yearly.period} · ${saveLabel(card)}`;
}

/** A plan card (P1-PLAN-01..10): tier label, name, price for the chosen cycle, features, action. */
export function PlanCardView({ card, cycle, action }: PlanCardViewProps) {
  const price = planPrice(card, cycle);
  const headingId = `plan-${card.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border bg-surface p-6 shadow-sm ${
        card.mostPopular ? 'border-brand ring-2 ring-brand' : 'border-border'
      }`}
    >
      <div className="flex min-h-7 flex-wrap items-center gap-2">
        <Badge tone={card.comingSoon ? 'neutral' : 'brand'}>{card.tierLabel}</Badge>
        {card.mostPopular && <Badge tone="solid">Most Popular</Badge>}
        {card.comingSoon && <Badge tone="warning">Coming soon</Badge>}
      </div>
      <h3 id={headingId} className="mt-4 text-xl font-bold">
        {card.name}
      </h3>
      <p className="mt-1 text-sm text-muted">{card.summary}</p>
      <p className="mt-5 flex items-baseline gap-1" aria-live={card.prices.yearly !== undefined ? 'polite' : undefined}>
        <span className="text-4xl font-bold tracking-tight tabular-nums">{price.amount}</span>
        <span className="text-muted">{price.period}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-muted">{cycleNote(card, cycle)}</p>
      <div className="mt-6">{action}</div>
      {card.featuresIntro && <p className="mt-6 text-sm font-semibold">{card.featuresIntro}</p>}
      <ul className={`${card.featuresIntro ? 'mt-3' : 'mt-6'} space-y-2 text-sm`}>
        {card.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
