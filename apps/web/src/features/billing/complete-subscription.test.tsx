// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../lib/toast-store';
import { apiError, fakeApi } from './billing-test-helpers';
import { browser } from './checkout';
import { CompleteSubscription } from './complete-subscription';
import { readSubscriptionIntent, saveSubscriptionIntent } from './subscription-intent';

const session = vi.hoisted(() => ({ current: { user: null as { id: string; email: string } | null, loading: false } }));
vi.mock('../../lib/session', () => ({ useSession: () => session.current }));

const origin = window.location.origin;

function renderScreen(props: Partial<Parameters<typeof CompleteSubscription>[0]> = {}) {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<CompleteSubscription plan="wellness_plus" cycle="yearly" {...props} />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  session.current = { user: { id: 'u1', email: 'sam@example.com' }, loading: false };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

describe('Complete Your Subscription', () => {
  it('P1-AUTH-30/31 shows the selected plan, a start button and the skip button', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Complete Your Subscription' })).toBeTruthy();
    expect(screen.getByTestId('selected-plan').textContent).toBe('Wellness Pro');
    expect(screen.getByText('$190')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Subscription' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip for now (use Free plan)' })).toBeTruthy();
  });

  it('starts the checkout for the stored plan and cycle and sends the browser to pay', async () => {
    const onDone = vi.fn();
    const { calls } = fakeApi({ 'POST /api/billing/checkout': { body: { url: `${origin}/billing/test-checkout?session=z` } } });
    renderScreen({ onDone });
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(`${origin}/billing/test-checkout?session=z`));
    expect(calls[0]?.body).toMatchObject({ lookup_key: 'wellness_plus_yearly' });
    expect(onDone).toHaveBeenCalledWith('redirecting');
  });

  it("P1-AUTH-32 without a signed-in user: 'Authentication required'", () => {
    session.current = { user: null, loading: false };
    const { calls } = fakeApi({});
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(getToasts()[0]).toMatchObject({ title: 'Authentication required', description: "Please make sure you're logged in to continue." });
    expect(calls).toEqual([]);
  });

  it("P1-AUTH-33 a failed checkout: 'Setup failed'", async () => {
    fakeApi({ 'POST /api/billing/checkout': apiError(503, 'PROVIDER_NOT_CONFIGURED') });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Setup failed',
        description: 'There was an issue setting up your subscription. Please try again or contact support.',
      }),
    );
    expect((screen.getByRole('button', { name: 'Start Subscription' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("P1-AUTH-34 skipping toasts 'Subscription skipped', drops a saved intent and goes to /dashboard", async () => {
    saveSubscriptionIntent('wellness_plus_monthly');
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now (use Free plan)' }));
    expect(getToasts()[0]).toMatchObject({ title: 'Subscription skipped', description: 'You can upgrade to a paid plan anytime from your dashboard.' });
    expect(readSubscriptionIntent()).toBeNull();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('skipping calls onDone instead of navigating when given', () => {
    const onDone = vi.fn();
    renderScreen({ onDone });
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now (use Free plan)' }));
    expect(onDone).toHaveBeenCalledWith('skipped');
    expect(screen.queryByText('Dashboard page')).toBeNull();
  });

  it('P1-PLAN-13/16 the leftover Pro plan shows $49 per month and, with no price identifier, fails setup', () => {
    const { calls } = fakeApi({});
    renderScreen({ plan: 'pro', cycle: null });
    expect(screen.getByTestId('selected-plan').textContent).toBe('Pro');
    expect(screen.getByText('$49')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(getToasts()[0]?.title).toBe('Setup failed');
    expect(calls).toEqual([]);
  });
});
