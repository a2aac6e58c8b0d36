// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineQueueKey, resetQueueCache } from '../../lib/offline-queue';
import type { HabitView } from './habits-api';
import { HabitsCheckIn } from './habits-check-in';
import { scheduleText, streakText } from './habit-schedule';

const stats = { unit: 'days' as const, currentStreak: 2, bestStreak: 5, completionRate: 0.5, doneToday: false, todayValue: 0, skippedToday: false, pausedToday: false, skipsLeftThisMonth: 2 };
const habit = (o: Partial<HabitView> = {}): HabitView => ({ id: 'h1', name: 'Evening walk', kind: 'check', target: null, unit: null, schedule: { kind: 'daily' }, skipBudget: 2, pauses: [], sortOrder: 0, archived: false, startedOn: '2026-11-01', dueToday: true, stats, history: [], ...o });

function serve(habits: HabitView[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init.method ?? 'GET', path, body });
    if ((init.method ?? 'GET') === 'GET') return new Response(JSON.stringify({ today: '2026-11-27', habits }));
    const h = habits[0]!;
    const { value, total } = body as { value?: number; total?: number };
    const todayValue = total ?? h.stats.todayValue + (value ?? 1);
    return new Response(JSON.stringify({ ...h, dueToday: h.kind === 'measurable', stats: { ...h.stats, doneToday: h.kind === 'check', todayValue, currentStreak: 3 } }));
  }));
  return calls;
}
const renderIn = () => render(<QueryClientProvider client={new QueryClient()}><MemoryRouter><HabitsCheckIn /></MemoryRouter></QueryClientProvider>);
afterEach(() => { cleanup(); vi.unstubAllGlobals(); vi.restoreAllMocks(); localStorage.clear(); resetQueueCache(); });

describe('HabitsCheckIn', () => {
  it('checks a habit in with one tap; the toggle keeps its name and reports its state', async () => {
    const calls = serve([habit()]);
    renderIn();
    const toggle = await screen.findByRole('button', { name: 'Done today: Evening walk' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done today: Evening walk' }).getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: expect.stringMatching(/^\/api\/habits\/h1\/checkins\?today=/), body: { status: 'done' } });
  });

  it('counts up a measurable habit with its text', async () => {
    const calls = serve([habit({ kind: 'measurable', name: 'Water', target: 8, unit: 'glasses' })]);
    renderIn();
    expect(await screen.findByText('0 of 8 glasses')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'One more: Water' }));
    await waitFor(() => expect(screen.getByText('1 of 8 glasses')).toBeTruthy());
    // The step goes as the day's new total, so a replay from the offline queue counts once.
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ status: 'done', total: 1 });
  });

  it('keeps a tap made offline on the device, shows it at once and sends it when back online', async () => {
    const calls = serve([habit()]);
    renderIn();
    const toggle = await screen.findByRole('button', { name: 'Done today: Evening walk' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done today: Evening walk' }).getAttribute('aria-pressed')).toBe('true'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(offlineQueueKey) ?? '[]')).toMatchObject([{ method: 'POST', body: { status: 'done' } }]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(offlineQueueKey)).toBeNull());
  });

  it('undoes a check-in offline: shown at once, and a tap then undone offline sends only the undo', async () => {
    const calls = serve([habit({ dueToday: false, stats: { ...stats, doneToday: true, todayValue: 1 } })]);
    renderIn();
    const toggle = await screen.findByRole('button', { name: 'Done today: Evening walk' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done today: Evening walk' }).getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Done today: Evening walk' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done today: Evening walk' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Done today: Evening walk' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done today: Evening walk' }).getAttribute('aria-pressed')).toBe('false'));
    // The day's last change wins: one undo waits, nothing was sent.
    expect(JSON.parse(localStorage.getItem(offlineQueueKey) ?? '[]')).toMatchObject([{ method: 'DELETE', path: expect.stringMatching(/^\/api\/habits\/h1\/checkins\/\d{4}-\d{2}-\d{2}\?today=/) }]);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(offlineQueueKey)).toBeNull());
  });

  it('says so when nothing is due', async () => {
    serve([habit({ dueToday: false })]);
    renderIn();
    expect(await screen.findByText(/Nothing due today/)).toBeTruthy();
  });
});

describe('habit wording', () => {
  it('names schedules and streaks kindly', () => {
    expect(scheduleText({ kind: 'weekdays', days: [1, 3, 5] })).toBe('Mon, Wed, Fri');
    expect(scheduleText({ kind: 'times_per_week', times: 3 })).toBe('3 times a week');
    expect(streakText(habit({ stats: { ...stats, currentStreak: 0 } }))).toBe('A fresh start today');
    expect(streakText(habit({ stats: { ...stats, unit: 'weeks', currentStreak: 2 } }))).toBe('2-week streak');
  });
});
