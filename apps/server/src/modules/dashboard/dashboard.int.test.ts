import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema } from '@thrivewell/core/contracts/dashboard';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
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
const call = (method: Method, url: string, o: { cookie?: string; body?: unknown } = {}) => json(t.app, method, url, o);
const dashboard = (cookie?: string) => call('GET', '/api/dashboard', { cookie });

describe('GET /api/dashboard: access', () => {
  it('answers 401 with the profile sign-in message when signed out', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(profileMessages.authRequired);
  });

  it('answers 401 to a malformed or forged session cookie', async () => {
    for (const cookie of ['better-auth.session_token=forged.value', 'better-auth.session_token=%%%', 'garbage']) {
      const res = await dashboard(cookie);
      expect(res.statusCode).toBe(401);
    }
  });

  it('is never cached', async () => {
    const u = await signedInUser(t, 'free');
    expect((await dashboard(u.cookie)).headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/dashboard: what the first screen reads, in one answer', () => {
  it('a new user: no profile yet, onboarding not complete, no analysis', async () => {
    const u = await signedInUser(t, 'free');
    const res = await dashboard(u.cookie);
    expect(res.statusCode).toBe(200);
    const body = dashboardResponseSchema.parse(res.json());
    expect(body.profile).toBeNull();
    expect(body.status).toMatchObject({ hasProfile: false, isNewUser: true, onboardingComplete: false, resumeStep: 0 });
    expect(body.analysis).toMatchObject({ analysis_result: null, created_at: null, demoDataViolation: false });
    expect(body.freshness.items).toEqual([]);
  });

  it('each part equals its own endpoint’s answer (status, profile, analysis)', async () => {
    const u = await signedInUser(t, 'free');
    const sections = {
      personalInfo: { age: 41, gender: 'male', weight: 82, height: 180 },
      medicalHistory: { currentConditions: ['Asthma'], allergies: ['Pollen'] },
      lifestyle: { exerciseFrequency: '3-4-times', sleepHours: 7 },
    };
    expect((await call('PUT', '/api/profile/sections', { cookie: u.cookie, body: sections })).statusCode).toBe(200);
    expect((await call('POST', '/api/profile/complete', { cookie: u.cookie })).statusCode).toBe(200);

    const body = dashboardResponseSchema.parse((await dashboard(u.cookie)).json());
    const [status, profile, analysis] = await Promise.all(
      ['/api/profile/status', '/api/profile', '/api/profile/analysis'].map(async (url) => (await call('GET', url, { cookie: u.cookie })).json()),
    );
    expect(body.status).toEqual(status);
    expect(body.profile).toEqual(profile);
    expect(body.analysis).toEqual(analysis);
    expect(body.status.onboardingComplete).toBe(true);
    expect(body.profile).toMatchObject({ user_id: u.id, onboarding_completed: true, personal_info: expect.objectContaining({ age: 41 }) });
  });

  it('holds only the session user’s data (another user sees their own, empty dashboard)', async () => {
    const ann = await signedInUser(t, 'free');
    const bob = await signedInUser(t, 'paid');
    await call('PUT', '/api/profile/sections', { cookie: ann.cookie, body: { personalInfo: { age: 63, gender: 'female', weight: 60, height: 160 } } });

    const annDash = dashboardResponseSchema.parse((await dashboard(ann.cookie)).json());
    const bobDash = dashboardResponseSchema.parse((await dashboard(bob.cookie)).json());
    expect(annDash.profile?.user_id).toBe(ann.id);
    expect(bobDash.profile).toBeNull();
    expect(bobDash.status).toMatchObject({ hasProfile: false, completenessScore: 0 });
    expect(JSON.stringify(bobDash)).not.toContain(ann.id);
  });
});
