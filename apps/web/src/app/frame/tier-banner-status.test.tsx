// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { TierBanner } from './tier-banner';

// The banner with a signed-in user's real subscription status (P1-SUB-02/03 via useTier).
vi.mock('../../lib/session', () => ({ useSession: () => ({ user: { id: 'u1', email: 'sam@example.com' }, loading: false }) }));

const paid = { isSubscribed: true, tier: 'wellness_plus', simplifiedTier: 'paid', subscriptionEnd: '2030-01-01T00:00:00.000Z' };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const stubSubscription = (reply: () => Response) => vi.stubGlobal('fetch', vi.fn(async () => reply()));

beforeEach(() => queryClient.clear());
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('tier banner with the real status', () => {
  it('P1-FRAME-02 a paid user sees the Wellness Pro plan (its one public name) and no Upgrade link', async () => {
    stubSubscription(() => json(paid));
    render(
      <MemoryRouter>
        <TierBanner />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Wellness Pro plan')).toBeTruthy();
    expect(screen.getByTestId('tier-banner').textContent).not.toMatch(/Wellness\+|Health tier/);
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('a free signed-in user sees the Free Wellness plan with Upgrade', async () => {
    stubSubscription(() => json({ isSubscribed: false, tier: 'free', simplifiedTier: 'free', subscriptionEnd: null }));
    render(
      <MemoryRouter>
        <TierBanner />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Free Wellness plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toBeTruthy();
  });
});
