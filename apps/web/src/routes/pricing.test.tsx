// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PricingPage from './pricing';

// A signed-out visitor, without asking a server (signed-in buttons: pricing-checkout.test.tsx).
vi.mock('../lib/session', () => ({ useSession: () => ({ user: null, loading: false }) }));

afterEach(cleanup);

function renderPricing() {
  return render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
}

describe('/pricing plan cards', () => {
  it('P1-PLAN-01/04/07/09: shows FREE $0, Wellness Pro $19/month (Most Popular) and Health Pro coming soon', () => {
    renderPricing();
    const free = screen.getByRole('article', { name: 'Free Wellness' });
    expect(within(free).getByText('FREE')).toBeTruthy();
    expect(within(free).getByText('$0')).toBeTruthy();
    expect(within(free).getByText('10 daily AI queries')).toBeTruthy();
    expect(within(free).getByRole('link', { name: 'Start for free' }).getAttribute('href')).toBe('/register');

    const pro = screen.getByRole('article', { name: 'Wellness Pro' });
    expect(within(pro).getByText('WELLNESS+')).toBeTruthy();
    expect(within(pro).getByText('Most Popular')).toBeTruthy();
    expect(within(pro).getByText('$19')).toBeTruthy();

    const health = screen.getByRole('article', { name: 'Health Pro' });
    expect(within(health).getAllByText('Coming soon').length).toBeGreaterThan(0);
    expect((within(health).getByRole('button', { name: 'Coming soon' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('P1-PLAN-08: the Yearly toggle shows $190/year, Save $38 and links the yearly cycle', () => {
    renderPricing();
    const monthly = screen.getByRole('button', { name: 'Monthly' });
    const yearly = screen.getByRole('button', { name: /Yearly/ });
    expect(yearly.textContent).toContain('Save $38');
    expect(monthly.getAttribute('aria-pressed')).toBe('true');
    const pro = screen.getByRole('article', { name: 'Wellness Pro' });
    const choose = within(pro).getByRole('link', { name: 'Choose Wellness Pro' });
    expect(choose.getAttribute('href')).toBe('/register?plan=wellness_plus&cycle=monthly');

    fireEvent.click(yearly);
    expect(yearly.getAttribute('aria-pressed')).toBe('true');
    expect(monthly.getAttribute('aria-pressed')).toBe('false');
    expect(within(pro).getByText('$190')).toBeTruthy();
    expect(within(pro).getByText('/year')).toBeTruthy();
    expect(choose.getAttribute('href')).toBe('/register?plan=wellness_plus&cycle=yearly');
  });
});
