// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { useSubscription } from './use-tier';

const session = vi.hoisted(() => ({ current: { user: null as { id: string; email: string } | null, loading: false } }));
vi.mock('./session', () => ({ useSession: () => session.current }));

const paid = { isSubscribed: true, tier: 'wellness_plus', simplifiedTier: 'paid', subscriptionEnd: '2030-01-01T00:00:00.000Z' };

function stubSubscription(reply: () => Response) {
  const fetch = vi.fn(async (_input: string, _init?: RequestInit) => reply());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Probe() {
  const s = useSubscription();
  return <p data-testid="probe">{s.loading ? 'loading' : `${s.simplifiedTier}|${s.tier}|${s.isSubscribed}|${s.subscriptionEnd}|${s.error ? 'error' : 'ok'}`}</p>;
}

beforeEach(() => {
  session.current = { user: { id: 'u1', email: 'sam@example.com' }, loading: false };
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('useSubscription', () => {
  it('P1-SUB-04/05 reads GET /api/subscription for a signed-in user', async () => {
    const fetch = stubSubscription(() => json(paid));
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('paid|wellness_plus|true|2030-01-01T00:00:00.000Z|ok'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/subscription');
  });

  it('P1-SUB-06 asks nothing while signed out and is free', () => {
    session.current = { user: null, loading: false };
    const fetch = stubSubscription(() => json(paid));
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('free|free|false|null|ok');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is loading while the session is', () => {
    session.current = { user: null, loading: true };
    stubSubscription(() => json(paid));
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('loading');
  });

  it('P1-SUB-07 falls back to free when the read fails, and reports the error', async () => {
    stubSubscription(() => json({ error: { code: 'INTERNAL', message: 'x' } }, 400));
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('free|free|false|null|error'));
  });

  it('P1-SUB-06 caches the status: a second reader within 5 minutes asks nothing', async () => {
    const fetch = stubSubscription(() => json(paid));
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toContain('paid'));
    cleanup();
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toContain('paid');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
