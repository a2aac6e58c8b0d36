import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { hasFeatureAccess } from '@thrivewell/core/rules/plans';
import type { PlannedMealView } from '@thrivewell/core/contracts/meal-plans-contract';
import { localToday } from '../../lib/device-time';
import { useStoredValue } from '../../lib/local-store';
import { useSubscription } from '../../lib/use-tier';
import { Button, buttonClass } from '../../ui/button';
import { MealPlanDay, formatDay } from './meal-plan-day';
import { useCurrentMealPlan, useGenerateMealPlan, useLockMeal, useSwapMeal } from './meal-plans-api';
import { PlanWarnings } from './plan-warnings';
import { ShoppingList } from './shopping-list';
import { LoadError } from '../../ui/load-error';

const dayChoices = [1, 2, 3, 4, 5, 6, 7] as const;
const daysKey = 'thrivewell.meal-planning.days';

/**
 * /meal-planning: choose 1–7 days (2–7 on Wellness Pro), make a plan from the recipe library
 * that respects the profile's diet, allergies and medicines, swap or lock a meal, and print the
 * shopping list. The server enforces the same plan rules.
 */
export function MealPlanningPanel() {
  const sub = useSubscription();
  const pro = !sub.loading && hasFeatureAccess(sub, 'advanced_meal_planning');
  const plan = useCurrentMealPlan();
  const generate = useGenerateMealPlan();
  const swap = useSwapMeal();
  const lock = useLockMeal();
  const [storedDays, setStoredDays] = useStoredValue(daysKey);
  const wanted = Number(storedDays ?? 7);
  const days = pro ? (wanted >= 1 && wanted <= 7 ? wanted : 7) : 1;
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const onGenerate = () => {
    generate.mutate(
      { days, startDate: localToday() },
      { onSuccess: (p) => setAnnouncement(`Your ${p.days.length}-day plan is ready.`) },
    );
  };
  const onSwap = (date: string, meal: PlannedMealView) => {
    setBusy(`${date}/${meal.slot}`);
    swap.mutate(
      { date, slot: meal.slot },
      {
        onSuccess: (p) => {
          const next = p.days.find((d) => d.date === date)?.meals.find((m) => m.slot === meal.slot);
          setAnnouncement(next ? `${formatDay(date)} ${meal.slot}: ${next.title}.` : 'Meal swapped.');
        },
        onSettled: () => setBusy(null),
      },
    );
  };
  const onLock = (date: string, meal: PlannedMealView) => {
    setBusy(`${date}/${meal.slot}`);
    lock.mutate(
      { date, slot: meal.slot, locked: !meal.locked },
      {
        onSuccess: () => setAnnouncement(`${meal.title} ${meal.locked ? 'unlocked' : 'locked: it stays when you make a new plan'}.`),
        onSettled: () => setBusy(null),
      },
    );
  };
  const actionError = swap.error ?? lock.error;
  const current = plan.data;

  return (
    <div className="space-y-8">
      <section aria-labelledby="make-plan-heading" className="rounded-xl border border-border bg-surface p-4 print:hidden">
        <h2 id="make-plan-heading" className="text-lg font-semibold">
          Make a plan
        </h2>
        <fieldset className="mt-3">
          <legend className="text-sm font-medium">How many days?</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {dayChoices.map((n) => {
              const locked = !pro && n > 1;
              return (
                <label
                  key={n}
                  className={`flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm ${days === n ? 'border-brand bg-brand-soft font-semibold' : 'border-border'} ${locked ? 'opacity-60' : 'cursor-pointer'}`}
                >
                  <input type="radio" name="plan-days" value={n} checked={days === n} disabled={locked || sub.loading} onChange={() => setStoredDays(String(n))} className="accent-brand" />
                  {n}
                  <span className="sr-only">{n === 1 ? ' day' : ' days'}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {/* Always one paragraph of about the same length, so nothing moves when the plan status arrives. */}
        <p className="mt-3 min-h-15 text-sm">
          {sub.loading ? (
            <span className="text-muted">Checking your plan…</span>
          ) : pro ? (
            'Wellness Pro: plans of up to 7 days with nutrient targets and, with warfarin, a steady vitamin K across the week. Every plan respects your diet, allergies and medicines.'
          ) : (
            <>
              The free plan makes a 1-day plan that respects your diet, allergies and medicines. Plans of up to 7 days with nutrient targets and a steady vitamin K across the week are part of Wellness Pro.{' '}
              <Link to="/upgrade/advanced_meal_planning" className="font-medium text-brand underline underline-offset-2">
                Upgrade to Wellness Pro
              </Link>
            </>
          )}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={onGenerate} disabled={generate.isPending || sub.loading}>
            {generate.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {current ? 'Make a new plan' : 'Make my plan'}
          </Button>
          <p className="text-sm text-muted">Locked meals stay when you make a new plan.</p>
        </div>
        {generate.isError && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {generate.error.message}
            {'code' in generate.error && (generate.error as { code?: string }).code === 'UPGRADE_REQUIRED' && (
              <>
                {' '}
                <Link to="/upgrade/advanced_meal_planning" className="font-medium underline">
                  See Wellness Pro
                </Link>
              </>
            )}
          </p>
        )}
      </section>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {plan.isPending && (
        <p role="status" className="flex min-h-24 items-center justify-center gap-2 rounded-xl border border-dashed border-border p-6 text-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your meal plan…
        </p>
      )}
      {plan.isError && (
        <LoadError message="Your meal plan could not be loaded." onRetry={() => void plan.refetch()} />
      )}
      {plan.isSuccess && !current && (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          No meal plan yet. Choose the days and make your plan: it follows your diet, allergies and medicines from your health profile.
        </p>
      )}

      {current && (
        <>
          <PlanWarnings warnings={current.warnings} />
          {actionError && (
            <p role="alert" className="text-sm text-danger">
              {actionError.message}
            </p>
          )}
          <section aria-labelledby="plan-heading" className="space-y-6">
            <div>
              <h2 id="plan-heading" className="text-xl font-semibold">
                Your {current.days.length}-day plan
              </h2>
              <p className="text-sm text-muted">
                {current.tier === 'advanced' ? 'Wellness Pro plan' : 'Free 1-day plan'}
                {current.kcalTarget ? ` · about ${current.kcalTarget} kcal a day` : ''}
                {current.vitaminK ? ` · vitamin K ${current.vitaminK.minUg}–${current.vitaminK.maxUg} µg a day (${current.vitaminK.steady ? 'steady' : 'not steady'})` : ''}
              </p>
            </div>
            {current.days.map((d) => (
              <MealPlanDay key={d.date} day={d} actions={{ onSwap, onLock, busy }} />
            ))}
          </section>
          <ShoppingList aisles={current.shoppingList} />
          <p className="text-xs text-muted print:hidden">
            Nutrients are computed from the USDA National Nutrient Database (SR24, lab-analysed). This plan is general wellness information, not medical advice: check with your prescriber or pharmacist before big diet changes.{' '}
            <a href="#make-plan-heading" className={buttonClass('ghost', 'md', 'px-0')}>
              Back to the top
            </a>
          </p>
        </>
      )}
    </div>
  );
}
