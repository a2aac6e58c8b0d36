import { Lock, LockOpen, RefreshCw } from 'lucide-react';
import type { MealPlanResponse, PlannedMealView, PlanNutrientsView } from '@thrivewell/core/contracts/meal-plans-contract';
import { Button } from '../../ui/button';

type PlanDay = MealPlanResponse['days'][number];

const nutrientColumns: { key: keyof PlanNutrientsView; label: string; unit: string }[] = [
  { key: 'kcal', label: 'Energy', unit: 'kcal' },
  { key: 'carbsG', label: 'Carbs', unit: 'g' },
  { key: 'proteinG', label: 'Protein', unit: 'g' },
  { key: 'fatG', label: 'Fat', unit: 'g' },
  { key: 'fiberG', label: 'Fibre', unit: 'g' },
  { key: 'sodiumMg', label: 'Sodium', unit: 'mg' },
  { key: 'potassiumMg', label: 'Potassium', unit: 'mg' },
  { key: 'vitaminKUg', label: 'Vitamin K', unit: 'µg' },
];

const slotLabel: Record<PlannedMealView['slot'], string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

export function formatDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

const fmt = (v: number) => (v >= 100 ? Math.round(v).toString() : v.toFixed(1).replace(/\.0$/, ''));

function NutrientList({ n }: { n: PlanNutrientsView }) {
  return (
    <dl className="mt-2 grid grid-cols-4 gap-x-3 gap-y-1 text-xs sm:grid-cols-8">
      {nutrientColumns.map((c) => (
        <div key={c.key}>
          <dt className="text-muted">{c.label}</dt>
          <dd className="font-medium">
            {fmt(n[c.key])} {c.unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface MealActions {
  onSwap: (date: string, meal: PlannedMealView) => void;
  onLock: (date: string, meal: PlannedMealView) => void;
  /** The meal being changed ("date/slot"), to show it busy. */
  busy: string | null;
}

function MealCard({ date, meal, actions }: { date: string; meal: PlannedMealView; actions: MealActions }) {
  const id = `${date}-${meal.slot}`;
  const busy = actions.busy === `${date}/${meal.slot}`;
  return (
    <li className="rounded-xl border border-border bg-surface p-4" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{slotLabel[meal.slot]}</p>
          <h4 id={`${id}-title`} className="font-semibold">
            {meal.title}
          </h4>
          <p className="text-xs text-muted">
            {meal.minutes} min{meal.portion !== 1 ? ` · ${meal.portion} servings` : ''}
            {meal.locked ? ' · locked' : ''}
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <Button variant="secondary" onClick={() => actions.onSwap(date, meal)} disabled={meal.locked || busy} aria-label={`Swap ${slotLabel[meal.slot].toLowerCase()}: ${meal.title}`}>
            <RefreshCw aria-hidden="true" className="size-4" /> Swap
          </Button>
          <Button variant="secondary" onClick={() => actions.onLock(date, meal)} disabled={busy} aria-pressed={meal.locked} aria-label={`${meal.locked ? 'Unlock' : 'Lock'} ${slotLabel[meal.slot].toLowerCase()}: ${meal.title}`}>
            {meal.locked ? <Lock aria-hidden="true" className="size-4" /> : <LockOpen aria-hidden="true" className="size-4" />} {meal.locked ? 'Locked' : 'Lock'}
          </Button>
        </div>
      </div>
      <NutrientList n={meal.nutrients} />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand">Ingredients ({meal.ingredients.length})</summary>
        <ul className="mt-1 list-disc pl-5">
          {meal.ingredients.map((i) => (
            <li key={`${i.foodId}-${i.label}`}>
              {i.label} <span className="text-muted">({Math.round(i.grams)} g)</span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

export function MealPlanDay({ day, actions }: { day: PlanDay; actions: MealActions }) {
  const headingId = `day-${day.date}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {formatDay(day.date)}
      </h3>
      {day.meals.length === 0 ? (
        <p className="text-muted">No meal fits this day.</p>
      ) : (
        <ul className="space-y-3">
          {day.meals.map((m) => (
            <MealCard key={m.slot} date={day.date} meal={m} actions={actions} />
          ))}
        </ul>
      )}
      <div className="rounded-lg bg-surface-2 p-3">
        <p className="text-sm font-semibold">Day total</p>
        <NutrientList n={day.totals} />
      </div>
    </section>
  );
}
