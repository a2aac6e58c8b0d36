#!/usr/bin/env -S npx tsx
// Budget (issue 15): a 7-day meal plan in < 300 ms, in-process. Plans the built-in recipe
// library (the planner's own fixtures while the library is absent) for varied profiles, each
// with a fresh seed, after a warm-up that parses the food table once.
import type { Recipe } from '../packages/core/src/contracts/recipes-contract';
import { resolveName } from '../packages/knowledge/src/resolve';
import type { Substance } from '../packages/knowledge/src/types';
import { planMeals, type PlannerPerson } from '../packages/nutrition/src/meal-planner';
import { fixtureRecipes } from '../packages/nutrition/src/meal-planner.fixtures';
import { percentile, printTable, verdict } from './lib.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);

async function library(): Promise<{ recipes: readonly Recipe[]; name: string }> {
  try {
    const mod = (await import('../packages/nutrition/src/recipes/index')) as { builtInRecipes: readonly Recipe[] };
    return { recipes: mod.builtInRecipes, name: 'built-in library' };
  } catch {
    return { recipes: fixtureRecipes, name: 'planner fixtures' };
  }
}

const meds = (...names: string[]): Substance[] => names.map((n) => resolveName(n)).flatMap((r) => (r.ok ? [r.substance] : []));
const profiles: { person: PlannerPerson; medicines: Substance[] }[] = [
  { person: { dietType: 'vegetarian', allergies: ['peanuts'], kcalTarget: 2000 }, medicines: meds('warfarin', 'atorvastatin', 'phenelzine') },
  { person: { dietType: 'vegan', kcalTarget: 1800 }, medicines: meds('levothyroxine') },
  { person: { dietType: 'keto', conditions: ['hypertension'] }, medicines: meds('lisinopril') },
  { person: { dietType: 'pescatarian', allergies: ['shellfish'], goals: ['high protein'] }, medicines: [] },
  { person: { dietType: 'omnivore', conditions: ['type 2 diabetes'], dislikes: ['mushrooms'] }, medicines: meds('warfarin', 'spironolactone') },
];

const { recipes, name } = await library();
for (let i = 0; i < 20; i++) planMeals({ recipes, days: 7, startDate: '2026-11-30', seed: i, advanced: true, ...profiles[i % profiles.length]! });
const times: number[] = [];
for (let i = 0; i < ITERATIONS; i++) {
  const p = profiles[i % profiles.length]!;
  const start = performance.now();
  planMeals({ recipes, days: 7, startDate: '2026-11-30', seed: 1000 + i, advanced: true, ...p });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(`${ITERATIONS} 7-day plans over ${recipes.length} recipes (${name}), ${profiles.length} profiles\n`);
printTable(
  ['operation', 'p50 ms', 'p95 ms', 'max ms'],
  [['7-day plan', percentile(times, 50).toFixed(2), percentile(times, 95).toFixed(2), times.at(-1)!.toFixed(2)]],
);
verdict([{ ok: percentile(times, 95) < 300, label: `7-day plan: p95 ${percentile(times, 95).toFixed(2)} ms < 300 ms` }]);
