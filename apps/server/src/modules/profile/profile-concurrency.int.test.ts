import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { signedInUser } from '../../../test/safety-helpers';

/** Issue 13 §3: two tabs on one section never lose an edit silently; bad input never overwrites. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'PUT', url: string, cookie: string, o: { body?: unknown; raw?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { cookie, ...o.headers };
  const payload = o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
}
const profileOf = async (cookie: string) => (await call('GET', '/api/profile', cookie)).json();

describe('profile sections: optimistic concurrency', () => {
  it('a save from a tab that loaded an older version of the section gets 409 SECTION_CHANGED and overwrites nothing', async () => {
    const { cookie } = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/sections/medicalHistory', cookie, { body: { currentConditions: ['Asthma'] } });
    const loaded = await profileOf(cookie); // both tabs open the editor here
    const version = loaded.section_versions.medicalHistory as string;
    expect(version).toMatch(/^[\w-]{8,}$/);

    const tabA = await call('PUT', '/api/profile/sections/medicalHistory', cookie, {
      body: { currentConditions: ['Asthma', 'Migraine'] },
      headers: { 'if-match': `"${version}"` },
    });
    expect(tabA.statusCode).toBe(200);
    expect(tabA.json().section_versions.medicalHistory).not.toBe(version);

    const tabB = await call('PUT', '/api/profile/sections/medicalHistory', cookie, {
      body: { currentConditions: ['Asthma', 'Eczema'] },
      headers: { 'if-match': `"${version}"` },
    });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json().error).toEqual({ code: 'SECTION_CHANGED', message: profileMessages.sectionChanged, field: 'medicalHistory' });
    expect((await profileOf(cookie)).medical_history.currentConditions).toEqual(['Asthma', 'Migraine']);
  });

  it('the multi-section save checks `versions` per section: another section changing is no conflict; a stale one refuses the whole save', async () => {
    const { cookie } = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/sections', cookie, { body: { personalInfo: { age: 40 }, diet: { type: 'vegan' } } });
    const loaded = await profileOf(cookie);
    const versions = loaded.section_versions;

    // Another tab changes personalInfo only.
    expect((await call('PUT', '/api/profile/sections/personalInfo', cookie, { body: { age: 41 } })).statusCode).toBe(200);

    const dietOnly = await call('PUT', '/api/profile/sections', cookie, { body: { diet: { type: 'vegetarian' }, versions: { diet: versions.diet } } });
    expect(dietOnly.statusCode).toBe(200);

    const stale = await call('PUT', '/api/profile/sections', cookie, {
      body: { personalInfo: { age: 39 }, lifestyle: { sleepHours: 8 }, versions: { personalInfo: versions.personalInfo } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'SECTION_CHANGED', field: 'personalInfo' });
    const after = await profileOf(cookie);
    expect(after.personal_info.age).toBe(41);
    expect(after.lifestyle_data).toBeNull();
  });

  it('a save without versions keeps last-write-wins (clients that do not send them)', async () => {
    const { cookie } = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/sections/diet', cookie, { body: { type: 'vegan' } });
    const res = await call('PUT', '/api/profile/sections/diet', cookie, { body: { type: 'keto' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().dietary_info.type).toBe('keto');
  });

  it('the background medication analysis does not change the medications version (only the list does)', async () => {
    const { cookie } = await signedInUser(t, 'free');
    const first = await call('PUT', '/api/profile/sections/medications', cookie, { body: { current: [{ id: 'm1', name: 'Warfarin' }] } });
    const version = first.json().section_versions.medications;
    await new Promise((r) => setTimeout(r, 1600)); // the analysis runs ~1 s after the save
    const after = await profileOf(cookie);
    expect(after.medications.lastUpdated).not.toBeNull();
    expect(after.section_versions.medications).toBe(version);
  });
});

describe('profile sections: invalid input never overwrites saved data', () => {
  it.each([
    ['no body', undefined],
    ['an empty object', '{}'],
    ['only unknown fields', '{"nothing":1}'],
  ])('PUT /api/profile/sections/medicalHistory with %s → 400, the section kept', async (_, raw) => {
    const { cookie } = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/sections/medicalHistory', cookie, { body: { currentConditions: ['Asthma'], allergies: ['Pollen'] } });
    const res = await call('PUT', '/api/profile/sections/medicalHistory', cookie, raw === undefined ? {} : { raw });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toMatch(/Nothing to save for medicalHistory/);
    expect((await profileOf(cookie)).medical_history).toMatchObject({ currentConditions: ['Asthma'], allergies: ['Pollen'] });
  });

  it('an empty section inside the multi-section save → 400, nothing cleared', async () => {
    const { cookie } = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/sections/medicalHistory', cookie, { body: { currentConditions: ['Asthma'] } });
    const res = await call('PUT', '/api/profile/sections', cookie, { body: { medicalHistory: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Nothing to save for medicalHistory/);
    expect((await profileOf(cookie)).medical_history.currentConditions).toEqual(['Asthma']);
  });

  it('a weight of −5 is refused with its field; the stored 80 kg stays', async () => {
    const { cookie } = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/sections/personalInfo', cookie, { body: { age: 50, weight: 80, weightUnit: 'kg' } });
    const res = await call('PUT', '/api/profile/sections', cookie, { body: { personalInfo: { age: 50, weight: -5, weightUnit: 'kg' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Weight must be at least 1.', field: 'personalInfo.weight' });
    expect((await profileOf(cookie)).personal_info.weight).toBe(80);
  });

  it('a 10,000-character condition is refused with a message (never cut to 100)', async () => {
    const { cookie } = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/sections/medicalHistory', cookie, { body: { currentConditions: ['Asthma'] } });
    const res = await call('PUT', '/api/profile/sections/medicalHistory', cookie, { body: { currentConditions: ['x'.repeat(10_000)] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: 'Current conditions: each entry can be at most 100 characters.', field: 'currentConditions.0' });
    expect((await profileOf(cookie)).medical_history.currentConditions).toEqual(['Asthma']);
  });
});
