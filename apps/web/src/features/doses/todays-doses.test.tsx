// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TodaysDoses } from './todays-doses';
import { DosesTakenChecklist } from './doses-taken-checklist';
import { offlineQueueKey, resetQueueCache } from '../../lib/offline-queue';

const guidance = { advice: 'Take it as soon as you remember. **Do not take a double dose**.', labelSpecific: true, source: { title: 'MedlinePlus: Warfarin', url: 'https://medlineplus.gov/druginfo/meds/a682277.html' } };
const schedule = { id: 's1', medicationId: 'm1', medicineName: 'Warfarin', frequency: 'twice daily', understood: { explanation: 'Twice a day: 08:00, 20:00.', guessed: false }, times: ['08:00', '20:00'], weekdays: [], everyDays: 1, asNeeded: false, timeZone: 'UTC', unitsPerDose: 1, quantityOnHand: 10, refillThresholdDays: 7, supply: { daysLeft: 5, refillSoon: true }, missedDoseGuidance: guidance };
const dose = (time: string, status: string) => ({ scheduleId: 's1', medicineName: 'Warfarin', scheduledFor: `2026-03-10T${time}:00.000Z`, time, status, takenAt: null });

function serve(day: unknown) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ dose: dose('20:00', 'taken'), supply: { daysLeft: 4, refillSoon: true }, quantityOnHand: 9 }));
      }
      if (path.startsWith('/api/doses/day/')) return new Response(JSON.stringify(day));
      if (path.startsWith('/api/doses/schedules')) return new Response(JSON.stringify({ schedules: [schedule] }));
      return new Response('{}', { status: 404 });
    }),
  );
  return posts;
}
const renderIn = (ui: ReactElement) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  resetQueueCache();
});

describe("today's doses", () => {
  it('shows a missed dose with its label guidance and source, and marks a due one taken in one tap', async () => {
    const posts = serve({ date: '2026-03-10', doses: [dose('08:00', 'missed'), dose('20:00', 'due')], asNeeded: [{ scheduleId: 's2', medicineName: 'Ibuprofen', taken: [] }] });
    renderIn(<TodaysDoses date="2026-03-10" />);
    expect(await screen.findByText('Missed')).toBeTruthy();
    expect(await screen.findByText('Do not take a double dose')).toBeTruthy();
    expect(screen.getByRole('link', { name: /MedlinePlus: Warfarin/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Warfarin at 20:00 taken' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ scheduleId: 's1', scheduledFor: '2026-03-10T20:00:00.000Z', status: 'taken' });
    expect(await screen.findByText('Warfarin: taken. Refill soon.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log a dose of Ibuprofen taken now' }));
    await waitFor(() => expect(posts[1]).toMatchObject({ scheduleId: 's2', status: 'taken' }));
  });

  it('says so when there are no doses', async () => {
    serve({ date: '2026-03-10', doses: [], asNeeded: [] });
    renderIn(<TodaysDoses date="2026-03-10" />);
    expect(await screen.findByText(/No doses today/)).toBeTruthy();
  });

  it('the /log checklist ticks a dose taken and unticks it skipped', async () => {
    const posts = serve({ date: '2026-03-10', doses: [dose('08:00', 'taken'), dose('20:00', 'due')], asNeeded: [] });
    renderIn(<DosesTakenChecklist date="2026-03-10" />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false]);
    fireEvent.click(boxes[0]!);
    await waitFor(() => expect(posts[0]).toMatchObject({ status: 'skipped', scheduledFor: '2026-03-10T08:00:00.000Z' }));
  });

  it('keeps a dose marked offline on the device, shows it taken at once, and sends it once back online', async () => {
    const posts = serve({ date: '2026-03-10', doses: [dose('20:00', 'due')], asNeeded: [] });
    renderIn(<DosesTakenChecklist date="2026-03-10" />);
    const box = await screen.findByRole('checkbox', { name: /20:00 Warfarin/ });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(box);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: /20:00 Warfarin/ }) as HTMLInputElement).checked).toBe(true));
    expect(await screen.findByText(/Saved on this device/)).toBeTruthy();
    expect(posts).toHaveLength(0);
    const queued = JSON.parse(localStorage.getItem(offlineQueueKey) ?? '[]') as { body: { clientId: string } }[];
    expect(queued).toHaveLength(1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(posts).toHaveLength(1));
    // The replay carries the client id the server counts once.
    expect(posts[0]).toMatchObject({ scheduleId: 's1', status: 'taken', clientId: queued[0]!.body.clientId });
  });
});
