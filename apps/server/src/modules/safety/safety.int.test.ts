import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyCheckResponseSchema } from '@thrivewell/core/contracts/safety-check-response';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';
import { subscribers } from '../../db/schema';
import { createCheckAnswerCache } from './check-answer-cache';

let t: TestApp;
let free: { cookie: string; id: string };
let paid: { cookie: string; id: string };
beforeAll(async () => {
  t = await startTestApp();
  free = await signedInUser(t, 'free');
  paid = await signedInUser(t, 'paid');
});
afterAll(async () => {
  await t?.close();
});

const check = (body: unknown, cookie?: string) => json(t.app, 'POST', '/api/safety/check', { body, cookie });

describe('POST /api/safety/check', () => {
  it('works signed out for drug–drug pairs, with names as resolved and sources', async () => {
    const res = await check({ items: ['Coumadin', 'Advil'] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resolved.map((r: { id: string }) => r.id)).toEqual(['warfarin', 'ibuprofen']);
    expect(body.resolved[0]).toMatchObject({ input: 'Coumadin', id: 'warfarin', name: 'Warfarin', kind: 'drug' });
    expect(body.unresolved).toEqual([]);
    expect(body.interactions).toHaveLength(1);
    const [i] = body.interactions;
    expect(i).toMatchObject({ a: 'Warfarin', b: 'Ibuprofen', severity: 'major' });
    for (const key of ['summary', 'mechanism', 'management', 'evidence']) expect(typeof i[key]).toBe('string');
    // Sources are sent once, in the answer's `sources`; the finding points into it.
    expect(i.sources).toBeUndefined();
    expect(i.sourceIndexes.length).toBeGreaterThan(0);
    expect(body.sources[i.sourceIndexes[0]].url).toMatch(/^https:\/\//);
    expect(safetyCheckResponseSchema.safeParse(body).success).toBe(true);
  });

  it('names each source once in a long list: findings point into the shared `sources`', async () => {
    const items = ['warfarin', 'ibuprofen', 'aspirin', 'clopidogrel', 'naproxen', 'sertraline', 'fluoxetine', 'tramadol', 'simvastatin', 'clarithromycin', 'amiodarone', 'digoxin'];
    const res = await check({ items });
    const raw = res.body;
    const body = res.json();
    expect(body.interactions.length).toBeGreaterThan(5);
    const urls = [...raw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBe(body.sources.length);
    expect(new Set(urls).size).toBe(urls.length);
    const cited = new Set(body.interactions.flatMap((f: { sourceIndexes: number[] }) => f.sourceIndexes));
    expect(cited.size).toBe(body.sources.length);
    expect(safetyCheckResponseSchema.safeParse(body).success).toBe(true);
  });

  it('withholds moderate and minor supplement and food pairs and timing from signed-out and free users, and says so', async () => {
    for (const cookie of [undefined, free.cookie]) {
      const body = (await check({ items: ['warfarin', 'ginkgo', 'levothyroxine', 'calcium'] }, cookie)).json();
      const open = (i: { aKind: string; bKind: string; severity: string }) => (i.aKind === 'drug' && i.bKind === 'drug') || i.severity === 'major' || i.severity === 'contraindicated';
      expect(body.interactions.every(open)).toBe(true);
      expect(body.timing).toEqual([]);
      const features = body.gated.map((g: { feature: string }) => g.feature);
      expect(features).toEqual(['supplement_interactions', 'food_drug_timing']);
      expect(body.gated[0].hidden).toBeGreaterThan(0);
    }
  });

  it('shows paid users supplement and food pairs and timing', async () => {
    const body = (await check({ items: ['warfarin', 'ginkgo', 'levothyroxine', 'calcium'] }, paid.cookie)).json();
    expect(body.gated).toEqual([]);
    expect(body.interactions.some((i: { aId: string; bId: string }) => i.aId === 'warfarin' && i.bId === 'ginkgo')).toBe(true);
    expect(body.interactions.some((i: { aId: string; bId: string }) => [i.aId, i.bId].includes('levothyroxine') && [i.aId, i.bId].includes('calcium'))).toBe(true);
    expect(body.timing.some((a: { itemId: string; withId?: string }) => a.itemId === 'levothyroxine' && a.withId === 'calcium')).toBe(true);
  });

  it('returns names it cannot match with suggestions instead of guessing', async () => {
    const body = (await check({ items: ['warfrin', 'ibuprofen'] })).json();
    expect(body.resolved.map((r: { id: string }) => r.id)).toEqual(['ibuprofen']);
    expect(body.unresolved).toEqual([{ input: 'warfrin', suggestions: expect.arrayContaining(['Warfarin']) }]);
  });

  it('rejects malformed bodies with 400 and a clear message', async () => {
    const cases: [unknown, string | undefined][] = [
      [{}, 'items'],
      [{ items: 'warfarin' }, 'items'],
      [{ items: [] }, 'items'],
      [{ items: [42] }, 'items.0'],
      [{ items: Array.from({ length: 51 }, (_, i) => `item ${i}`) }, 'items'],
      [{ items: ['warfarin'], includeCabinet: 'yes' }, 'includeCabinet'],
      [null, undefined],
    ];
    for (const [body, field] of cases) {
      const res = await check(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      if (field) expect(res.json().error.field).toBe(field);
    }
    const broken = await json(t.app, 'POST', '/api/safety/check', { raw: '{"items": [' });
    expect(broken.statusCode).toBe(400);
  });

  it('needs a session to include the cabinet', async () => {
    const res = await check({ items: ['warfarin'], includeCabinet: true });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/safety/check: kept answers (ADR 0015)', () => {
  const cache = createCheckAnswerCache();
  let c: TestApp;
  beforeAll(async () => {
    c = await startTestApp({ database: t.database, checkAnswerCache: cache });
  });
  afterAll(async () => {
    await c?.close();
  });
  const checkOn = (app: TestApp, body: unknown, cookie?: string) => json(app.app, 'POST', '/api/safety/check', { body, cookie });
  const items = ['warfarin', 'ginkgo', 'levothyroxine', 'calcium', 'ibuprofen', 'Lipitor'];

  it('answers a repeated list with the same bytes and headers as an uncached answer (kept from its second request)', async () => {
    const fresh = await checkOn(t, { items });
    const first = await checkOn(c, { items });
    expect(cache.size).toBe(0);
    const second = await checkOn(c, { items });
    expect(cache.size).toBe(1);
    expect(cache.get(items, { supplementInteractions: false, foodDrugTiming: false })?.equals(fresh.rawPayload)).toBe(true);
    const third = await checkOn(c, { items });
    expect(cache.size).toBe(1);
    for (const res of [first, second, third]) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(fresh.rawPayload)).toBe(true);
      expect(res.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(res.headers['content-length']).toBe(fresh.headers['content-length']);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('does not give one plan the answer kept for another, also when a person upgrades', async () => {
    const person = await signedInUser(c, 'free');
    const asFree = await checkOn(c, { items, includeCabinet: false }, person.cookie);
    expect(asFree.json().gated.length).toBeGreaterThan(0);
    expect(cache.get(items, { supplementInteractions: false, foodDrugTiming: false })).toBeDefined(); // the free answer is kept
    await c.database.db.insert(subscribers).values({ userId: person.id, subscribed: true, simplifiedTier: 'paid', subscriptionTier: 'wellness_plus' });
    const asPaid = await checkOn(c, { items, includeCabinet: false }, person.cookie);
    expect(asPaid.json().gated).toEqual([]);
    expect(asPaid.json().timing.length).toBeGreaterThan(0);
    expect(asPaid.rawPayload.equals((await checkOn(t, { items, includeCabinet: false }, paid.cookie)).rawPayload)).toBe(true);
  });

  it('never keeps a check that includes the cabinet: a cabinet change shows at once', async () => {
    const person = await signedInUser(c, 'free');
    const before = cache.size;
    const withoutAspirin = (await checkOn(c, { items: ['warfarin'] }, person.cookie)).json();
    expect(withoutAspirin.interactions).toEqual([]);
    expect((await checkOn(c, { items: ['warfarin'] }, person.cookie)).json()).toEqual(withoutAspirin); // asked twice
    expect((await json(c.app, 'POST', '/api/safety/cabinet', { body: { name: 'Aspirin' }, cookie: person.cookie })).statusCode).toBe(201);
    const withAspirin = (await checkOn(c, { items: ['warfarin'] }, person.cookie)).json();
    expect(withAspirin.interactions.some((i: { aId: string; bId: string }) => [i.aId, i.bId].includes('aspirin'))).toBe(true);
    expect(cache.size).toBe(before);
  });
});

describe('GET /api/knowledge/search', () => {
  it('autocompletes generic and brand names, with a kind filter', async () => {
    const res = await json(t.app, 'GET', '/api/knowledge/search?q=advi');
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ id: 'ibuprofen', matched: 'Advil', kind: 'drug' });
    const supplements = (await json(t.app, 'GET', '/api/knowledge/search?q=gin&kind=supplement')).json().results;
    expect(supplements.length).toBeGreaterThan(0);
    expect(supplements.every((h: { kind: string }) => h.kind === 'supplement')).toBe(true);
  });
  it('rejects a missing query or an unknown kind with 400', async () => {
    expect((await json(t.app, 'GET', '/api/knowledge/search')).statusCode).toBe(400);
    expect((await json(t.app, 'GET', '/api/knowledge/search?q=a&kind=poison')).statusCode).toBe(400);
    expect((await json(t.app, 'GET', `/api/knowledge/search?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('knowledge libraries', () => {
  it('lists essential oils and natural remedies with their sources', async () => {
    const oils = (await json(t.app, 'GET', '/api/knowledge/essential-oils')).json().oils;
    expect(oils.length).toBeGreaterThanOrEqual(40);
    expect(oils[0].sources.length).toBeGreaterThan(0);
    const remedies = (await json(t.app, 'GET', '/api/knowledge/remedies')).json().remedies;
    expect(remedies.length).toBeGreaterThanOrEqual(40);
  });
  it('answers substance facts, and 404 or 400 for unknown ones', async () => {
    const warfarin = (await json(t.app, 'GET', '/api/knowledge/substances/warfarin')).json();
    expect(warfarin.warnings.length).toBeGreaterThan(0);
    expect(warfarin.classes.map((c: { id: string }) => c.id)).toContain('anticoagulant');
    expect((await json(t.app, 'GET', '/api/knowledge/substances/not-a-thing')).statusCode).toBe(404);
    expect((await json(t.app, 'GET', '/api/knowledge/substances/DROP%20TABLE')).statusCode).toBe(400);
  });
});

describe('POST /api/safety/ingredients', () => {
  const body = { ingredients: 'Grapefruit juice, water, whey protein (milk), E102', allergies: ['dairy'], medications: ['simvastatin'], diets: ['vegan'] };
  it('needs a session (401) and Wellness Pro (403 with the feature)', async () => {
    expect((await json(t.app, 'POST', '/api/safety/ingredients', { body })).statusCode).toBe(401);
    const res = await json(t.app, 'POST', '/api/safety/ingredients', { body, cookie: free.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'UPGRADE_REQUIRED', field: 'ingredient_safety' });
  });
  it('finds allergens, additives, diet conflicts and medicine interactions', async () => {
    const res = await json(t.app, 'POST', '/api/safety/ingredients', { body, cookie: paid.cookie });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.allergens).toContainEqual(expect.objectContaining({ allergenId: 'milk', matchesProfile: true }));
    expect(a.additives.map((x: { code: string }) => x.code)).toContain('E102');
    expect(a.dietConflicts.length).toBeGreaterThan(0);
    expect(a.interactions).toContainEqual(expect.objectContaining({ aId: 'simvastatin', bId: 'grapefruit' }));
  });
  it('rejects an empty or oversized list', async () => {
    for (const bad of [{}, { ingredients: '' }, { ingredients: 'x'.repeat(5001) }, { ingredients: 'salt', allergies: 'milk' }]) {
      expect((await json(t.app, 'POST', '/api/safety/ingredients', { body: bad, cookie: paid.cookie })).statusCode).toBe(400);
    }
  });
});
