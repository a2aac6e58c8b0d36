import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

/**
 * W2-B parts 3 and 4: serious findings are never paywalled, and the checker, cabinet, day plan
 * and ingredient analysis use what the signed-in person takes and has told us.
 */
let t: TestApp;
let free: { cookie: string; id: string };
let paid: { cookie: string; id: string };
let empty: { cookie: string; id: string };

type Finding = { aId: string; bId: string; severity: string; management: string };
const pair = (a: string, b: string) => (i: Finding) => [i.aId, i.bId].includes(a) && [i.aId, i.bId].includes(b);
const check = (body: unknown, cookie?: string) => json(t.app, 'POST', '/api/safety/check', { body, cookie });
const addToCabinet = (cookie: string, body: Record<string, unknown>) => json(t.app, 'POST', '/api/safety/cabinet', { body, cookie });

beforeAll(async () => {
  t = await startTestApp();
  free = await signedInUser(t, 'free');
  paid = await signedInUser(t, 'paid');
  empty = await signedInUser(t, 'free');
  for (const user of [free, paid]) {
    for (const [name, frequency] of [['warfarin', 'once daily'], ['metformin', 'twice daily'], ['atorvastatin', null], ['lisinopril', null], ['levothyroxine', null], ['omeprazole', null], ['sertraline', null], ['amlodipine', null]] as const) {
      expect((await addToCabinet(user.cookie, { name, frequency })).statusCode).toBe(201);
    }
  }
});
afterAll(async () => {
  await t?.close();
});

describe('safety is never paywalled', () => {
  it('shows warfarin + St John’s wort (major) to signed-out and free users, with severity and what to do', async () => {
    for (const cookie of [undefined, free.cookie]) {
      const body = (await check({ items: ['warfarin', "St John's wort"], includeCabinet: false }, cookie)).json();
      const found = body.interactions.find(pair('warfarin', 'st-johns-wort'));
      expect(found, String(cookie)).toMatchObject({ severity: 'major' });
      expect(found.management.length).toBeGreaterThan(10);
      expect(body.gated.filter((g: { feature: string }) => g.feature === 'supplement_interactions')).toEqual([]);
    }
  });

  it('shows the major supplement finding in a free user’s cabinet check', async () => {
    const res = await addToCabinet(free.cookie, { name: "St John's wort", type: 'Herbal' });
    expect(res.statusCode).toBe(201);
    expect(res.json().check.interactions.find(pair('warfarin', 'st-johns-wort'))).toMatchObject({ severity: 'major' });
    await json(t.app, 'DELETE', `/api/safety/cabinet/${res.json().id}`, { cookie: free.cookie });
  });

  it('still withholds moderate or minor supplement and food findings from free users, and counts them honestly', async () => {
    const body = (await check({ items: ['levothyroxine', 'calcium'], includeCabinet: false }, free.cookie)).json();
    expect(body.interactions.find(pair('levothyroxine', 'calcium'))).toBeUndefined();
    const gated = body.gated.find((g: { feature: string }) => g.feature === 'supplement_interactions');
    expect(gated.hidden).toBe(1);
    expect(gated.message).toBe('1 more moderate or minor interaction involving a supplement or food is part of Wellness Pro. Major and contraindicated interactions are always shown, on every plan.');
  });
});

describe('the checker includes the signed-in person’s cabinet by default', () => {
  it('checks a single typed item against the cabinet', async () => {
    const body = (await check({ items: ['ibuprofen'] }, free.cookie)).json();
    expect(body.resolved.length).toBe(9);
    expect(body.interactions.find(pair('warfarin', 'ibuprofen'))).toMatchObject({ severity: 'major' });
  });

  it('checks the cabinet alone when nothing is typed', async () => {
    const res = await check({ items: [] }, free.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().resolved.length).toBe(8);
  });

  it('leaves the cabinet out when asked to, and for visitors', async () => {
    expect((await check({ items: ['ibuprofen'], includeCabinet: false }, free.cookie)).json().resolved).toHaveLength(1);
    expect((await check({ items: ['ibuprofen'] })).json().resolved).toHaveLength(1);
  });

  it('answers 400 when there is nothing to check', async () => {
    for (const cookie of [undefined, empty.cookie]) {
      const res = await check({ items: [] }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'items', message: 'Add at least one medicine, supplement or food to check.' });
    }
  });
});

describe('the day plan', () => {
  type Slot = { slot: string; items: { id: string; dose?: number }[] };
  const slotsOf = (slots: Slot[], id: string) => slots.filter((s) => s.items.some((i) => i.id === id)).map((s) => s.slot);

  it('flags ibuprofen and warfarin instead of scheduling them, and gives twice-daily metformin two slots', async () => {
    const body = (await check({ items: ['ibuprofen'] }, paid.cookie)).json();
    expect(slotsOf(body.schedule.slots, 'ibuprofen')).toEqual([]);
    expect(slotsOf(body.schedule.slots, 'warfarin')).toEqual([]);
    const flagged = body.schedule.flagged.find((f: { id: string }) => f.id === 'ibuprofen');
    expect(flagged.findings[0]).toMatchObject({ with: 'Warfarin', severity: 'major' });
    expect(slotsOf(body.schedule.slots, 'metformin')).toEqual(['breakfast', 'dinner']);
  });

  it('lists no timing rules for medicines the person does not take', async () => {
    const body = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: paid.cookie })).json();
    const partners = body.check.timing.map((a: { with?: string }) => a.with).filter(Boolean);
    expect(partners).not.toContain('Cholestyramine');
    expect(partners).not.toContain('Colesevelam');
    expect(body.check.timing.some((a: { itemId: string; kind: string }) => a.itemId === 'levothyroxine' && a.kind === 'empty-stomach')).toBe(true);
  });
});

describe('POST /api/safety/ingredients applies the profile and cabinet', () => {
  beforeAll(async () => {
    const res = await json(t.app, 'PUT', '/api/profile/sections', {
      cookie: paid.cookie,
      body: { medicalHistory: { allergies: ['peanuts'], currentConditions: ['high blood pressure'] }, diet: { type: 'vegan', restrictions: ['gluten-free'] } },
    });
    expect(res.statusCode).toBe(200);
  });

  it('finds the person’s allergen, diet conflict and interaction without being told, and opens with a verdict', async () => {
    const res = await json(t.app, 'POST', '/api/safety/ingredients', { cookie: paid.cookie, body: { ingredients: 'Oat flakes, peanuts, honey, grapefruit juice, salt. May contain sesame.' } });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.applied.profile).toEqual({ allergies: ['peanuts'], diets: ['vegan', 'gluten-free'], conditions: ['high blood pressure'] });
    expect(a.applied.cabinet).toContain('atorvastatin');
    expect(a.checkedAgainst.allergies).toEqual(['peanuts']);
    expect(a.allergens.find((f: { allergenId: string }) => f.allergenId === 'peanuts')).toMatchObject({ matchesProfile: true });
    expect(a.dietConflicts.some((f: { dietId: string }) => f.dietId === 'vegan')).toBe(true);
    expect(a.verdict.level).toBe('avoid');
    expect(a.verdict.reasons[0]).toContain('which you are allergic to');
    expect(a.traces).toEqual(['sesame']);
    expect(a.ingredients).not.toContain('sesame');
  });

  it('can be run without the profile and cabinet', async () => {
    const a = (await json(t.app, 'POST', '/api/safety/ingredients', { cookie: paid.cookie, body: { ingredients: 'peanuts', includeProfile: false, includeCabinet: false } })).json();
    expect(a.applied).toEqual({ profile: { allergies: [], diets: [], conditions: [] }, cabinet: [] });
    expect(a.verdict.personalised).toBe(false);
  });

  it('rejects a non-boolean includeProfile with 400', async () => {
    const res = await json(t.app, 'POST', '/api/safety/ingredients', { cookie: paid.cookie, body: { ingredients: 'salt', includeProfile: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('includeProfile');
  });
});
