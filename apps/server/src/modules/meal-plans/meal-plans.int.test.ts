import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFood } from '@thrivewell/nutrition/foods';
import { traitsOf, type FoodTrait } from '@thrivewell/nutrition/food-traits';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Plan {
  id: string;
  tier: string;
  days: { date: string; meals: { slot: string; recipeId: string; title: string; locked: boolean; ingredients: { name: string; foodId: string; grams: number }[]; nutrients: { carbsG: number; fiberG: number } & Record<string, number> }[] }[];
  warnings: { rule: string; message: string; sources: { title: string; url: string }[] }[];
  shoppingList: { aisle: string; items: { foodId: string; grams: number }[] }[];
}

async function person(plan: 'free' | 'paid', o: { diet?: Record<string, unknown>; medical?: Record<string, unknown>; medicines?: string[] } = {}) {
  const user = await signedInUser(t, plan);
  if (o.diet) expect((await json(t.app, 'PUT', '/api/profile/sections/diet', { cookie: user.cookie, body: o.diet })).statusCode).toBe(200);
  if (o.medical) expect((await json(t.app, 'PUT', '/api/profile/sections/medicalHistory', { cookie: user.cookie, body: o.medical })).statusCode).toBe(200);
  for (const name of o.medicines ?? []) expect((await json(t.app, 'POST', '/api/safety/cabinet', { cookie: user.cookie, body: { name } })).statusCode).toBe(201);
  return user;
}

const create = (cookie: string, body: unknown) => json(t.app, 'POST', '/api/meal-plans', { cookie, body });

/** Traits of every food of the plan, read from the food table (not from anything the planner says). */
function foodsOf(plan: Plan) {
  return plan.days.flatMap((d) =>
    d.meals.flatMap((m) =>
      m.ingredients.map((i) => {
        const food = getFood(i.foodId);
        expect(food, i.foodId).toBeDefined();
        return { day: d.date, slot: m.slot, food: food!, grams: i.grams, traits: new Set<FoodTrait>(traitsOf(food!)) };
      }),
    ),
  );
}

describe('meal plans', () => {
  it('needs a session', async () => {
    expect((await create('', { days: 1 })).statusCode).toBe(401);
    expect((await json(t.app, 'GET', '/api/meal-plans/current')).statusCode).toBe(401);
  });

  it('bad input is a 400 naming the field, never a 5xx', async () => {
    const u = await signedInUser(t, 'paid');
    for (const body of [{ days: 0 }, { days: 8 }, { days: 'x' }, {}, { days: 2.5 }, { days: null }, { days: 3, startDate: '2026-02-31' }, { days: 3, kcalTarget: 99999 }]) {
      const res = await create(u.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.field).toBeTruthy();
      expect(res.json().error.message).toMatch(/days|startDate|kcalTarget/);
    }
    const raw = await json(t.app, 'POST', '/api/meal-plans', { cookie: u.cookie, raw: '{"days":' });
    expect(raw.statusCode).toBe(400);
    const notJson = await json(t.app, 'POST', '/api/meal-plans', { cookie: u.cookie, raw: '[1,2]' });
    expect(notJson.statusCode).toBe(400);
    expect((await json(t.app, 'GET', '/api/meal-plans/current', { cookie: u.cookie })).statusCode).toBe(404);
    expect((await json(t.app, 'POST', '/api/meal-plans/current/swap', { cookie: u.cookie, body: { date: '2026-01-01', slot: 'lunch' } })).statusCode).toBe(404);
    expect((await json(t.app, 'POST', '/api/meal-plans/current/swap', { cookie: u.cookie, body: { date: 'x', slot: 'brunch' } })).statusCode).toBe(400);
  });

  it('the issue case: a Pro user with warfarin, atorvastatin, phenelzine, a peanut allergy and a vegetarian diet', async () => {
    const u = await person('paid', {
      diet: { type: 'vegetarian', restrictions: [], preferences: [], goals: [] },
      medical: { allergies: ['peanuts'] },
      medicines: ['warfarin', 'atorvastatin', 'phenelzine'],
    });
    const res = await create(u.cookie, { days: 7 });
    expect(res.statusCode).toBe(201);
    const plan = res.json() as Plan;
    expect(plan.days).toHaveLength(7);
    for (const d of plan.days) {
      expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.meals.length).toBeGreaterThanOrEqual(3);
      for (const m of d.meals) {
        expect(Object.keys(m.nutrients)).toEqual(expect.arrayContaining(['kcal', 'carbsG', 'proteinG', 'fatG', 'fiberG', 'sodiumMg', 'potassiumMg', 'vitaminKUg']));
        for (const i of m.ingredients) expect(i).toMatchObject({ name: expect.any(String), foodId: expect.stringMatching(/^\d{5}$/), grams: expect.any(Number) });
      }
    }
    const foods = foodsOf(plan);
    expect(foods.length).toBeGreaterThan(20);
    for (const f of foods) {
      expect(f.traits.has('peanut') || /peanut/i.test(f.food.name), f.food.name).toBe(false);
      expect(f.traits.has('meat') || f.traits.has('fish') || f.traits.has('shellfish'), f.food.name).toBe(false);
      expect(f.food.group === 'Finfish and shellfish products' || ['Poultry products', 'Pork products', 'Beef products', 'Lamb, veal and game products', 'Sausages and luncheon meats'].includes(f.food.group), f.food.name).toBe(false);
      expect(f.traits.has('tyramine-rich'), f.food.name).toBe(false);
    }
    // No large grapefruit-family servings: none at all in any meal.
    const grapefruit = foods.filter((f) => f.traits.has('grapefruit-family') || /grapefruit|pummelo|pomelo|tangelo/i.test(f.food.name));
    expect(grapefruit.reduce((s, f) => Math.max(s, f.grams), 0)).toBe(0);
    // Daily vitamin K, recomputed from the food table, within ±30 % of the week's mean.
    const daily = plan.days.map((d) => foods.filter((f) => f.day === d.date).reduce((s, f) => s + ((f.food.per100g.vitaminKUg ?? 0) * f.grams) / 100, 0));
    const mean = daily.reduce((a, b) => a + b, 0) / daily.length;
    expect(mean).toBeGreaterThan(0);
    for (const v of daily) expect(Math.abs(v - mean) / mean).toBeLessThanOrEqual(0.3);
    // The same from the answer's own per-meal nutrients (what a reader of the contract sums).
    const stated = plan.days.map((d) => d.meals.reduce((s, m) => s + (m.nutrients.vitaminKUg ?? 0), 0));
    const statedMean = stated.reduce((a, b) => a + b, 0) / stated.length;
    for (const v of stated) expect(Math.abs(v - statedMean) / statedMean).toBeLessThanOrEqual(0.3);
    stated.forEach((v, i) => expect(Math.abs(v - daily[i]!)).toBeLessThan(Math.max(2, daily[i]! * 0.02))); // per-meal values are rounded
    // Each medicine warning names its knowledge-base rule and sources.
    const rules = new Map(plan.warnings.map((w) => [w.rule, w]));
    for (const rule of ['vitamin-k-antagonist+vitamin-k-rich', 'atorvastatin+grapefruit', 'maoi+tyramine-rich']) {
      expect(rules.get(rule)?.sources.length, rule).toBeGreaterThan(0);
      for (const s of rules.get(rule)!.sources) expect(s.url).toMatch(/^https:\/\//);
    }
    expect([...rules.keys()].some((r) => r.startsWith('allergy:'))).toBe(true);
    // The shopping list sums the plan's grams by aisle.
    const planned = foods.reduce((s, f) => s + f.grams, 0);
    const listed = plan.shoppingList.flatMap((a) => a.items).reduce((s, i) => s + i.grams, 0);
    expect(Math.abs(listed - planned)).toBeLessThan(plan.shoppingList.flatMap((a) => a.items).length + 1);
  });

  it('swap changes one meal and keeps the rules; a locked meal survives a regenerate', async () => {
    const u = await person('paid', { diet: { type: 'vegetarian', restrictions: [], preferences: [], goals: [] }, medicines: ['warfarin'] });
    const plan = (await create(u.cookie, { days: 7 })).json() as Plan;
    const target = plan.days[3]!;
    const dinner = target.meals.find((m) => m.slot === 'dinner') ?? target.meals.at(-1)!;
    const slot = dinner.slot;
    const swapRes = await json(t.app, 'POST', '/api/meal-plans/current/swap', { cookie: u.cookie, body: { date: target.date, slot } });
    expect(swapRes.statusCode, swapRes.body).toBe(200);
    const swapped = swapRes.json() as Plan;
    const key = (p: Plan) => p.days.flatMap((d) => d.meals.map((m) => `${d.date}/${m.slot}/${m.recipeId}`));
    const changed = key(swapped).filter((k, i) => k !== key(plan)[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(new RegExp(`^${target.date}/${slot}/`));
    expect(changed[0]).not.toContain(dinner.recipeId);
    for (const f of foodsOf(swapped)) expect(f.traits.has('meat') || f.traits.has('fish'), f.food.name).toBe(false);

    const lunch = swapped.days[1]!.meals[0]!;
    const locked = (await json(t.app, 'POST', '/api/meal-plans/current/lock', { cookie: u.cookie, body: { date: swapped.days[1]!.date, slot: lunch.slot, locked: true } })).json() as Plan;
    expect(locked.days[1]!.meals.find((m) => m.slot === lunch.slot)!.locked).toBe(true);
    expect((await json(t.app, 'POST', '/api/meal-plans/current/swap', { cookie: u.cookie, body: { date: swapped.days[1]!.date, slot: lunch.slot } })).statusCode).toBe(409);
    const again = (await create(u.cookie, { days: 7, startDate: swapped.days[0]!.date })).json() as Plan;
    const kept = again.days[1]!.meals.find((m) => m.slot === lunch.slot)!;
    expect(kept).toMatchObject({ recipeId: lunch.recipeId, locked: true });
    const current = (await json(t.app, 'GET', '/api/meal-plans/current', { cookie: u.cookie })).json() as Plan;
    expect(current.id).toBe(again.id);
    const list = (await json(t.app, 'GET', '/api/meal-plans/current/shopping-list', { cookie: u.cookie })).json();
    expect(list.planId).toBe(again.id);
    expect(list.aisles.length).toBeGreaterThan(1);
  });

  it('vegan + levothyroxine: no animal foods; breakfasts without dairy, soy or coffee', async () => {
    const u = await person('paid', { diet: { type: 'vegan', restrictions: [], preferences: [], goals: [] }, medicines: ['levothyroxine'] });
    const plan = (await create(u.cookie, { days: 7 })).json() as Plan;
    for (const f of foodsOf(plan)) {
      expect(['meat', 'fish', 'shellfish', 'dairy', 'egg', 'honey'].some((x) => f.traits.has(x as FoodTrait)), f.food.name).toBe(false);
      if (f.slot === 'breakfast') expect(f.traits.has('soy') || f.traits.has('caffeine') || f.traits.has('dairy'), f.food.name).toBe(false);
    }
    const w = plan.warnings.find((x) => x.rule === 'thyroid-hormone+dairy');
    expect(w?.message).toMatch(/4 hours/);
    expect(w?.sources.length).toBeGreaterThan(0);
  });

  it('keto + lisinopril: low-carb meals, no potassium salt substitute, a potassium note', async () => {
    const u = await person('paid', { diet: { type: 'keto', restrictions: [], preferences: [], goals: [] }, medicines: ['lisinopril'] });
    const plan = (await create(u.cookie, { days: 3 })).json() as Plan;
    for (const f of foodsOf(plan)) expect(f.traits.has('potassium-salt-substitute'), f.food.name).toBe(false);
    for (const d of plan.days) for (const m of d.meals) expect(m.nutrients.carbsG - m.nutrients.fiberG, m.title).toBeLessThanOrEqual(25 * 1.75);
    expect(plan.warnings.map((w) => w.rule)).toEqual(expect.arrayContaining(['ace-inhibitor+salt-substitute', 'ace-inhibitor+high-potassium-foods']));
  });

  it('pescatarian + shellfish allergy: fish allowed, no meat, no shellfish', async () => {
    const u = await person('paid', { diet: { type: 'pescatarian', restrictions: [], preferences: ['no mushrooms'], goals: ['high protein'] }, medical: { allergies: ['shellfish', 'kiwi'] } });
    const plan = (await create(u.cookie, { days: 7 })).json() as Plan;
    for (const f of foodsOf(plan)) {
      expect(f.traits.has('meat') || f.traits.has('shellfish'), f.food.name).toBe(false);
      expect(/kiwi|mushroom/i.test(f.food.name), f.food.name).toBe(false);
    }
  });

  it('free users get 1 day (lite) and a clear upgrade message for more; safety still applies', async () => {
    const u = await person('free', { diet: { type: 'vegetarian', restrictions: [], preferences: [], goals: [] }, medical: { allergies: ['peanuts'] }, medicines: ['phenelzine'] });
    const week = await create(u.cookie, { days: 7 });
    expect(week.statusCode).toBe(403);
    expect(week.json().error).toMatchObject({ code: 'UPGRADE_REQUIRED', field: 'days' });
    expect(week.json().error.message).toMatch(/Wellness Pro/);
    const day = await create(u.cookie, { days: 1 });
    expect(day.statusCode).toBe(201);
    const plan = day.json() as Plan;
    expect(plan.tier).toBe('lite');
    expect(plan.days).toHaveLength(1);
    for (const f of foodsOf(plan)) expect(f.traits.has('tyramine-rich') || f.traits.has('peanut') || f.traits.has('meat'), f.food.name).toBe(false);
    expect(plan.warnings.map((w) => w.rule)).toContain('maoi+tyramine-rich');
  });

  it('one person never sees another’s plan', async () => {
    const a = await signedInUser(t, 'free');
    const b = await signedInUser(t, 'free');
    await create(a.cookie, { days: 1 });
    expect((await json(t.app, 'GET', '/api/meal-plans/current', { cookie: b.cookie })).statusCode).toBe(404);
  });
});
