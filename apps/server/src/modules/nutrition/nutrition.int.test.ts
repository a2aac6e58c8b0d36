import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '@thrivewell/core/tracking/calendar-days';
import { dayResponseSchema, progressResponseSchema } from '@thrivewell/core/contracts/nutrition-contract';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
let free: { cookie: string; id: string };
let pro: { cookie: string; id: string };
beforeAll(async () => {
  t = await startTestApp();
  free = await signedInUser(t, 'free');
  pro = await signedInUser(t, 'paid');
});
afterAll(async () => {
  await t?.close();
});

const today = utcDay(new Date());
const log = (cookie: string, body: unknown) => json(t.app, 'POST', '/api/nutrition/log', { cookie, body });
const day = async (cookie: string, date = today) => dayResponseSchema.parse((await json(t.app, 'GET', `/api/nutrition/day/${date}`, { cookie })).json());

/** A day of meals: oats + banana, chicken + rice + broccoli, lentils, an egg as a snack. */
const meals = [
  { slot: 'breakfast', foodId: '20038', amount: 0.5, unit: 'cup' }, // 78 g oats
  { slot: 'breakfast', foodId: '09040', amount: 1, unit: 'medium (7" to 7-7/8" long)' }, // 118 g banana
  { slot: 'lunch', foodId: '05064', amount: 150, unit: 'g' },
  { slot: 'lunch', foodId: '20045', amount: 200, unit: 'g' },
  { slot: 'dinner', foodId: '16070', amount: 250, unit: 'g' },
  { slot: 'dinner', foodId: '11090', amount: 100, unit: 'g' },
  { slot: 'snack', foodId: '01129', amount: 1, unit: 'large' },
];
// kcal: oats 389×0.78 + banana 89×1.18 + chicken 165×1.5 + rice 130×2 + lentils 116×2.5 + broccoli 34 + egg 155×0.5
const expectedKcal = 389 * 0.78 + 89 * 1.18 + 165 * 1.5 + 130 * 2 + 116 * 2.5 + 34 + 155 * 0.5;

describe('the food diary', () => {
  it('needs a session', async () => {
    expect((await json(t.app, 'GET', `/api/nutrition/day/${today}`)).statusCode).toBe(401);
    expect((await json(t.app, 'GET', '/api/foods/search?q=oats')).statusCode).toBe(401);
    expect((await log('', meals[0])).statusCode).toBe(401);
  });

  it('searches foods with the source tier, kcal per 100 g and measures; details per 100 g', async () => {
    const res = (await json(t.app, 'GET', '/api/foods/search?q=spinach%20raw&limit=5', { cookie: free.cookie })).json();
    expect(res.foods[0]).toMatchObject({ id: '11457', name: 'Spinach, raw', kcalPer100g: 23, source: { tier: 'lab-analysed', id: 'usda-sr24' } });
    expect(res.foods[0].measures).toContainEqual({ label: 'cup', grams: 30 });
    const detail = (await json(t.app, 'GET', '/api/foods/11457', { cookie: free.cookie })).json();
    expect(detail.per100g).toMatchObject({ vitaminKUg: 482.9, potassiumMg: 558 });
    expect(detail.source.attribution).toMatch(/public domain/);
    expect((await json(t.app, 'GET', '/api/foods/99999', { cookie: free.cookie })).statusCode).toBe(404);
    expect((await json(t.app, 'GET', '/api/foods/search?q=', { cookie: free.cookie })).json().foods).toEqual([]);
  });

  for (const who of ['free', 'pro'] as const) {
    it(`a ${who} user logs a day of meals and sees totals against targets`, async () => {
      const user = who === 'free' ? free : pro;
      if (who === 'pro') {
        const profile = { personalInfo: { age: 45, gender: 'female', weight: 60, height: 165 }, medicalHistory: { currentConditions: ['Hypertension', 'Type 2 diabetes'], allergies: [] }, diet: { type: 'vegetarian', restrictions: ['Low sodium'], goals: ['Heart health'] } };
        expect((await json(t.app, 'PUT', '/api/profile/sections', { cookie: user.cookie, body: profile })).statusCode).toBe(200);
      }
      for (const m of meals) expect((await log(user.cookie, { localDate: today, ...m })).statusCode).toBe(201);
      const d = await day(user.cookie);
      expect(d.slots.map((s) => [s.slot, s.entries.length])).toEqual([['breakfast', 2], ['lunch', 2], ['dinner', 2], ['snack', 1]]);
      expect(d.slots[0]!.entries[0]).toMatchObject({ foodName: 'Oats', grams: 78, amount: 0.5, unit: 'cup', source: { tier: 'lab-analysed' } });
      expect(d.totals.values.kcal).toBeCloseTo(expectedKcal, 1);
      const kcal = d.targets.find((x) => x.key === 'kcal')!;
      const sodium = d.targets.find((x) => x.key === 'sodiumMg')!;
      const vitaminD = d.targets.find((x) => x.key === 'vitaminDUg')!;
      expect(d.tiers).toEqual([{ tier: 'lab-analysed', label: 'USDA SR24 (lab-analysed)', entries: 7 }]);
      if (who === 'free') {
        expect(kcal.amount).toBe(2000);
        expect(kcal.percent).toBe(Math.round((expectedKcal / 2000) * 100));
        expect(sodium.amount).toBe(2300);
        expect(d.targets.find((x) => x.key === 'ironMg')!.amount).toBe(18); // no sex: the higher value
        expect(d.targetNotes.join(' ')).toMatch(/higher of the values/);
        expect(d.carbsPerMeal).toBeNull();
        expect(d.alignment).toEqual([]);
      } else {
        expect(kcal.amount).toBe(2010);
        expect(sodium).toMatchObject({ amount: 1500, source: { url: expect.stringContaining('heart.org') } });
        expect(d.targets.find((x) => x.key === 'ironMg')!.amount).toBe(18);
        expect(d.carbsPerMeal).toMatchObject({ minG: 45, maxG: 60 });
        expect(d.carbsPerMeal!.meals.map((m) => m.slot)).toEqual(['breakfast', 'lunch', 'dinner']);
        // Chicken on a vegetarian day.
        expect(d.alignment).toContainEqual(expect.objectContaining({ kind: 'diet', rule: 'vegetarian', foods: ['Chicken, broilers or fryers, breast, meat only, cooked, roasted'] }));
      }
      // Vitamin D: some foods (lentils, rice…) are analysed; the total is honest about gaps.
      expect(typeof vitaminD.atLeast).toBe('boolean');
      expect(vitaminD.intake).toBeGreaterThanOrEqual(0);
    });
  }

  it('edits and deletes entries; recent and favourite foods; custom slots', async () => {
    const d = await day(free.cookie);
    const banana = d.slots[0]!.entries[1]!;
    const edited = (await json(t.app, 'PATCH', `/api/nutrition/log/${banana.id}`, { cookie: free.cookie, body: { amount: 2, slot: 'snack' } })).json();
    expect(edited).toMatchObject({ grams: 236, slot: 'snack', amount: 2 });
    expect((await json(t.app, 'DELETE', `/api/nutrition/log/${banana.id}`, { cookie: free.cookie })).json()).toEqual({ deleted: true });
    expect((await json(t.app, 'DELETE', `/api/nutrition/log/${banana.id}`, { cookie: free.cookie })).statusCode).toBe(404);
    // An offline replay of the same save (same client id) lands on the same entry.
    const save = { localDate: today, slot: 'snack', foodId: '09003', amount: 50, unit: 'g', clientId: 'replay-0001-abcd' };
    const first = (await log(free.cookie, save)).json();
    const again = (await log(free.cookie, save)).json();
    expect(again.id).toBe(first.id);
    expect((await json(t.app, 'DELETE', `/api/nutrition/log/${first.id}`, { cookie: free.cookie })).statusCode).toBe(200);
    const recent = (await json(t.app, 'GET', '/api/nutrition/recent', { cookie: free.cookie })).json().foods;
    expect(recent[0]).toMatchObject({ foodId: '01129', amount: 1, unit: 'large' });
    expect(recent.map((f: { foodId: string }) => f.foodId)).not.toContain('09040');
    const favs = (await json(t.app, 'POST', '/api/nutrition/favourites', { cookie: free.cookie, body: { foodId: '20038', amount: 0.5, unit: 'cup' } })).json().foods;
    expect(favs).toEqual([expect.objectContaining({ foodId: '20038', foodName: 'Oats', unit: 'cup' })]);
    expect((await json(t.app, 'DELETE', '/api/nutrition/favourites/20038', { cookie: free.cookie })).json().foods).toEqual([]);
    const settings = (await json(t.app, 'PUT', '/api/nutrition/settings', { cookie: free.cookie, body: { customSlots: ['Pre-workout', 'Supper', 'supper', 'Lunch'] } })).json();
    expect(settings).toEqual({ customSlots: ['Pre-workout', 'supper'], slots: ['breakfast', 'lunch', 'dinner', 'snack', 'Pre-workout', 'supper'] });
    expect((await log(free.cookie, { localDate: today, slot: 'Pre-workout', foodId: '09003', amount: 1, unit: 'g' })).statusCode).toBe(201);
    expect((await day(free.cookie)).slots.find((s) => s.slot === 'Pre-workout')).toMatchObject({ custom: true, entries: [expect.objectContaining({ foodName: 'Apples, raw, with skin' })] });
  });

  it('logs a product by barcode as a label food, kept apart and attributed; a clear not-found', async () => {
    const res = await json(t.app, 'GET', '/api/foods/barcode/2000000023298', { cookie: free.cookie });
    expect(res.statusCode).toBe(200);
    const food = res.json().food;
    expect(food).toMatchObject({ id: 'off:2000000023298', barcode: '2000000023298', source: { tier: 'label' }, per100g: { kcal: 46, calciumMg: 120 } });
    const entry = (await log(free.cookie, { localDate: today, slot: 'breakfast', foodId: food.id, amount: 250, unit: 'g' })).json();
    expect(entry).toMatchObject({ foodId: 'off:2000000023298', grams: 250, source: { tier: 'label' }, nutrients: { kcal: 115, calciumMg: 300 } });
    // The label does not list vitamin K: the day's vitamin K is "at least".
    const d = await day(free.cookie);
    expect(d.tiers.map((x) => x.tier).sort()).toEqual(['lab-analysed', 'label']);
    expect(d.targets.find((x) => x.key === 'vitaminKUg')!.atLeast).toBe(true);
    const missing = await json(t.app, 'GET', '/api/foods/barcode/2000000099999', { cookie: free.cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'FOOD_NOT_FOUND', field: 'code' });
    expect((await json(t.app, 'GET', '/api/foods/barcode/12ab', { cookie: free.cookie })).json().error.field).toBe('code');
  });

  it('progress over a period: per-day totals vs targets and alignment notes', async () => {
    const yesterday = addDays(today, -1);
    await log(pro.cookie, { localDate: yesterday, slot: 'lunch', foodId: '18075', amount: 200, unit: 'g' });
    const res = await json(t.app, 'GET', `/api/nutrition/progress?from=${addDays(today, -6)}&to=${today}`, { cookie: pro.cookie });
    const p = progressResponseSchema.parse(res.json());
    expect(p.days).toHaveLength(7);
    expect(p.loggedDays).toBe(2);
    expect(p.days.at(-1)!.values.kcal).toBeCloseTo(expectedKcal, 1);
    expect(p.days.at(-2)!.values.sodiumMg).toBeCloseTo(944, 0);
    expect(p.profile).toEqual({ dietType: 'vegetarian', restrictions: ['Low sodium'], goals: ['Heart health'] });
    expect(p.alignment).toContainEqual(expect.objectContaining({ date: today, rule: 'vegetarian' }));
    expect(p.averages.kcal).toBeCloseTo((expectedKcal + 247 * 2) / 2, 0);
    expect((await json(t.app, 'GET', `/api/nutrition/progress?from=${today}&to=${addDays(today, -1)}`, { cookie: pro.cookie })).json().error.field).toBe('to');
    expect((await json(t.app, 'GET', `/api/nutrition/progress?from=2020-01-01&to=2020-12-31`, { cookie: pro.cookie })).json().error.field).toBe('from');
  });

  it('rejects bad input with 400 and the field; never a 5xx; nothing saved is lost', async () => {
    const before = await day(free.cookie);
    const entry = before.slots[0]!.entries[0]!;
    const cases: [string, 'POST' | 'PATCH' | 'PUT', unknown, string][] = [
      ['/api/nutrition/log', 'POST', { localDate: today, slot: 'lunch', foodId: '20038', amount: -5, unit: 'g' }, 'amount'],
      ['/api/nutrition/log', 'POST', { localDate: today, slot: 'lunch', foodId: '20038', amount: 0, unit: 'g' }, 'amount'],
      ['/api/nutrition/log', 'POST', { localDate: today, slot: 'lunch', foodId: '20038', amount: 100_000, unit: 'g' }, 'amount'],
      ['/api/nutrition/log', 'POST', { localDate: today, slot: 'lunch', foodId: '20038', amount: 100, unit: 'cup' }, 'amount'],
      ['/api/nutrition/log', 'POST', { localDate: today, slot: 'lunch', foodId: '20038', amount: 'lots', unit: 'g' }, 'amount'],
      ['/api/nutrition/log', 'POST', { localDate: today, slot: 'lunch', foodId: '20038', amount: 1, unit: 'bucket' }, 'unit'],
      ['/api/nutrition/log', 'POST', { localDate: today, slot: 'lunch', foodId: '99999', amount: 1, unit: 'g' }, 'foodId'],
      ['/api/nutrition/log', 'POST', { localDate: today, slot: 'lunch', foodId: 'DROP TABLE', amount: 1, unit: 'g' }, 'foodId'],
      ['/api/nutrition/log', 'POST', { localDate: today, slot: 'lunch', foodId: 'off:2000000099999', amount: 1, unit: 'g' }, 'foodId'],
      ['/api/nutrition/log', 'POST', { localDate: '2024-02-30', slot: 'lunch', foodId: '20038', amount: 1, unit: 'g' }, 'localDate'],
      ['/api/nutrition/log', 'POST', { localDate: '2999-01-01', slot: 'lunch', foodId: '20038', amount: 1, unit: 'g' }, 'localDate'],
      ['/api/nutrition/log', 'POST', { localDate: today, slot: '', foodId: '20038', amount: 1, unit: 'g' }, 'slot'],
      ['/api/nutrition/log', 'POST', { localDate: today, slot: '<b>x</b>', foodId: '20038', amount: 1, unit: 'g' }, 'slot'],
      [`/api/nutrition/log/${entry.id}`, 'PATCH', { amount: -5 }, 'amount'],
      [`/api/nutrition/log/${entry.id}`, 'PATCH', { amount: 200, unit: 'cup' }, 'amount'],
      ['/api/nutrition/settings', 'PUT', { customSlots: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'customSlots'],
      ['/api/nutrition/favourites', 'POST', { foodId: '99999' }, 'foodId'],
    ];
    for (const [url, method, body, field] of cases) {
      const res = await json(t.app, method, url, { cookie: free.cookie, body });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().error.field, `${url} ${JSON.stringify(body)}`).toBe(field);
    }
    expect((await json(t.app, 'POST', '/api/nutrition/log', { cookie: free.cookie, raw: '{"amount": ' })).statusCode).toBe(400);
    expect((await json(t.app, 'GET', '/api/nutrition/day/yesterday', { cookie: free.cookie })).json().error.field).toBe('date');
    expect((await json(t.app, 'PATCH', '/api/nutrition/log/not-a-uuid', { cookie: free.cookie, body: { amount: 1 } })).statusCode).toBe(400);
    expect(await day(free.cookie)).toEqual(before);
  });

  it("never shows or changes another person's entries", async () => {
    const entry = (await day(free.cookie)).slots[0]!.entries[0]!;
    expect((await json(t.app, 'PATCH', `/api/nutrition/log/${entry.id}`, { cookie: pro.cookie, body: { amount: 1 } })).statusCode).toBe(404);
    expect((await json(t.app, 'DELETE', `/api/nutrition/log/${entry.id}`, { cookie: pro.cookie })).statusCode).toBe(404);
    expect((await day(pro.cookie)).slots.flatMap((s) => s.entries).map((e) => e.id)).not.toContain(entry.id);
  });
});
