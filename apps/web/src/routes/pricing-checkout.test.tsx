// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../features/billing/billing-test-helpers';
import { browser } from '../features/billing/checkout';
import { queryClient } from '../lib/query-client';
import { getToasts, resetToasts } from '../lib/toast-store';
import PricingPage from './pricing';

const session = vi.hoisted(() => ({ current: { user: null as { id: string; email: string } | null, loading: false } }));
vi.mock('../lib/session', () => ({ useSession: () => session.current }));

const origin = window.location.origin;
const free = { isSubscribed: false, tier: 'free', simplifiedTier: 'free', subscriptionEnd: null };
const paid = { isSubscribed: true, tier: 'wellness_plus', simplifiedTier: 'paid', subscriptionEnd: '2030-01-01T00:00:00.000Z' };

function renderPricing() {
  render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: 'Wellness Pro' });
}

beforeEach(() => {
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  session.current = { user: { id: 'u1', email: 'sam@example.com' }, loading: false };
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

const lastToast = () => getToasts()[0];

describe('/pricing buttons', () => {
  it('signed out: cards link to registration with the plan and cycle', () => {
    session.current = { user: null, loading: false };
    const { calls } = fakeApi({});
    const pro = renderPricing();
    expect(within(pro).getByRole('link', { name: 'Choose Wellness Pro' }).getAttribute('href')).toBe('/register?plan=wellness_plus&cycle=monthly');
    expect(screen.getByRole('link', { name: 'Start for free' }).getAttribute('href')).toBe('/register');
    expect(calls).toEqual([]); // no subscription read while signed out
  });

  it('P1-PLAN-17 signed in: Choose Wellness Pro posts the yearly lookup key and goes to the returned url', async () => {
    const { calls } = fakeApi({
      'GET /api/subscription': { body: free },
      'POST /api/billing/checkout': { body: { url: `${origin}/billing/test-checkout?session=abc` } },
    });
    const pro = renderPricing();
    fireEvent.click(screen.getByRole('button', { name: /Yearly/ }));
    const choose = within(pro).getByRole('button', { name: 'Choose Wellness Pro' });
    await waitFor(() => expect((choose as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(choose);
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(`${origin}/billing/test-checkout?session=abc`));
    const post = calls.find((c) => c.path === '/api/billing/checkout');
    expect(post?.body).toMatchObject({ lookup_key: 'wellness_plus_yearly' });
    const body = post?.body as { success_url: string; cancel_url: string };
    expect(new URL(body.success_url).pathname).toBe('/subscription-success');
    expect(new URL(body.cancel_url).pathname).toBe('/subscription-cancel');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it.each([
    ['PROVIDER_NOT_CONFIGURED', 503, 'Payment system not configured. Please contact support.'], // P1-PLAN-19
    ['MODE_MISMATCH', 500, 'Configuration error. Please contact support.'], // P1-PLAN-20
    ['SOMETHING_ELSE', 500, 'Failed to create checkout session'], // P1-PLAN-21
  ])('checkout error %s toasts %j', async (code, status, text) => {
    fakeApi({ 'GET /api/subscription': { body: free }, 'POST /api/billing/checkout': apiError(status, code) });
    const pro = renderPricing();
    const choose = within(pro).getByRole('button', { name: 'Choose Wellness Pro' });
    await waitFor(() => expect((choose as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(choose);
    await waitFor(() => expect(lastToast()?.description).toBe(text));
    expect(lastToast()).toMatchObject({ title: 'Error', variant: 'destructive' });
    expect(browser.assign).not.toHaveBeenCalled();
    expect((choose as HTMLButtonElement).disabled).toBe(false);
  });

  it('P1-PLAN-14 a checkout answered 401 toasts Please sign in to subscribe', async () => {
    fakeApi({ 'GET /api/subscription': { body: free }, 'POST /api/billing/checkout': apiError(401, 'UNAUTHORIZED', 'Please sign in to subscribe') });
    const pro = renderPricing();
    const choose = within(pro).getByRole('button', { name: 'Choose Wellness Pro' });
    await waitFor(() => expect((choose as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(choose);
    await waitFor(() => expect(lastToast()?.title).toBe('Please sign in to subscribe'));
  });

  it('P1-PLAN-18 a paid user gets Manage subscription, which opens the portal', async () => {
    const { calls } = fakeApi({
      'GET /api/subscription': { body: paid },
      'POST /api/billing/portal': { body: { url: `${origin}/billing/test-portal` } },
    });
    const pro = renderPricing();
    fireEvent.click(await within(pro).findByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(`${origin}/billing/test-portal`));
    // Bodyless POSTs send {} as JSON: the server accepts only application/json (W2-A §2).
    expect(calls.find((c) => c.path === '/api/billing/portal')).toEqual({ method: 'POST', path: '/api/billing/portal', body: {} });
  });

  it('P1-PLAN-22 a portal failure toasts Failed to open customer portal', async () => {
    fakeApi({ 'GET /api/subscription': { body: paid }, 'POST /api/billing/portal': apiError(500, 'INTERNAL') });
    const pro = renderPricing();
    fireEvent.click(await within(pro).findByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(lastToast()?.description).toBe('Failed to open customer portal'));
  });
});
