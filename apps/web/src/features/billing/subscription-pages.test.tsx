// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { getToasts, resetToasts } from '../../lib/toast-store';
import { apiError, fakeApi } from './billing-test-helpers';
import { SubscriptionOverview } from './subscription-overview';
import { SubscriptionSuccess } from './subscription-success';

vi.mock('../../lib/session', () => ({ useSession: () => ({ user: { id: 'u1', email: 'sam@example.com' }, loading: false }) }));

const free = { isSubscribed: false, tier: 'free', simplifiedTier: 'free', subscriptionEnd: null };
const paid = { isSubscribed: true, tier: 'wellness_plus', simplifiedTier: 'paid', subscriptionEnd: '2030-01-15T12:00:00.000Z' };

const renderAt = (url: string, ui: React.ReactElement) => render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

describe('/subscription-success', () => {
  it('P1-PLAN-26 with pending=true polls until the status is paid', async () => {
    let reads = 0;
    fakeApi({ 'GET /api/subscription': () => ({ body: ++reads < 2 ? free : paid }) });
    renderAt('/subscription-success?pending=true', <SubscriptionSuccess />);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome to Wellness Pro!' }, { timeout: 5000 })).toBeTruthy();
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('without pending it shows the paid state straight away', async () => {
    fakeApi({ 'GET /api/subscription': { body: paid } });
    renderAt('/subscription-success', <SubscriptionSuccess />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Wellness Pro!' })).toBeTruthy();
  });
});

describe('/subscription', () => {
  it('P1-ROUTE-60 shows the paid plan, its date and the portal button', async () => {
    fakeApi({ 'GET /api/subscription': { body: paid } });
    renderAt('/subscription', <SubscriptionOverview />);
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('Wellness Pro')).toBeTruthy();
    expect(screen.getByText('January 15, 2030')).toBeTruthy();
    expect(screen.getByText('WELLNESS+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('a free user is offered the upgrade', async () => {
    fakeApi({ 'GET /api/subscription': { body: free } });
    renderAt('/subscription', <SubscriptionOverview />);
    expect(await screen.findByRole('link', { name: 'Upgrade to Wellness Pro' })).toBeTruthy();
    expect(screen.getByText('FREE')).toBeTruthy();
  });

  it("P1-SUB-08 a failed read toasts 'Failed to fetch subscription status'", async () => {
    fakeApi({ 'GET /api/subscription': apiError(400, 'BAD') });
    renderAt('/subscription', <SubscriptionOverview />);
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to fetch subscription status' }));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
