// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { getToasts, resetToasts } from '../../lib/toast-store';
import { apiError, fakeApi } from './billing-test-helpers';
import { browser } from './checkout';
import { TestCheckout } from './test-checkout';

vi.mock('../../lib/session', () => ({ useSession: () => ({ user: { id: 'u1', email: 'sam@example.com' }, loading: false }) }));

const origin = window.location.origin;
const yearly = { plan: 'wellness_plus', lookupKey: 'wellness_plus_yearly', cycle: 'yearly', amount: 190, currency: 'usd', status: 'open' as const };

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <TestCheckout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.spyOn(browser, 'assign').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

describe('/billing/test-checkout', () => {
  it('is labelled TEST MODE and shows the plan, cycle and price of the session', async () => {
    const { calls } = fakeApi({ 'GET /api/billing/test/sessions/s-1': { body: yearly } });
    renderAt('/billing/test-checkout?session=s-1');
    expect(screen.getByRole('region', { name: 'Test mode' }).textContent).toMatch(/TEST MODE.*No real payment is taken/);
    expect(screen.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeTruthy();
    expect(await screen.findByText('Wellness Pro')).toBeTruthy();
    expect(screen.getByText('Yearly')).toBeTruthy();
    expect(screen.getByText('$190/year')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay (test mode)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/billing/test/sessions/s-1' });
  });

  it("'Pay (test mode)' pays the session and follows the provider to the success URL", async () => {
    const { calls } = fakeApi({
      'GET /api/billing/test/sessions/s-1': { body: { ...yearly, cycle: 'monthly', amount: 19 } },
      'POST /api/billing/test/sessions/s-1/pay': { body: { url: `${origin}/subscription-success?pending=true` } },
      'GET /api/subscription': { body: { isSubscribed: true, tier: 'wellness_plus', simplifiedTier: 'paid', subscriptionEnd: null } },
    });
    renderAt('/billing/test-checkout?session=s-1');
    expect(await screen.findByText('$19/month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay (test mode)' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(`${origin}/subscription-success?pending=true`));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/billing/test/sessions/s-1/pay')).toBe(true);
  });

  it("'Cancel' cancels the session and goes to the cancel page when the provider names none", async () => {
    const { calls } = fakeApi({
      'GET /api/billing/test/sessions/s-1': { body: yearly },
      'POST /api/billing/test/sessions/s-1/cancel': { body: {} },
    });
    renderAt('/billing/test-checkout?session=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(`${origin}/subscription-cancel`));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/billing/test/sessions/s-1/cancel' });
  });

  it('a failed payment says so and stays on the page', async () => {
    fakeApi({
      'GET /api/billing/test/sessions/s-1': { body: yearly },
      'POST /api/billing/test/sessions/s-1/pay': apiError(409, 'SESSION_CLOSED', 'This checkout session is already closed.'),
    });
    renderAt('/billing/test-checkout?session=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay (test mode)' }));
    await waitFor(() => expect(getToasts()[0]?.description).toBe('This checkout session is already closed.'));
    expect(browser.assign).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Pay (test mode)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('an unknown session is reported with a way back to pricing', async () => {
    fakeApi({ 'GET /api/billing/test/sessions/nope': apiError(404, 'NOT_FOUND', 'Not found') });
    renderAt('/billing/test-checkout?session=nope');
    expect((await screen.findByRole('alert')).textContent).toContain('not found');
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Pay (test mode)' })).toBeNull();
  });

  it('a session that is no longer open cannot be paid again', async () => {
    fakeApi({ 'GET /api/billing/test/sessions/s-1': { body: { ...yearly, status: 'expired' } } });
    renderAt('/billing/test-checkout?session=s-1');
    expect((await screen.findByRole('alert')).textContent).toContain('has expired');
    expect(screen.queryByRole('button', { name: 'Pay (test mode)' })).toBeNull();
  });

  it('a link without a session asks nothing of the server', () => {
    const { calls } = fakeApi({});
    renderAt('/billing/test-checkout');
    expect(screen.getByRole('alert').textContent).toContain('no session');
    expect(calls).toEqual([]);
  });
});
