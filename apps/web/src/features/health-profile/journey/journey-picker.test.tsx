// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../lib/toast-store';
import { Toaster } from '../../../ui/toaster';
import { JourneyPicker } from './journey-picker';

type Answer = { status?: number; body?: unknown; wait?: Promise<void> };
function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const a = routes[key]?.(body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (a.wait) await a.wait;
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

/** The journey endpoint with a saved level that PUT changes. */
function journeyServer(initial: string | null, put: (body: unknown) => Answer = (body) => ({ body })) {
  let level = initial;
  return serve({
    'GET /api/profile/journey': () => ({ body: { level } }),
    'PUT /api/profile/journey': (body) => {
      const a = put(body);
      if ((a.status ?? 200) < 400) level = (body as { level: string }).level;
      return a;
    },
  });
}

function renderPicker(props: Parameters<typeof JourneyPicker>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ProfileTestProviders client={client}>
      <MemoryRouter>
        <JourneyPicker {...props} />
      </MemoryRouter>
      <div data-testid="toasts">
        <Toaster />
      </div>
    </ProfileTestProviders>,
  );
}
const slider = () => screen.getByRole('slider', { name: 'Journey level' }) as HTMLInputElement;
const move = (to: number) => fireEvent.change(slider(), { target: { value: String(to) } });
const toastText = () => screen.getByTestId('toasts').textContent ?? '';
const saveButton = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('JourneyPicker', () => {
  it('titles: P2-JRN-02 during onboarding, P2-JRN-03 otherwise', async () => {
    journeyServer(null);
    renderPicker({ duringOnboarding: true });
    expect(screen.getByRole('heading', { name: 'Choose Your Health Journey' })).toBeTruthy();
    cleanup();
    renderPicker({ duringOnboarding: false });
    expect(screen.getByRole('heading', { name: 'Update Your Health Journey' })).toBeTruthy();
    expect(await screen.findByRole('slider')).toBeTruthy();
  });

  it('a three-position slider over the levels with each config: P2-JRN-01 P2-JRN-06 P2-JRN-08 P2-JRN-09 P2-JRN-10', async () => {
    journeyServer(null);
    renderPicker({ duringOnboarding: true });
    await screen.findByRole('slider');
    expect([slider().min, slider().max, slider().step]).toEqual(['0', '2', '1']);

    move(0);
    expect(slider().getAttribute('aria-valuetext')).toBe('Maintain & Monitor');
    expect(screen.getByText('5–10 min/week')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Engagement' }).getAttribute('aria-valuenow')).toBe('33');

    move(2); // straight to the top and back down: freely switchable
    expect(slider().getAttribute('aria-valuetext')).toBe('Transform & Thrive');
    expect(screen.getByText('30+ min/week')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Engagement' }).getAttribute('aria-valuenow')).toBe('100');

    move(1);
    expect(slider().getAttribute('aria-valuetext')).toBe('Improve & Optimize');
    expect(screen.getByText('15–20 min/week')).toBeTruthy();
    expect(screen.getByText('66%')).toBeTruthy();
    expect(screen.getByText('Personal action plan')).toBeTruthy();
  });

  it('button labels and the disabled current level: P2-JRN-04 P2-JRN-05', async () => {
    journeyServer('improve');
    renderPicker({ duringOnboarding: false });
    await screen.findByRole('slider');
    expect(slider().getAttribute('aria-valuetext')).toBe('Improve & Optimize');
    expect(saveButton('Current Selection').disabled).toBe(true);
    move(2);
    expect(saveButton('Update Journey').disabled).toBe(false);
    move(1);
    expect(saveButton('Current Selection').disabled).toBe(true);
    cleanup();

    journeyServer(null);
    renderPicker({ duringOnboarding: false });
    await screen.findByRole('slider');
    expect(saveButton('Start My Journey').disabled).toBe(false);
  });

  it('saves the level, one save at a time, and says so: P2-JRN-07 P2-JRN-12 P2-JRN-13', async () => {
    let release: () => void = () => undefined;
    const wait = new Promise<void>((r) => (release = r));
    const calls = journeyServer('maintain', (body) => ({ body, wait }));
    const onSaved = vi.fn();
    renderPicker({ duringOnboarding: false, onSaved });
    await screen.findByRole('slider');
    move(2);
    fireEvent.click(saveButton('Update Journey'));
    fireEvent.click(screen.getByRole('button', { name: /Update Journey|Saving/ }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(saveButton('Saving...').disabled).toBe(true);
    release();
    await waitFor(() => expect(toastText()).toContain('Health journey updated!'));
    expect(toastText()).toContain("You're now on the Transform & Thrive path.");
    expect(calls.filter((c) => c.key === 'PUT /api/profile/journey')).toEqual([{ key: 'PUT /api/profile/journey', body: { level: 'transform' } }]);
    expect(onSaved).toHaveBeenCalledWith('transform');
    await waitFor(() => expect(saveButton('Current Selection').disabled).toBe(true));
  });

  it('a failed save: P2-JRN-14', async () => {
    journeyServer(null, () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }));
    const onSaved = vi.fn();
    renderPicker({ duringOnboarding: true, onSaved });
    await screen.findByRole('slider');
    fireEvent.click(saveButton('Start My Journey'));
    await waitFor(() => expect(toastText()).toContain('Failed to update journey preference'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(saveButton('Start My Journey').disabled).toBe(false);
  });

  it('a failed load still lets the user choose', async () => {
    serve({ 'GET /api/profile/journey': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }) });
    renderPicker({ duringOnboarding: true });
    expect(await screen.findByText('We could not load your current journey. You can still choose one.')).toBeTruthy();
    expect(saveButton('Start My Journey')).toBeTruthy();
  });
});
