import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '@thrivewell/core/tracking/calendar-days';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';
import { createGoalsService } from './goals.service';

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
beforeAll(async () => {
  t = await startTestApp();
  alice = await signedInUser(t, 'free');
  bob = await signedInUser(t, 'paid');
});
afterAll(async () => {
  await t?.close();
});

const today = utcDay(new Date());
const measure = (cookie: string, body: unknown) => json(t.app, 'POST', '/api/measurements', { cookie, body });

describe('goals from the profile', () => {
  it('offers the profile targets and tracks each once', async () => {
    expect((await json(t.app, 'GET', '/api/goals', { cookie: alice.cookie })).json()).toEqual({ goals: [], suggestions: [] });
    const saved = await json(t.app, 'PUT', '/api/profile/sections/healthGoals', {
      cookie: alice.cookie,
      body: { primary: ['Lose weight', 'Better sleep', 'Improve fitness'], specificTargets: { targetWeight: 70, weightUnit: 'kg', sleepTarget: 8, fitnessTarget: 'Run a 5k' } },
    });
    expect(saved.statusCode).toBe(200);
    const offered = (await json(t.app, 'GET', '/api/goals', { cookie: alice.cookie })).json().suggestions;
    expect(offered.map((s: { title: string }) => s.title)).toEqual(['Reach 70 kg', 'Sleep 8 hours a night', 'Run a 5k']);
    await measure(alice.cookie, { metric: 'weight', value: 80, localDate: addDays(today, -14) });
    const keys = ['healthGoals.specificTargets.targetWeight', 'healthGoals.specificTargets.fitnessTarget'];
    const created = await json(t.app, 'POST', '/api/goals/from-profile', { cookie: alice.cookie, body: { keys } });
    expect(created.statusCode).toBe(201);
    expect(created.json().goals).toHaveLength(2);
    expect(created.json().goals[0]).toMatchObject({ title: 'Reach 70 kg', metric: 'weight', target: 70, unit: 'kg', direction: 'decrease', progress: { start: 80, latest: 80, percent: 0 } });
    expect(created.json().suggestions.map((s: { key: string }) => s.key)).toEqual(['healthGoals.specificTargets.sleepTarget']);
    // Asking again creates nothing new.
    const again = (await json(t.app, 'POST', '/api/goals/from-profile', { cookie: alice.cookie, body: { keys } })).json();
    expect(again.goals).toHaveLength(2);
    const missing = await json(t.app, 'POST', '/api/goals/from-profile', { cookie: bob.cookie, body: { keys } });
    expect(missing.json().error.field).toBe('keys');
  });

  it('tracks progress from readings, in the goal’s unit, and earns the goal once reached', async () => {
    await measure(alice.cookie, { metric: 'weight', value: 165.3, unit: 'lbs', localDate: addDays(today, -7) });
    const goal = (await json(t.app, 'GET', '/api/goals', { cookie: alice.cookie })).json().goals[0];
    expect(goal.progress.latest).toBeCloseTo(74.98, 1);
    expect(goal.progress).toMatchObject({ percent: 50, trend: 'toward', reached: false });
    await measure(alice.cookie, { metric: 'weight', value: 69.5, localDate: today });
    const list = (await json(t.app, 'GET', `/api/achievements?today=${today}`, { cookie: alice.cookie })).json();
    expect(list.earned.map((e: { key: string }) => e.key)).toContain(`goal-reached:${goal.id}`);
    expect(list.earned.find((e: { key: string }) => e.key === `goal-reached:${goal.id}`).title).toBe('Goal reached: Reach 70 kg');
    const first = list.earned.find((e: { key: string }) => e.key === `goal-reached:${goal.id}`).earnedAt;
    const later = (await json(t.app, 'GET', '/api/achievements', { cookie: alice.cookie })).json();
    expect(later.earned.filter((e: { key: string }) => e.key === `goal-reached:${goal.id}`)).toEqual([expect.objectContaining({ earnedAt: first })]);
  });

  it('a goal in words is marked reached by the person', async () => {
    const goal = (await json(t.app, 'GET', '/api/goals', { cookie: alice.cookie })).json().goals[1];
    const done = (await json(t.app, 'PATCH', `/api/goals/${goal.id}`, { cookie: alice.cookie, body: { achieved: true } })).json();
    expect(done.progress.reached).toBe(true);
    expect(done.achievedAt).not.toBeNull();
  });
});

describe('custom goals and readings', () => {
  it('creates a custom goal, logs blood pressure as two readings, and repeats a clientId safely', async () => {
    const goal = await json(t.app, 'POST', '/api/goals', { cookie: bob.cookie, body: { title: '10,000 steps', metric: 'steps', target: 10000, direction: 'increase', dueDate: addDays(today, 30) } });
    expect(goal.statusCode).toBe(201);
    expect(goal.json()).toMatchObject({ unit: 'steps', progress: { latest: null, percent: null } });
    const bp = await measure(bob.cookie, { metric: 'blood_pressure', systolic: 120, diastolic: 80, localDate: today, clientId: 'c-1' });
    expect(bp.statusCode).toBe(201);
    expect(bp.json().saved.map((m: { metric: string; value: number }) => [m.metric, m.value])).toEqual([
      ['bp_systolic', 120],
      ['bp_diastolic', 80],
    ]);
    const repeat = await measure(bob.cookie, { metric: 'blood_pressure', systolic: 120, diastolic: 80, localDate: today, clientId: 'c-1' });
    expect(repeat.json().saved.map((m: { id: string }) => m.id)).toEqual(bp.json().saved.map((m: { id: string }) => m.id));
    await measure(bob.cookie, { metric: 'steps', value: 4000, localDate: today });
    await measure(bob.cookie, { metric: 'steps', value: 6500, localDate: today });
    const list = (await json(t.app, 'GET', '/api/measurements?metric=steps', { cookie: bob.cookie })).json().measurements;
    expect(list).toHaveLength(2);
    const series = await createGoalsService({ db: t.database.db }).dailySeries(bob.id, addDays(today, -1), today);
    expect(series.find((s) => s.key === 'steps')).toMatchObject({ kind: 'measure', fill: 'skip', values: { [today]: 6500 } });
    expect(series.find((s) => s.key === 'bp_systolic')?.values).toEqual({ [today]: 120 });
    expect((await json(t.app, 'DELETE', `/api/measurements/${list[0].id}`, { cookie: bob.cookie })).statusCode).toBe(204);
    expect((await json(t.app, 'GET', '/api/measurements?metric=steps', { cookie: bob.cookie })).json().measurements).toHaveLength(1);
  });

  it('rejects bad input with 400 and a field, never a 5xx', async () => {
    const cases: [string, unknown, string | undefined][] = [
      ['/api/measurements', { metric: 'weight', value: 19, localDate: today }, 'value'],
      ['/api/measurements', { metric: 'weight', value: 900, unit: 'lbs', localDate: today }, 'value'],
      ['/api/measurements', { metric: 'blood_pressure', systolic: 300, diastolic: 80, localDate: today }, 'systolic'],
      ['/api/measurements', { metric: 'blood_pressure', systolic: 120, diastolic: 20, localDate: today }, 'diastolic'],
      ['/api/measurements', { metric: 'blood_pressure', systolic: 90, diastolic: 100, localDate: today }, 'diastolic'],
      ['/api/measurements', { metric: 'steps', value: 5000, localDate: '2999-01-01' }, 'localDate'],
      ['/api/measurements', { metric: 'steps', value: 5000, localDate: '1899-12-31' }, 'localDate'],
      ['/api/measurements', { metric: 'steps', value: 5000, localDate: today, note: 'x'.repeat(10_000) }, 'note'],
      ['/api/measurements', { metric: 'steps', value: 5000, localDate: today, recordedAt: '2999-01-01T00:00:00Z' }, 'recordedAt'],
      ['/api/measurements', { metric: 'cholesterol', value: 5, localDate: today }, undefined],
      ['/api/goals', { title: 'x'.repeat(10_000) }, 'title'],
      ['/api/goals', { title: 'Weight', metric: 'weight', direction: 'decrease' }, 'target'],
      ['/api/goals', { title: 'Weight', metric: 'weight', target: 5, direction: 'decrease' }, 'target'],
      ['/api/goals', { title: 'Weight', metric: 'weight', target: 70 }, 'direction'],
      ['/api/goals', { title: 'Walk', dueDate: '1850-01-01' }, 'dueDate'],
    ];
    for (const [url, body, field] of cases) {
      const res = await json(t.app, 'POST', url, { cookie: bob.cookie, body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    expect((await json(t.app, 'POST', '/api/measurements', { cookie: bob.cookie, raw: '{"metric":' })).statusCode).toBe(400);
    expect((await json(t.app, 'PATCH', '/api/goals/not-a-uuid', { cookie: bob.cookie, body: { title: 'x' } })).statusCode).toBe(400);
    expect((await json(t.app, 'GET', '/api/measurements?from=2024-99-01', { cookie: bob.cookie })).json().error.field).toBe('from');
  });

  it("never shows or changes another person's goals or readings", async () => {
    const aliceGoal = (await json(t.app, 'GET', '/api/goals', { cookie: alice.cookie })).json().goals[0];
    const aliceReading = (await json(t.app, 'GET', '/api/measurements', { cookie: alice.cookie })).json().measurements[0];
    expect((await json(t.app, 'GET', '/api/goals', { cookie: bob.cookie })).json().goals.map((g: { id: string }) => g.id)).not.toContain(aliceGoal.id);
    expect((await json(t.app, 'GET', '/api/measurements', { cookie: bob.cookie })).json().measurements.map((m: { id: string }) => m.id)).not.toContain(aliceReading.id);
    expect((await json(t.app, 'PATCH', `/api/goals/${aliceGoal.id}`, { cookie: bob.cookie, body: { title: 'Mine' } })).statusCode).toBe(404);
    expect((await json(t.app, 'DELETE', `/api/measurements/${aliceReading.id}`, { cookie: bob.cookie })).statusCode).toBe(404);
    expect((await json(t.app, 'GET', '/api/achievements', { cookie: bob.cookie })).json().earned.map((e: { key: string }) => e.key)).not.toContain(`goal-reached:${aliceGoal.id}`);
  });

  it('needs a session', async () => {
    for (const url of ['/api/goals', '/api/measurements', '/api/achievements']) expect((await json(t.app, 'GET', url)).statusCode).toBe(401);
  });
});

describe('achievements from habits', () => {
  it('earns streak milestones after check-ins, worded kindly, with the next one ahead', async () => {
    const habit = (await json(t.app, 'POST', '/api/habits', { cookie: bob.cookie, body: { name: 'Evening walk', startedOn: addDays(today, -10) } })).json();
    for (let d = 2; d >= 0; d--) await json(t.app, 'POST', `/api/habits/${habit.id}/checkins?today=${today}`, { cookie: bob.cookie, body: { localDate: addDays(today, -d) } });
    const list = (await json(t.app, 'GET', `/api/achievements?today=${today}`, { cookie: bob.cookie })).json();
    expect(list.earned.map((e: { title: string }) => e.title)).toContain('3 days of your evening walk');
    expect(list.next).toContainEqual(expect.objectContaining({ key: `habit-streak-7:${habit.id}`, progress: '3 of 7 days' }));
  });
});
