// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineQueueKey, resetQueueCache } from '../../lib/offline-queue';
import type { DoseSchedule } from './doses-api';
import { ScheduleEditor } from './schedule-editor';

const schedule: DoseSchedule = {
  id: 's1', medicationId: 'm1', medicineName: 'Methotrexate', frequency: 'every other day', understood: { explanation: 'Every 2 days at 08:00.', guessed: false },
  times: ['08:00'], weekdays: [], everyDays: 2, asNeeded: false, timeZone: 'UTC', unitsPerDose: 1, quantityOnHand: null, refillThresholdDays: 7,
  supply: { daysLeft: null, refillSoon: false }, missedDoseGuidance: { advice: 'Ask your pharmacist.', labelSpecific: false, source: { title: 'MedlinePlus', url: 'https://medlineplus.gov' } },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  resetQueueCache();
});

describe('the dose schedule editor', () => {
  it('keeps an edit made offline on the device (the last edit wins) and sends it once back online', async () => {
    const puts: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_path: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') puts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(init.method === 'PUT' ? schedule : { schedules: [schedule] }));
    }));
    render(<QueryClientProvider client={new QueryClient()}><ScheduleEditor schedule={schedule} /></QueryClientProvider>);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.change(screen.getByLabelText('Dose time 1'), { target: { value: '21:00' } });
    fireEvent.click(screen.getByRole('button', { name: /save schedule/i }));
    expect(await screen.findByText('Saved on this device — will sync when you are back online.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Dose time 1'), { target: { value: '22:00' } });
    fireEvent.click(screen.getByRole('button', { name: /save schedule/i }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(offlineQueueKey) ?? '[]')).toMatchObject([{ method: 'PUT', path: '/api/doses/schedules/s1', body: { times: ['22:00'], everyDays: 2 } }]));
    expect(puts).toHaveLength(0);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ times: ['22:00'] });
    await waitFor(() => expect(localStorage.getItem(offlineQueueKey)).toBeNull());
  });
});
