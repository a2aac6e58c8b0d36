import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleActions } from '@thrivewell/core/copy/wellness-dashboard-samples';
import { analysisResults, healthActionPlans, unifiedUserProfiles, userDetails } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { signedInUser } from '../../../test/safety-helpers';
import { createAnalysisScheduler } from '../cabinet/analysis-scheduler';
import { createCabinetService } from '../cabinet/cabinet.service';
import { runMedicationAnalysis } from './medication-analysis.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});
const cabinet = () => createCabinetService({ db: t.database.db });

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, o: { cookie?: string; body?: unknown; raw?: string } = {}) {
  const headers: Record<string, string> = {};
  if (o.cookie) headers.cookie = o.cookie;
  const payload = o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
}

/** A legacy row: age 8 + gender 8 + 1 condition 13 + 1 allergy 12 + medications 20 + diet type 8 + restriction 7 = 76. */
const legacy = {
  questionnaire_data: {
    basicInfo: { age: '47', gender: 'Female', weight: 72.5 },
    healthConditions: { currentConditions: ['Hypertension'], noConditions: false },
    symptoms: ['Fatigue'],
    diet: { dietType: 'Mediterranean' },
    interactions: { completed: true },
    goals: { primaryGoals: ['Heart health'] },
    lastCompletedStep: 6,
  },
  medication_data: { medications: [{ medication_name: 'Lisinopril', strength: '10 mg' }] },
  diet_data: { dietType: 'Mediterranean', allergies: ['Penicillin'], restrictions: ['Low sodium'] },
};

describe('data recovery (manually_recover_user_data)', () => {
  it('with no legacy data: success false, "No legacy data found" (200)', async () => {
    const u = await signedInUser(t, 'free');
    const res = await call('POST', '/api/profile/recover', { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, error: 'No legacy data found', migration_result: { action: null, user_id: u.id } });
  });

  it('creates the profile from legacy data, then updates it without overwriting what the user entered', async () => {
    const u = await signedInUser(t, 'free');
    await t.database.db.insert(userDetails).values({ user_id: u.id, ...legacy });
    const created = (await call('POST', '/api/profile/recover', { cookie: u.cookie })).json();
    expect(created).toMatchObject({
      success: true,
      error: null,
      migration_result: { action: 'created_profile', completeness_score: 76, user_id: u.id, data_found: { questionnaire_data: true, medication_data: true } },
    });
    const profile = (await call('GET', '/api/profile', { cookie: u.cookie })).json();
    expect(profile).toMatchObject({ data_completeness_score: 76, onboarding_completed: true, personal_info: { age: 47, gender: 'female' } });
    expect(profile.medications.current[0]).toMatchObject({ name: 'Lisinopril', dosage: '10 mg' });

    await call('PUT', '/api/profile/sections/personalInfo', { cookie: u.cookie, body: { age: 48, gender: 'female' } });
    const updated = (await call('POST', '/api/profile/recover', { cookie: u.cookie })).json();
    expect(updated.migration_result).toMatchObject({ action: 'updated_profile', completeness_score: 76 });
    expect((await call('GET', '/api/profile', { cookie: u.cookie })).json().personal_info.age).toBe(48);
  });
});

describe('legacy data import (a downloaded data file)', () => {
  it('P2-CALL-16, P2-CALL-17: imports the user_details of an export file for the session user only, then recovery works', async () => {
    const owner = await signedInUser(t, 'free');
    await t.database.db.insert(userDetails).values({ user_id: owner.id, ...legacy });
    const file = (await call('GET', '/api/account/export', { cookie: owner.cookie })).json();
    expect(file.tables.user_details).toHaveLength(1);

    const importer = await signedInUser(t, 'free');
    const res = await call('POST', '/api/profile/legacy-import', { cookie: importer.cookie, body: file });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: true, recoveryOffered: true });
    const rows = await t.database.db.select().from(userDetails).where(eq(userDetails.user_id, importer.id));
    expect(rows).toHaveLength(1);
    // The owner's row is untouched and still the owner's.
    expect(await t.database.db.select().from(userDetails).where(eq(userDetails.user_id, owner.id))).toHaveLength(1);

    const recovered = (await call('POST', '/api/profile/recover', { cookie: importer.cookie })).json();
    expect(recovered.migration_result).toMatchObject({ action: 'created_profile', completeness_score: 76, user_id: importer.id });
  });

  it('accepts a raw user_details object (a user_id inside is ignored)', async () => {
    const u = await signedInUser(t, 'free');
    const other = await signedInUser(t, 'free');
    const res = await call('POST', '/api/profile/legacy-import', { cookie: u.cookie, body: { user_id: other.id, ...legacy } });
    expect(res.json()).toEqual({ imported: true, recoveryOffered: true });
    expect(await t.database.db.select().from(userDetails).where(eq(userDetails.user_id, other.id))).toHaveLength(0);
  });

  it.each([
    ['a list', [1, 2, 3]],
    ['an unrelated object', { hello: 'world' }],
    ['an export without user_details', { exportedAt: 'x', user: null, tables: { user_details: [] } }],
    ['a questionnaire that is text', { questionnaire_data: 'age 40' }],
  ])('refuses %s with 400', async (_label, body) => {
    const u = await signedInUser(t, 'free');
    const res = await call('POST', '/api/profile/legacy-import', { cookie: u.cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'INVALID_IMPORT', message: expect.stringContaining('no health questionnaire data') });
  });

  it('refuses junk JSON (400) and an oversize file (413)', async () => {
    const u = await signedInUser(t, 'free');
    expect((await call('POST', '/api/profile/legacy-import', { cookie: u.cookie, raw: 'not json' })).statusCode).toBe(400);
    const huge = await call('POST', '/api/profile/legacy-import', { cookie: u.cookie, raw: JSON.stringify({ pad: 'x'.repeat(6 * 1024 * 1024) }) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('action plans', () => {
  it('free users get the sample', async () => {
    const u = await signedInUser(t, 'free');
    const res = (await call('GET', '/api/profile/action-plans', { cookie: u.cookie })).json();
    expect(res).toEqual({ sample: true, plans: JSON.parse(JSON.stringify(sampleActions)) });
    expect(await t.database.db.select().from(healthActionPlans).where(eq(healthActionPlans.user_id, u.id))).toHaveLength(0);
  });

  it('P2-CALL-11: paid users get plans generated from their profile once; ticking sets and clears completed_at', async () => {
    const u = await signedInUser(t, 'paid');
    await call('PUT', '/api/profile/sections/lifestyle', { cookie: u.cookie, body: { sleepHours: 5, stressLevel: 9, smokingStatus: 'regular', exerciseFrequency: 'none' } });
    const first = (await call('GET', '/api/profile/action-plans', { cookie: u.cookie })).json();
    expect(first.sample).toBe(false);
    expect(first.plans.length).toBeGreaterThan(0);
    expect(first.plans.length).toBeLessThanOrEqual(5);
    expect(first.plans.map((p: { category: string }) => p.category)).toEqual(expect.arrayContaining(['lifestyle']));
    const stored = await t.database.db.select().from(healthActionPlans).where(eq(healthActionPlans.user_id, u.id));
    // A second read does not generate again.
    await call('GET', '/api/profile/action-plans', { cookie: u.cookie });
    expect(await t.database.db.select().from(healthActionPlans).where(eq(healthActionPlans.user_id, u.id))).toHaveLength(stored.length);

    const id = first.plans[0].action_id as string;
    const ticked = await call('PATCH', `/api/profile/action-plans/${id}`, { cookie: u.cookie, body: { completed: true } });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ action_id: id, status: 'completed', completed_at: expect.any(String) });
    const unticked = (await call('PATCH', `/api/profile/action-plans/${id}`, { cookie: u.cookie, body: { completed: false } })).json();
    expect(unticked).toMatchObject({ status: 'pending', completed_at: null });

    // Another user's plan looks like no plan at all.
    const other = await signedInUser(t, 'paid');
    const foreign = await call('PATCH', `/api/profile/action-plans/${id}`, { cookie: other.cookie, body: { completed: true } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('ACTION_NOT_FOUND');
    expect((await call('PATCH', '/api/profile/action-plans/sample-1', { cookie: other.cookie, body: { completed: true } })).statusCode).toBe(404);
    const bad = await call('PATCH', `/api/profile/action-plans/${id}`, { cookie: u.cookie, body: { completed: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });

  it('parallel first reads generate the plans once', async () => {
    const u = await signedInUser(t, 'paid');
    await call('PUT', '/api/profile/sections/lifestyle', { cookie: u.cookie, body: { sleepHours: 5, stressLevel: 9, smokingStatus: 'regular', exerciseFrequency: 'none' } });
    const reads = await Promise.all([1, 2, 3, 4].map(() => call('GET', '/api/profile/action-plans', { cookie: u.cookie })));
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.database.db.select().from(healthActionPlans).where(eq(healthActionPlans.user_id, u.id));
    const keys = rows.map((r) => r.metadata.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('background medication safety analysis', () => {
  it('P2-CALL-21: stores side effects, detailed side effects, warnings and interactions for the saved medications', async () => {
    const u = await signedInUser(t, 'free');
    const res = await call('PUT', '/api/profile/sections/medications', {
      cookie: u.cookie,
      body: {
        current: [
          { id: 'med_1', name: 'Coumadin', dosage: '5 mg', frequency: 'Once daily' },
          { id: 'med_2', name: 'ibuprofen', type: 'Over-the-counter' },
          { id: 'med_3', name: 'Made-up pill' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data_completeness_score).toBe(20);

    const analysis = await runMedicationAnalysis(t.database.db, cabinet(), u.id);
    expect(analysis?.medications).toHaveLength(3);
    const byName = (name: string) => analysis!.medications.find((m) => m.name === name)!;
    const warfarin = byName('Coumadin');
    expect(warfarin).toMatchObject({ name: 'Coumadin', id: 'warfarin' });
    expect(warfarin.sideEffects.length + warfarin.detailedSideEffects.length + warfarin.warnings.length).toBeGreaterThan(0);
    expect(byName('ibuprofen')).toMatchObject({ id: 'ibuprofen' });
    expect(byName('Made-up pill')).toEqual({ name: 'Made-up pill', id: null, sideEffects: [], detailedSideEffects: [], warnings: [] });
    expect(analysis!.interactions).toContainEqual(expect.objectContaining({ severity: 'major' }));

    const [row] = await t.database.db.select().from(unifiedUserProfiles).where(eq(unifiedUserProfiles.user_id, u.id));
    const stored = row?.medications?.analysis as { medications: { id: string | null }[] } | undefined;
    expect(stored?.medications.map((m) => m.id)).toEqual(expect.arrayContaining(['warfarin', 'ibuprofen', null]));
    expect(row?.medications?.lastUpdated).toEqual(expect.any(String));
    expect(row?.medications?.current).toHaveLength(3);
    const results = await t.database.db.select().from(analysisResults).where(eq(analysisResults.user_id, u.id));
    // (The save's own scheduled run may have added a second row by now.)
    expect(results.map((r) => r.analysis_result.analyzedAt)).toContain(analysis!.analyzedAt);

    // A later save keeps the last analysis until the next run replaces it.
    const again = (await call('PUT', '/api/profile/sections/medications', { cookie: u.cookie, body: { current: [{ id: 'med_1', name: 'Coumadin' }] } })).json();
    expect(again.medications.analysis.medications).toHaveLength(3);
  });

  it('does nothing for a user without a profile', async () => {
    const u = await signedInUser(t, 'free');
    expect(await runMedicationAnalysis(t.database.db, cabinet(), u.id)).toBeNull();
  });

  it('P2-SVC-05: the scheduler runs the job after the delay, keeps one pending run per user, and close() cancels', async () => {
    const u = await signedInUser(t, 'free');
    await call('PUT', '/api/profile/sections/medications', { cookie: u.cookie, body: { current: [{ id: 'm1', name: 'Lipitor' }] } });
    const scheduler = createAnalysisScheduler((userId) => runMedicationAnalysis(t.database.db, cabinet(), userId), 20);
    scheduler.schedule(u.id);
    scheduler.schedule(u.id);
    expect(scheduler.pendingCount()).toBe(1);
    await expect.poll(async () => (await t.database.db.select().from(analysisResults).where(eq(analysisResults.user_id, u.id))).length).toBeGreaterThanOrEqual(1);

    scheduler.schedule(u.id);
    scheduler.close();
    expect(scheduler.pendingCount()).toBe(0);
    scheduler.schedule(u.id);
    expect(scheduler.pendingCount()).toBe(0);
  });
});
