import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalizationItems, personalizationPoints, personalizationScore } from '@thrivewell/core/rules/personalization-score';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { auditLogs, userPreferences } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
beforeAll(async () => {
  t = await startTestApp();
  alice = await signedInUser(t, 'free');
  bob = await signedInUser(t, 'free');
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
function call(method: Method, url: string, o: { cookie?: string; body?: unknown; raw?: string } = {}) {
  const headers: Record<string, string> = {};
  if (o.cookie) headers.cookie = o.cookie;
  const payload = o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
}

describe('profile API: access', () => {
  it.each([
    ['GET', '/api/profile'],
    ['PUT', '/api/profile/sections/personalInfo'],
    ['PUT', '/api/profile/sections'],
    ['POST', '/api/profile/complete'],
    ['GET', '/api/profile/feature/general'],
    ['POST', '/api/profile/recover'],
    ['POST', '/api/profile/legacy-import'],
    ['GET', '/api/profile/journey'],
    ['PUT', '/api/profile/journey'],
    ['GET', '/api/profile/action-plans'],
    ['PATCH', '/api/profile/action-plans/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s signed out → 401 with the spec message', async (method, url) => {
    const res = await call(method, url, { body: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'UNAUTHORIZED', message: profileMessages.authRequired });
  });

  it('P2-ERR-15, P2-CALL-18: a new user has no profile yet (404 PROFILE_NOT_FOUND; no rows is not an error)', async () => {
    const res = await call('GET', '/api/profile', { cookie: bob.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
  });
});

describe('profile API: section saves', () => {
  it('age + gender scores 16 (8 + 8) and the row uses the spec field names', async () => {
    const res = await call('PUT', '/api/profile/sections/personalInfo', { cookie: alice.cookie, body: { age: 34, gender: 'female' } });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      user_id: alice.id,
      data_completeness_score: 16,
      onboarding_completed: false,
      completed_at: null,
      personal_info: { age: 34, gender: 'female', weight: null, height: null, weightUnit: 'kg', heightUnit: 'cm' },
    });
    const got = (await call('GET', '/api/profile', { cookie: alice.cookie })).json();
    expect(got.data_completeness_score).toBe(16);
    // Bob still has nothing: the save was scoped to Alice.
    expect((await call('GET', '/api/profile', { cookie: bob.cookie })).statusCode).toBe(404);
  });

  it('saving several sections at once merges and recomputes; reaching 70 completes onboarding', async () => {
    const res = await call('PUT', '/api/profile/sections', {
      cookie: alice.cookie,
      body: {
        personalInfo: { age: 34, gender: 'female', weight: 64, height: 170 }, // 8 + 8 + 9
        medicalHistory: { currentConditions: ['Asthma'], allergies: ['Pollen'] }, // 13 + 12
        lifestyle: { exerciseFrequency: '3-4-times', sleepHours: 7.5 }, // 8 + 7
        diet: { type: 'vegetarian' }, // 8
      },
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.data_completeness_score).toBe(73);
    expect(p.onboarding_completed).toBe(true);
    expect(p.completed_at).toEqual(expect.any(String));
    expect(p.medical_history.currentConditions).toEqual(['Asthma']);
    const [prefs] = await t.database.db.select().from(userPreferences).where(eq(userPreferences.user_id, alice.id));
    expect(prefs?.onboarding_completed).toBe(true);
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, alice.id));
    expect(audits.filter((a) => a.action === 'profile_sections_updated' && a.phiAccessed)).toHaveLength(2);
  });

  it('POST /api/profile/complete sets the flag and completed_at', async () => {
    const res = await call('POST', '/api/profile/complete', { cookie: bob.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ onboarding_completed: true, data_completeness_score: 0 });
    expect(res.json().completed_at).toEqual(expect.any(String));
  });

  it.each([
    ['unknown section id', '/api/profile/sections/bloodType', { age: 3 }, 'Unknown profile section'],
    ['age over 120', '/api/profile/sections/personalInfo', { age: 130 }, 'Age must be between 1 and 120.'],
    ['age as text', '/api/profile/sections/personalInfo', { age: 'forty' }, 'Age must be a number.'],
    ['bad lifestyle choice', '/api/profile/sections/lifestyle', { smokingStatus: 'chain' }, 'Smoking status must be one of'],
    ['too many entries', '/api/profile/sections/medicalHistory', { allergies: Array.from({ length: 51 }, (_, i) => `a${i}`) }, 'at most 50 entries'],
  ])('%s → 400 with a clear message', async (_label, url, body, message) => {
    const res = await call('PUT', url, { cookie: alice.cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain(message);
  });

  it('names the field of a bad value', async () => {
    const res = await call('PUT', '/api/profile/sections/personalInfo', { cookie: alice.cookie, body: { age: 0 } });
    expect(res.json().error).toMatchObject({ field: 'age' });
  });

  it('junk JSON and an empty multi-section body → 400, never 500', async () => {
    const junk = await call('PUT', '/api/profile/sections/personalInfo', { cookie: alice.cookie, raw: '{"age": 3' });
    expect(junk.statusCode).toBe(400);
    const empty = await call('PUT', '/api/profile/sections', { cookie: alice.cookie, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Send at least one profile section.');
    const unknown = await call('PUT', '/api/profile/sections', { cookie: alice.cookie, body: { bloodType: {} } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Unknown profile section.');
  });

  it('an oversize body is refused with a 4xx', async () => {
    const res = await call('PUT', '/api/profile/sections/personalInfo', { cookie: alice.cookie, raw: JSON.stringify({ age: 3, pad: 'x'.repeat(1_100_000) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/too large/i);
  });
});

describe('profile API: feature data and journey', () => {
  it('returns only the sections a feature reads', async () => {
    const res = await call('GET', '/api/profile/feature/nutrition', { cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ feature: 'nutrition', hasProfile: true, data_completeness_score: 73 });
    expect(Object.keys(body.data).sort()).toEqual(['dietary_info', 'health_goals', 'medical_history', 'medications', 'personal_info']);
    expect(body.data.dietary_info.type).toBe('vegetarian');
    expect(body.data).not.toHaveProperty('lifestyle_data');
  });

  it('unknown feature → 400; no profile → empty data', async () => {
    expect((await call('GET', '/api/profile/feature/astrology', { cookie: alice.cookie })).statusCode).toBe(400);
    const carol = await signedInUser(t, 'free');
    expect((await call('GET', '/api/profile/feature/general', { cookie: carol.cookie })).json()).toEqual({
      feature: 'general',
      hasProfile: false,
      data_completeness_score: 0,
      data: {},
    });
  });

  it('P2-CALL-06, P2-CALL-14, P2-CALL-15: stores the journey level per user', async () => {
    expect((await call('GET', '/api/profile/journey', { cookie: alice.cookie })).json()).toEqual({ level: null });
    expect((await call('PUT', '/api/profile/journey', { cookie: alice.cookie, body: { level: 'improve' } })).json()).toEqual({ level: 'improve' });
    expect((await call('PUT', '/api/profile/journey', { cookie: alice.cookie, body: { level: 'transform' } })).json()).toEqual({ level: 'transform' });
    expect((await call('GET', '/api/profile/journey', { cookie: alice.cookie })).json()).toEqual({ level: 'transform' });
    expect((await call('GET', '/api/profile/journey', { cookie: bob.cookie })).json()).toEqual({ level: null });
    const bad = await call('PUT', '/api/profile/journey', { cookie: alice.cookie, body: { level: 'sprint' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('level must be one of: maintain, improve, transform.');
  });
});

describe('profile API: diagnosed conditions (issue 13 §3)', () => {
  it('the medical history fills conditions.diagnosed, so the 9 personalisation points can be earned; no conditions clears it', async () => {
    const dana = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/sections/medicalHistory', { cookie: dana.cookie, body: { currentConditions: ['Asthma'], chronicConditions: ['Psoriasis', 'asthma'] } });
    const profile = (await call('GET', '/api/profile', { cookie: dana.cookie })).json();
    expect(profile.conditions).toEqual({ diagnosed: ['Asthma', 'Psoriasis'] });
    expect(personalizationItems(profile).diagnosedConditions).toBe(true);
    expect(personalizationScore(profile)).toBe(personalizationPoints.healthConditions + personalizationPoints.diagnosedConditions);
    const feature = (await call('GET', '/api/profile/feature/medication_safety', { cookie: dana.cookie })).json();
    expect(feature.data.conditions).toEqual({ diagnosed: ['Asthma', 'Psoriasis'] });

    await call('PUT', '/api/profile/sections/medicalHistory', { cookie: dana.cookie, body: { noConditions: true } });
    expect((await call('GET', '/api/profile', { cookie: dana.cookie })).json().conditions).toEqual({ diagnosed: [] });
  });
});
