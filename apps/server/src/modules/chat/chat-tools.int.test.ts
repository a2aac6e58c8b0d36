import { planAccessOf } from '@thrivewell/knowledge/plan-gating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';
import { createCabinetService } from '../cabinet/cabinet.service';
import { createChatTools as toolsFor } from './chat-tools.service';

/** As a Wellness Pro subscriber, who sees every finding (the free plan's gating: chat-plan-gating.int.test.ts). */
const createChatTools = (db: TestApp['database']['db'], userId: string) => toolsFor(db, createCabinetService({ db }), userId, planAccessOf('wellness_plus'));

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };

beforeAll(async () => {
  t = await startTestApp();
  alice = await signedInUser(t, 'free');
  bob = await signedInUser(t, 'free');
  for (const body of [
    { name: 'Coumadin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription' },
    { name: 'Lipitor', dosage: '20 mg', type: 'Prescription' },
    { name: 'fish oil', type: 'Supplement' },
  ]) {
    expect((await json(t.app, 'POST', '/api/safety/cabinet', { cookie: alice.cookie, body })).statusCode).toBe(201);
  }
  const cabinet = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: alice.cookie })).json<{ items: { id: string; name: string }[] }>();
  const fishOil = cabinet.items.find((i) => i.name === 'fish oil')!;
  expect((await json(t.app, 'PATCH', `/api/safety/cabinet/${fishOil.id}`, { cookie: alice.cookie, body: { active: false } })).statusCode).toBe(200);
  const saved = await json(t.app, 'PUT', '/api/profile/sections', {
    cookie: alice.cookie,
    body: {
      medicalHistory: { currentConditions: ['Hypertension'], allergies: ['Peanuts'] },
      lifestyle: { sleepHours: 6.5, stressLevel: 7 },
      diet: { type: 'vegan' },
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('chat tools bound to a user (issue 6 Grounding)', () => {
  it('checkSafety runs the interaction checker; includeCabinet adds the user’s active cabinet entries', async () => {
    const tools = createChatTools(t.database.db, alice.id);
    const alone = await tools.checkSafety(['ibuprofen']);
    expect(alone.data.resolved.map((r) => r.id)).toEqual(['ibuprofen']);
    expect(alone.data.interactions).toEqual([]);

    const withCabinet = await tools.checkSafety(['ibuprofen'], { includeCabinet: true });
    expect(withCabinet.data.resolved.map((r) => r.id)).toEqual(expect.arrayContaining(['ibuprofen', 'warfarin', 'atorvastatin']));
    expect(withCabinet.data.resolved.map((r) => r.id)).not.toContain('fish-oil'); // paused entry
    expect(withCabinet.data.interactions).toContainEqual(expect.objectContaining({ severity: 'major', ruleId: 'warfarin+nsaid' }));
    const urls = withCabinet.sources.map((s) => s.url);
    expect(urls).toContain('https://medlineplus.gov/bloodthinners.html');
    expect(new Set(urls).size).toBe(urls.length);
    expect(Object.keys(withCabinet.sources[0]!).sort()).toEqual(['title', 'url']);
  });

  it('unknown names come back unresolved with suggestions', async () => {
    const { data } = await createChatTools(t.database.db, alice.id).checkSafety(['metforminn']);
    expect(data.unresolved).toEqual([{ input: 'metforminn', suggestions: expect.arrayContaining(['Metformin']) }]);
  });

  it('getCabinet lists the active entries; another user’s cabinet is never visible', async () => {
    const own = await createChatTools(t.database.db, alice.id).getCabinet();
    expect(own.data.map((e) => e.name).sort()).toEqual(['Coumadin', 'Lipitor']);
    expect(own.data.find((e) => e.name === 'Coumadin')).toEqual({ name: 'Coumadin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription' });
    expect((await createChatTools(t.database.db, bob.id).getCabinet()).data).toEqual([]);
    const bobCheck = await createChatTools(t.database.db, bob.id).checkSafety(['ibuprofen'], { includeCabinet: true });
    expect(bobCheck.data.resolved.map((r) => r.id)).toEqual(['ibuprofen']);
  });

  it('getProfile returns the unified profile and the columns that hold data; a user without one gets null', async () => {
    const { data } = await createChatTools(t.database.db, alice.id).getProfile();
    expect(data.profile?.lifestyle_data).toMatchObject({ sleepHours: 6.5, stressLevel: 7 });
    expect(data.usedDataSections).toEqual(expect.arrayContaining(['medical_history', 'lifestyle_data', 'dietary_info']));
    expect(data.usedDataSections).not.toContain('symptoms');
    expect((await createChatTools(t.database.db, bob.id).getProfile()).data).toEqual({ profile: null, usedDataSections: [] });
  });

  it('analyzeIngredients checks against the profile’s allergies, diet and conditions and the cabinet medicines', async () => {
    const { data, sources } = await createChatTools(t.database.db, alice.id).analyzeIngredients('grapefruit juice, sugar, whey, peanuts, salt');
    expect(data.allergens).toContainEqual(expect.objectContaining({ allergenId: 'peanuts', matchesProfile: true }));
    expect(data.dietConflicts.some((c) => c.dietId === 'vegan')).toBe(true);
    expect(data.conditionFindings.some((c) => c.condition === 'Hypertension')).toBe(true);
    expect(data.interactions.some((i) => [i.aId, i.bId].includes('atorvastatin'))).toBe(true);
    expect(sources.length).toBeGreaterThan(0);
  });

  it('lookupSubstance and lookupLibrary answer from the knowledge base with their sources', () => {
    const tools = createChatTools(t.database.db, alice.id);
    const warfarin = tools.lookupSubstance('Coumadin');
    expect(warfarin.data?.id).toBe('warfarin');
    expect(warfarin.sources[0]?.url).toMatch(/^https:\/\//);
    expect(tools.lookupSubstance('zorbatrex')).toEqual({ data: null, sources: [] });

    const lavender = tools.lookupLibrary('lavender essential oil');
    expect(lavender.data.oil?.id).toBe('lavender');
    expect(lavender.data.remedy?.id).toBe('lavender-for-anxiety');
    expect(new Set(lavender.sources.map((s) => s.url)).size).toBe(lavender.sources.length);
    expect(tools.lookupLibrary('valerian').data.remedy?.id).toBe('valerian-for-sleep');
    expect(tools.lookupLibrary('unobtainium')).toEqual({ data: { oil: null, remedy: null }, sources: [] });
  });

  it('getPerson: the profile and the active cabinet with resolved ids, read once for the turn', async () => {
    const tools = createChatTools(t.database.db, alice.id);
    const [person, again] = await Promise.all([tools.getPerson(), tools.getPerson()]);
    expect(person).toBe(again);
    expect(person.cabinet.map((c) => [c.name, c.substanceId])).toEqual(expect.arrayContaining([['Coumadin', 'warfarin'], ['Lipitor', 'atorvastatin']]));
    expect(person.cabinet.some((c) => c.name === 'fish oil')).toBe(false);
    expect(person.profile?.medical_history?.allergies).toEqual(['Peanuts']);
  });
});

describe('the built-in assistant over HTTP uses the person (W2-B)', () => {
  const ask = (cookie: string, message: string) => json(t.app, 'POST', '/api/chat', { cookie, body: { message, conversationHistory: [] } });

  it('"Can I take ibuprofen for my knee?" names the warfarin from the user’s own cabinet; another user gets no such finding', async () => {
    const mine = await ask(alice.cookie, 'Can I take ibuprofen for my knee?');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().message).toMatch(/Major interaction.*Ibuprofen \+ Warfarin \(from your cabinet\)/);
    expect(mine.json().context.usedDataSections).toContain('medications');
    const theirs = await ask(bob.cookie, 'Can I take ibuprofen for my knee?');
    expect(theirs.json().message).not.toMatch(/Warfarin/);
  });

  it('"Can I eat peanut butter?" answers from the profile’s allergy', async () => {
    const res = await ask(alice.cookie, 'Can I eat peanut butter?');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/No — your profile lists an allergy to peanuts/);
  });
});
