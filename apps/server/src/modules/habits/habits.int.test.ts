import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '@thrivewell/core/tracking/calendar-days';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';
import { createHabitsService } from './habits.service';

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

const today = utcDay(new Date());
const q = `?today=${today}`;
const create = (cookie: string, body: unknown) => json(t.app, 'POST', '/api/habits', { cookie, body });
const tap = (cookie: string, id: string, body: unknown) => json(t.app, 'POST', `/api/habits/${id}/checkins${q}`, { cookie, body });
const started = addDays(today, -10);

describe('habits', () => {
  it('needs a session', async () => {
    expect((await json(t.app, 'GET', '/api/habits')).statusCode).toBe(401);
    expect((await create('', { name: 'Walk' })).statusCode).toBe(401);
  });

  it('creates a daily habit and checks in with one tap, the same however often', async () => {
    const res = await create(alice.cookie, { name: 'Evening walk', startedOn: started });
    expect(res.statusCode).toBe(201);
    const habit = res.json();
    expect(habit).toMatchObject({ name: 'Evening walk', kind: 'check', schedule: { kind: 'daily' }, skipBudget: 2, dueToday: true, startedOn: started });
    for (const d of [3, 2, 1]) expect((await tap(alice.cookie, habit.id, { localDate: addDays(today, -d) })).statusCode).toBe(200);
    const once = (await tap(alice.cookie, habit.id, { localDate: today, status: 'done' })).json();
    const twice = (await tap(alice.cookie, habit.id, { localDate: today, status: 'done' })).json();
    expect(once.stats).toMatchObject({ currentStreak: 4, doneToday: true });
    expect(twice.stats).toEqual(once.stats);
    expect(twice.dueToday).toBe(false);
    expect(twice.history.at(-1)).toEqual({ date: today, state: 'done', value: 1 });
  });

  it('undo takes the day back; a skip freezes the streak and uses the budget', async () => {
    const habit = (await json(t.app, 'GET', `/api/habits${q}`, { cookie: alice.cookie })).json().habits[0];
    const undone = await json(t.app, 'DELETE', `/api/habits/${habit.id}/checkins/${today}${q}`, { cookie: alice.cookie });
    expect(undone.json().stats).toMatchObject({ currentStreak: 3, doneToday: false });
    const skipped = (await tap(alice.cookie, habit.id, { localDate: today, status: 'skipped' })).json();
    expect(skipped.stats).toMatchObject({ currentStreak: 3, skippedToday: true });
    expect(skipped.stats.skipsLeftThisMonth).toBeLessThan(2);
  });

  it('measurable habits add to the day and are done at the target', async () => {
    const water = (await create(alice.cookie, { name: 'Water', kind: 'measurable', target: 8, unit: 'glasses', startedOn: today })).json();
    let view = (await tap(alice.cookie, water.id, { localDate: today, value: 5 })).json();
    expect(view.stats).toMatchObject({ todayValue: 5, doneToday: false });
    view = (await tap(alice.cookie, water.id, { localDate: today, value: -1 })).json();
    expect(view.stats.todayValue).toBe(4);
    view = (await tap(alice.cookie, water.id, { localDate: today, total: 8 })).json();
    expect(view.stats).toMatchObject({ todayValue: 8, doneToday: true });
    expect((await create(alice.cookie, { name: 'Steps', kind: 'measurable' })).json().error.field).toBe('target');
  });

  it('weekday schedules, pause and resume, archive and order', async () => {
    const other = addDays(today, 3);
    const days = [new Date(`${other}T00:00:00Z`).getUTCDay()];
    const gym = (await create(alice.cookie, { name: 'Gym', schedule: { kind: 'weekdays', days }, startedOn: today })).json();
    expect(gym.dueToday).toBe(false);
    const paused = (await json(t.app, 'POST', `/api/habits/${gym.id}/pause${q}`, { cookie: alice.cookie, body: { from: today } })).json();
    expect(paused.pauses).toEqual([{ from: today, to: null }]);
    expect(paused.stats.pausedToday).toBe(true);
    // A replay of the same pause (the offline queue) adds nothing.
    const replayed = (await json(t.app, 'POST', `/api/habits/${gym.id}/pause${q}`, { cookie: alice.cookie, body: { from: today } })).json();
    expect(replayed.pauses).toEqual([{ from: today, to: null }]);
    const resumed = (await json(t.app, 'POST', `/api/habits/${gym.id}/resume${q}`, { cookie: alice.cookie, body: { localDate: today } })).json();
    expect(resumed.pauses).toEqual([]);
    const list = (await json(t.app, 'GET', `/api/habits${q}`, { cookie: alice.cookie })).json().habits;
    const reversed = list.map((h: { id: string }) => h.id).reverse();
    const ordered = (await json(t.app, 'PUT', `/api/habits/order${q}`, { cookie: alice.cookie, body: { ids: reversed } })).json();
    expect(ordered.habits.map((h: { id: string }) => h.id)).toEqual(reversed);
    const archived = (await json(t.app, 'PATCH', `/api/habits/${gym.id}`, { cookie: alice.cookie, body: { archived: true } })).json();
    expect(archived.archived).toBe(true);
    const active = (await json(t.app, 'GET', `/api/habits${q}`, { cookie: alice.cookie })).json().habits.map((h: { id: string }) => h.id);
    expect(active).not.toContain(gym.id);
    expect((await json(t.app, 'GET', `/api/habits${q}&archived=true`, { cookie: alice.cookie })).json().habits[0].id).toBe(gym.id);
    const renamed = (await json(t.app, 'PATCH', `/api/habits/${gym.id}`, { cookie: alice.cookie, body: { name: 'Gym session', archived: false } })).json();
    expect(renamed).toMatchObject({ name: 'Gym session', archived: false });
  });

  it('rejects bad input with 400 and a field, and keeps what was saved', async () => {
    const habit = (await json(t.app, 'GET', `/api/habits${q}`, { cookie: alice.cookie })).json().habits[0];
    const cases: [string, 'POST' | 'PATCH' | 'PUT', unknown, string | undefined][] = [
      ['/api/habits', 'POST', { name: 'x'.repeat(10_000) }, 'name'],
      ['/api/habits', 'POST', { name: '' }, 'name'],
      ['/api/habits', 'POST', { name: 'Walk', schedule: { kind: 'weekdays', days: [9] } }, 'schedule.days.0'],
      ['/api/habits', 'POST', { name: 'Walk', schedule: { kind: 'times_per_week', times: 8 } }, 'schedule.times'],
      ['/api/habits', 'POST', { name: 'Walk', skipBudget: 99 }, 'skipBudget'],
      ['/api/habits', 'POST', { name: 'Walk', startedOn: '1899-12-31' }, 'startedOn'],
      [`/api/habits/${habit.id}/checkins`, 'POST', { localDate: '2999-01-01' }, 'localDate'],
      [`/api/habits/${habit.id}/checkins`, 'POST', { localDate: '1899-01-01' }, 'localDate'],
      [`/api/habits/${habit.id}/checkins`, 'POST', { localDate: '2024-02-30' }, 'localDate'],
      [`/api/habits/${habit.id}/checkins`, 'POST', { localDate: today, status: 'maybe' }, 'status'],
      [`/api/habits/${habit.id}/pause`, 'POST', { from: today, to: addDays(today, -2) }, 'to'],
      [`/api/habits/${habit.id}`, 'PATCH', {}, undefined],
      ['/api/habits/order', 'PUT', { ids: ['not-a-uuid'] }, 'ids.0'],
    ];
    for (const [url, method, body, field] of cases) {
      const res = await json(t.app, method, url, { cookie: alice.cookie, body });
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    const malformed = await json(t.app, 'POST', '/api/habits', { cookie: alice.cookie, raw: '{"name": "Walk",' });
    expect(malformed.statusCode).toBe(400);
    expect((await json(t.app, 'GET', '/api/habits?today=2999-01-01', { cookie: alice.cookie })).json().error.field).toBe('today');
    expect((await json(t.app, 'POST', '/api/habits/not-a-uuid/checkins', { cookie: alice.cookie, body: { localDate: today } })).statusCode).toBe(400);
    const after = (await json(t.app, 'GET', `/api/habits${q}`, { cookie: alice.cookie })).json().habits[0];
    expect(after.stats).toEqual(habit.stats);
  });

  it("never shows or changes another person's habits", async () => {
    const habit = (await json(t.app, 'GET', `/api/habits${q}`, { cookie: alice.cookie })).json().habits[0];
    expect((await json(t.app, 'GET', `/api/habits${q}`, { cookie: bob.cookie })).json().habits).toEqual([]);
    expect((await tap(bob.cookie, habit.id, { localDate: today })).statusCode).toBe(404);
    expect((await json(t.app, 'PATCH', `/api/habits/${habit.id}`, { cookie: bob.cookie, body: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await json(t.app, 'DELETE', `/api/habits/${habit.id}/checkins/${today}`, { cookie: bob.cookie })).statusCode).toBe(404);
    expect((await json(t.app, 'POST', `/api/habits/${habit.id}/pause`, { cookie: bob.cookie, body: { from: today } })).statusCode).toBe(404);
    expect((await json(t.app, 'PUT', '/api/habits/order', { cookie: bob.cookie, body: { ids: [habit.id] } })).statusCode).toBe(404);
    expect((await json(t.app, 'GET', `/api/habits${q}`, { cookie: alice.cookie })).json().habits[0].name).toBe(habit.name);
  });

  it('answers dailySeries and dueToday for the other modules', async () => {
    const service = createHabitsService({ db: t.database.db });
    const series = await service.dailySeries(alice.id, addDays(today, -5), today);
    const walk = series.find((s) => s.label === 'Evening walk')!;
    expect(walk).toMatchObject({ kind: 'binary', fill: 'skip', role: 'factor' });
    // Three days done before today; today was skipped, so it is absent; the days before were missed.
    expect(walk.values).toEqual({ [addDays(today, -5)]: 0, [addDays(today, -4)]: 0, [addDays(today, -3)]: 1, [addDays(today, -2)]: 1, [addDays(today, -1)]: 1 });
    expect(series.find((s) => s.label === 'Water')).toMatchObject({ kind: 'count', unit: 'glasses', values: { [today]: 8 } });
    const due = await service.dueToday(alice.id, today);
    expect(due.map((h) => h.name)).not.toContain('Evening walk');
    expect(await service.dueToday(bob.id, today)).toEqual([]);
  });
});
