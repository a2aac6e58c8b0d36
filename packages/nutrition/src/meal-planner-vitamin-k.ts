/**
 * Vitamin K steadiness (W2-E): for a vitamin K antagonist such as warfarin the advice is a
 * steady intake, not a ban on greens. The planner rearranges the chosen meals, cell by cell,
 * until every day is within ±30 % of the plan's daily mean (aiming a little inside it), and when
 * a fresh plan's rearranging stops at a local optimum it is made again from other seeds,
 * deterministically, keeping the steadiest. What could not be made steady is said in a warning
 * with the rule's sources.
 */
import type { RecipeFacts } from './meal-planner-facts';
import { round1 } from './meal-planner-facts';
import { dayTotals, type PlanGrid } from './meal-planner-grid';
import type { MealPlan, PlanInput, PlanWarning } from './meal-planner-types';
import type { MedicineFoodConcern } from './medicine-food-rules';

/** Each day's vitamin K within this share of the plan's daily mean (warfarin and the like). */
export const vitaminKTolerance = 0.3;

/** How many other seeds a fresh plan that is not steady is made again from. */
const remakeAttempts = 8;

/** The spread of daily vitamin K: the worst day's distance from the mean, as a share of the mean. */
export function vitaminKSpread(daily: readonly number[]): { mean: number; worst: number } {
  const mean = daily.reduce((a, b) => a + b, 0) / Math.max(daily.length, 1);
  if (mean <= 0) return { mean: 0, worst: 0 };
  let worst = 0;
  for (const v of daily) worst = Math.max(worst, Math.abs(v - mean) / mean);
  return { mean, worst };
}

/**
 * Rearranges the grid's free cells (never a fixed one, never a recipe twice a day) so daily
 * vitamin K is steady, then sums it up; `candidates` gives the recipes a cell may take.
 */
export function steadyVitaminK(
  grid: PlanGrid,
  candidates: (d: number, s: number) => readonly RecipeFacts[],
  portion: number,
  concern: MedicineFoodConcern,
): { vitaminK: NonNullable<MealPlan['vitaminK']>; warning: PlanWarning | null } {
  const { cells, fixed, used } = grid;
  const dayK = () => dayTotals(cells, 'vitaminKUg').map((v) => v * portion);
  const margin = vitaminKTolerance * 0.85;
  const costOf = (daily: number[]) => {
    const { mean } = vitaminKSpread(daily);
    if (mean <= 0) return 0;
    let c = 0;
    for (const v of daily) {
      const dev = Math.abs(v - mean) / mean;
      c += dev > margin ? 10 + (dev - margin) * 100 : dev * dev;
    }
    return c;
  };
  for (let pass = 0; pass < 12; pass++) {
    let improved = false;
    for (let d = 0; d < cells.length; d++) {
      for (let s = 0; s < cells[d]!.length; s++) {
        if (fixed[d]![s]) continue;
        const current = cells[d]![s]!;
        if (!current) continue;
        const pool = candidates(d, s);
        const baseDaily = dayK();
        const rowWithout = baseDaily[d]! - current.perServing.vitaminKUg * portion;
        const sameDay = new Set(cells[d]!.filter((x, i): x is RecipeFacts => x !== null && i !== s).map((x) => x.recipe.id));
        let best = current;
        let bestCost = costOf(baseDaily) + 0.01 * ((used.get(current.recipe.id) ?? 1) - 1);
        for (const f of pool) {
          if (f === current || sameDay.has(f.recipe.id)) continue;
          baseDaily[d] = rowWithout + f.perServing.vitaminKUg * portion;
          const c = costOf(baseDaily) + 0.01 * (used.get(f.recipe.id) ?? 0);
          if (c < bestCost - 1e-9) {
            bestCost = c;
            best = f;
          }
        }
        if (best !== current) {
          cells[d]![s] = best;
          used.set(current.recipe.id, (used.get(current.recipe.id) ?? 1) - 1);
          used.set(best.recipe.id, (used.get(best.recipe.id) ?? 0) + 1);
          improved = true;
        }
      }
    }
    if (!improved || vitaminKSpread(dayK()).worst <= margin) break;
  }
  const daily = dayK();
  const { mean, worst } = vitaminKSpread(daily);
  const vitaminK = { steady: worst <= vitaminKTolerance, meanUg: round1(mean), minUg: round1(Math.min(...daily)), maxUg: round1(Math.max(...daily)) };
  const warning: PlanWarning | null = vitaminK.steady
    ? null
    : { rule: concern.rule, kind: 'medicine', message: `Vitamin K could not be kept within ±30 % every day with the recipes that fit (${vitaminK.minUg}–${vitaminK.maxUg} µg a day). Keep your usual greens steady and ask your care team.`, sources: [...concern.sources] };
  return { vitaminK, warning };
}

/**
 * A fresh plan whose days could not all be made steady, made again from other seeds
 * (deterministically: seed + attempt × 7919); the first steady one, else the steadiest, is
 * returned under the asked-for seed.
 */
export function remakeForSteadyVitaminK(input: PlanInput, first: MealPlan, planOnce: (input: PlanInput) => MealPlan): MealPlan {
  let best = first;
  const spread = (p: MealPlan) => (p.vitaminK && p.vitaminK.meanUg > 0 ? (p.vitaminK.maxUg - p.vitaminK.minUg) / p.vitaminK.meanUg : 0);
  for (let attempt = 1; attempt <= remakeAttempts; attempt++) {
    const next = planOnce({ ...input, seed: input.seed + attempt * 7919 });
    if (next.vitaminK?.steady) return { ...next, seed: input.seed };
    if (spread(next) < spread(best)) best = next;
  }
  return { ...best, seed: input.seed };
}
