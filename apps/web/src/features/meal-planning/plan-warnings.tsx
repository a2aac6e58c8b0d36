import type { MealPlanWarning } from '@thrivewell/core/contracts/meal-plans-contract';
import { SourceLinks } from '../../ui/source-links';

const kindLabel: Record<MealPlanWarning['kind'], string> = { medicine: 'Medicine', allergy: 'Allergy', diet: 'Diet', plan: 'Plan' };

/** What the plan left out and why: medicine rules with their knowledge-base sources first. */
export function PlanWarnings({ warnings }: { warnings: readonly MealPlanWarning[] }) {
  if (warnings.length === 0) return null;
  const order = ['medicine', 'allergy', 'plan', 'diet'];
  const sorted = [...warnings].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return (
    <section aria-labelledby="plan-warnings-heading" className="rounded-xl border border-warning/50 bg-surface p-4">
      <h2 id="plan-warnings-heading" className="text-lg font-semibold">
        What this plan keeps in mind
      </h2>
      <ul className="mt-3 space-y-3">
        {sorted.map((w) => (
          <li key={`${w.rule}-${w.message}`} className="text-sm">
            <p>
              <span className="font-semibold">{kindLabel[w.kind]}: </span>
              {w.message}
            </p>
            {w.sources.length > 0 && (
              <div className="mt-1">
                <span className="sr-only">Sources for this rule: </span>
                <SourceLinks sources={w.sources} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
