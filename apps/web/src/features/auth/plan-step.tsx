import { Check } from 'lucide-react';
import { freePlanCard, planPrice, wellnessProPlanCard, type PlanCard } from '@thrivewell/core/copy/plans-display';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { SignupPlan } from './auth-api';

const choices: { card: PlanCard; plan: SignupPlan }[] = [
  { card: freePlanCard, plan: 'free' },
  { card: wellnessProPlanCard, plan: 'wellness_plus' },
];

interface PlanStepProps {
  selected: SignupPlan | null;
  onSelect: (plan: SignupPlan) => void;
  onContinue: () => void;
}

/**
 * Registration step 1 (P1-AUTH-08, -12): Free Wellness and Wellness Pro ('Most Popular') as a
 * radio group of cards; Continue stays disabled until a plan is chosen.
 */
export function PlanStep({ selected, onSelect, onContinue }: PlanStepProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Choose your plan</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {choices.map(({ card, plan }) => {
          const price = planPrice(card, 'monthly');
          const checked = selected === plan;
          return (
            <label
              key={plan}
              className={`relative flex cursor-pointer flex-col rounded-2xl border bg-surface p-5 shadow-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
                checked ? 'border-brand ring-2 ring-brand' : 'border-border hover:border-brand/60'
              }`}
            >
              <input
                type="radio"
                name="signup-plan"
                value={plan}
                checked={checked}
                onChange={() => onSelect(plan)}
                aria-label={`${card.name}, ${price.amount}${price.period}`}
                className="sr-only"
              />
              <span className="flex min-h-6 flex-wrap items-center gap-2">
                <Badge>{card.tierLabel}</Badge>
                {card.mostPopular && <Badge tone="solid">Most Popular</Badge>}
              </span>
              <span className="mt-3 text-lg font-bold">{card.name}</span>
              <span className="mt-1 flex items-baseline gap-1">
                <span className="text-2xl font-bold tabular-nums">{price.amount}</span>
                <span className="text-sm text-muted">{price.period}</span>
              </span>
              <ul className="mt-3 space-y-1.5 text-sm">
                {card.features.slice(0, 4).map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
              <span
                aria-hidden="true"
                className={`absolute top-4 right-4 inline-flex size-5 items-center justify-center rounded-full border-2 ${checked ? 'border-brand bg-brand text-on-brand' : 'border-muted'}`}
              >
                {checked && <Check className="size-3" />}
              </span>
            </label>
          );
        })}
      </div>
      <Button size="lg" className="w-full" disabled={!selected} onClick={onContinue}>
        Continue
      </Button>
    </fieldset>
  );
}
