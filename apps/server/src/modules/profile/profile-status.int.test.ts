import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { analysisResults, dietProfiles, errorReports, healthActionPlans } from '../../db/schema';
import { listRows } from '../cabinet/cabinet.repo';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = Parameters<typeof json>[1];
const call = (method: Method, url: string, o: { cookie?: string; body?: unknown; raw?: string } = {}) => json(t.app, method, url, o);
const med = (id: string, name: string, extra: Record<string, unknown> = {}) => ({ id, name, dosage: '', frequency: '', type: 'Prescription', active: true, ...extra });
const cabinetNames = async (userId: string) =>
  (await listRows(t.database.db, userId)).map((r) => r.medicationName).sort();

describe('profile status API: access (P2-CALL-23, P2-ERR-01)', () => {
  it.each([
    ['GET', '/api/profile/status'],
    ['PUT', '/api/profile/onboarding-progress'],
    ['GET', '/api/profile/freshness'],
    ['GET', '/api/profile/analysis'],
    ['POST', '/api/profile/system-check'],
    ['GET', '/api/profile/diagnostics'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const res = await call(method, url, { body: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(profileMessages.authRequired);
  });

  it('rejects malformed onboarding progress with a clear 400', async () => {
    const u = await signedInUser(t, 'free');
    for (const body of [{}, { lastCompletedStep: 7 }, { lastCompletedStep: 'two' }, { lastCompletedStep: 1.5 }]) {
      const res = await call('PUT', '/api/profile/onboarding-progress', { cookie: u.cookie, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/lastCompletedStep/);
    }
    const raw = await call('PUT', '/api/profile/onboarding-progress', { cookie: u.cookie, raw: '{"lastCompletedStep":' });
    expect(raw.statusCode).toBe(400);
  });
});

describe('GET /api/profile/status', () => {
  it('a new user: no profile, new, starts at step 0, not complete (P2-ONB-03/04, P2-DEC-07)', async () => {
    const u = await signedInUser(t, 'free');
    const s = (await call('GET', '/api/profile/status', { cookie: u.cookie })).json();
    expect(s).toMatchObject({ hasProfile: false, isNewUser: true, resumeStep: 0, onboardingComplete: false, recoveryOffered: false, completenessScore: 0, journeyLevel: null, storedMedications: [] });
  });

  it('resumes at min(lastCompletedStep + 1, 6) (P2-ONB-05)', async () => {
    const u = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/onboarding-progress', { cookie: u.cookie, body: { lastCompletedStep: 2 } });
    let s = (await call('GET', '/api/profile/status', { cookie: u.cookie })).json();
    expect(s).toMatchObject({ hasProfile: true, isNewUser: false, lastCompletedStep: 2, resumeStep: 3 });
    await call('PUT', '/api/profile/onboarding-progress', { cookie: u.cookie, body: { lastCompletedStep: 6 } });
    s = (await call('GET', '/api/profile/status', { cookie: u.cookie })).json();
    expect(s.resumeStep).toBe(6);
    // The progress write never clobbers the sections.
    await call('PUT', '/api/profile/sections/personalInfo', { cookie: u.cookie, body: { age: 40, gender: 'female' } });
    await call('PUT', '/api/profile/onboarding-progress', { cookie: u.cookie, body: { lastCompletedStep: 3 } });
    const profile = (await call('GET', '/api/profile', { cookie: u.cookie })).json();
    expect(profile.personal_info).toMatchObject({ age: 40, gender: 'female' });
  });

  it('onboarding counts as complete after POST /api/profile/complete (P2-ONB-06, P2-DEC-03)', async () => {
    const u = await signedInUser(t, 'free');
    await call('POST', '/api/profile/complete', { cookie: u.cookie, body: {} });
    expect((await call('GET', '/api/profile/status', { cookie: u.cookie })).json().onboardingComplete).toBe(true);
  });

  it("another user's data never shows (wrong user)", async () => {
    const alice = await signedInUser(t, 'free');
    const bob = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/sections/medications', { cookie: alice.cookie, body: { current: [med('med_1', 'Metformin')] } });
    await call('POST', '/api/safety/cabinet', { cookie: alice.cookie, body: { name: 'Lisinopril' } });
    const s = (await call('GET', '/api/profile/status', { cookie: bob.cookie })).json();
    expect(s).toMatchObject({ hasProfile: false, storedMedications: [] });
    const d = (await call('GET', '/api/profile/diagnostics', { cookie: bob.cookie })).json();
    expect(d).toEqual({ connection: { ok: true, profiles: 1 }, user_details: null, unified_user_profile: null, user_preferences: null });
  });
});

describe('medications section ↔ medicine cabinet (P2-ONB-32, P2-CALL-19/20)', () => {
  it('P2-CALL-08, P2-CALL-20: profile entries are written once, updated, and removed with the list; cabinet entries come back as db_ items and are not saved again', async () => {
    const u = await signedInUser(t, 'free');
    const save = (current: unknown[]) => call('PUT', '/api/profile/sections/medications', { cookie: u.cookie, body: { current } });
    expect((await save([med('med_1', 'Metformin', { dosage: '500 mg' })])).statusCode).toBe(200);
    await save([med('med_1', 'Metformin', { dosage: '500 mg' })]);
    expect(await cabinetNames(u.id)).toEqual(['Metformin']);
    await save([med('med_1', 'Metformin', { dosage: '1000 mg' }), med('med_2', 'Vitamin D', { type: 'Vitamin' })]);
    const rows = await listRows(t.database.db, u.id);
    expect(rows.find((r) => r.medicationName === 'Metformin')?.strength).toBe('1000 mg');
    expect(rows.find((r) => r.medicationName === 'Vitamin D')?.notes.type).toBe('Vitamin');

    await call('POST', '/api/safety/cabinet', { cookie: u.cookie, body: { name: 'Lisinopril', dosage: '10 mg' } });
    const stored = (await call('GET', '/api/profile/status', { cookie: u.cookie })).json().storedMedications;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Lisinopril', dosage: '10 mg', type: 'Prescription', active: true });
    expect(stored[0].id).toMatch(/^db_[0-9a-f-]{36}$/);

    await save([med('med_2', 'Vitamin D', { type: 'Vitamin' }), stored[0]]);
    expect(await cabinetNames(u.id)).toEqual(['Lisinopril', 'Vitamin D']);
  });
});

describe('GET /api/profile/freshness (P2-OUT-02..10)', () => {
  it('P2-CALL-09: lists records older than 3 months with their age, and a fresh save clears them', async () => {
    const u = await signedInUser(t, 'free');
    expect((await call('GET', '/api/profile/freshness', { cookie: u.cookie })).json().items).toEqual([]);
    const old = new Date(Date.now() - 120 * 24 * 3600 * 1000);
    await t.database.db.insert(dietProfiles).values({ user_id: u.id, data: {}, updated_at: old });
    const items = (await call('GET', '/api/profile/freshness', { cookie: u.cookie })).json().items;
    expect(items).toEqual([{ source: 'diet_profiles', label: 'Diet profile', route: '/health/nutrition', daysAgo: 120 }]);
    await call('PUT', '/api/profile/sections/diet', { cookie: u.cookie, body: { type: 'vegan' } });
    expect((await call('GET', '/api/profile/freshness', { cookie: u.cookie })).json().items).toEqual([]);
  });
});

describe('GET /api/profile/analysis (P2-SWD-20, P2-TIER-08)', () => {
  it('P2-CALL-05, P2-CALL-12, P2-CALL-13: defaults the score to 78, reads the newest result, and flags a demo-data leak only for paid users', async () => {
    const free = await signedInUser(t, 'free');
    const paid = await signedInUser(t, 'paid');
    expect((await call('GET', '/api/profile/analysis', { cookie: free.cookie })).json()).toEqual({ analysis_result: null, created_at: null, immuneScore: 78, demoDataViolation: false });
    await t.database.db.insert(analysisResults).values([
      { user_id: paid.id, analysis_result: { immuneScore: 60 }, created_at: new Date(Date.now() - 60_000) },
      { user_id: paid.id, analysis_result: { immuneScore: 91 } },
    ]);
    const report = { errorMessage: 'sample data shown', severity: 'high' as const, timestamp: new Date(), errorType: 'demo_data_leak' };
    await t.database.db.insert(errorReports).values([{ ...report, userId: paid.id }, { ...report, userId: free.id }]);
    expect((await call('GET', '/api/profile/analysis', { cookie: paid.cookie })).json()).toMatchObject({ immuneScore: 91, demoDataViolation: true });
    expect((await call('GET', '/api/profile/analysis', { cookie: free.cookie })).json().demoDataViolation).toBe(false);
  });
});

describe('POST /api/profile/system-check (P2-SYS-12)', () => {
  it('needs a profile, then stores preferences.lastSystemCheck', async () => {
    const u = await signedInUser(t, 'free');
    expect((await call('POST', '/api/profile/system-check', { cookie: u.cookie, body: {} })).statusCode).toBe(404);
    await call('PUT', '/api/profile/sections/personalInfo', { cookie: u.cookie, body: { age: 30 } });
    const res = (await call('POST', '/api/profile/system-check', { cookie: u.cookie, body: {} })).json();
    expect(Date.parse(res.lastSystemCheck)).not.toBeNaN();
    expect((await call('GET', '/api/profile/status', { cookie: u.cookie })).json().lastSystemCheck).toBe(res.lastSystemCheck);
    expect((await call('GET', '/api/profile', { cookie: u.cookie })).json().preferences).toEqual({ lastSystemCheck: res.lastSystemCheck });
  });
});

describe('action plans follow the profile', () => {
  it('a profile change adds the new plan and drops pending plans that no longer apply; ticks stay', async () => {
    const u = await signedInUser(t, 'paid');
    await call('PUT', '/api/profile/sections/lifestyle', { cookie: u.cookie, body: { smokingStatus: 'never', alcoholConsumption: 'daily' } });
    const first = (await call('GET', '/api/profile/action-plans', { cookie: u.cookie })).json().plans as { title: string; action_id: string }[];
    const keys = async () => (await t.database.db.select().from(healthActionPlans).where(eq(healthActionPlans.user_id, u.id))).map((r) => r.metadata.key);
    expect(await keys()).toContain('alcohol-free-days');
    expect(await keys()).not.toContain('smoke-free');
    await call('PUT', '/api/profile/sections/lifestyle', { cookie: u.cookie, body: { smokingStatus: 'regular', alcoholConsumption: 'none' } });
    await call('GET', '/api/profile/action-plans', { cookie: u.cookie });
    expect(await keys()).toContain('smoke-free');
    expect(await keys()).not.toContain('alcohol-free-days');
    expect(first.length).toBeGreaterThan(0);
  });
});
