// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FeaturesPage from './features';

vi.mock('../lib/session', () => ({ useSession: () => ({ user: null, loading: false }) }));
afterEach(cleanup);

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
const planValue = (title: string, plan: string) => {
  const terms = within(card(title)).getAllByRole('term');
  return terms.find((t) => t.textContent === plan)?.nextElementSibling?.textContent;
};

describe('/features says exactly what each plan includes (W2-B: safety is never paywalled)', () => {
  it('puts every serious interaction on Free, and the moderate supplement and food findings, timing and ingredient tools on Wellness Pro', () => {
    render(
      <MemoryRouter>
        <FeaturesPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Safety is never paywalled/)).toBeTruthy();
    expect(planValue('Interaction safety checks', 'Free')).toMatch(/^Every serious interaction \(medicine, supplement or food\) with what to do/);
    expect(planValue('Interaction safety checks', 'Wellness Pro')).toMatch(/Moderate and minor supplement and food interactions/);
    expect(planValue('Timing guidance for food and drugs', 'Free')).toBe('Not included');
    expect(planValue('Timing guidance for food and drugs', 'Wellness Pro')).toMatch(/daily plan/);
    expect(planValue('Ingredient checks', 'Free')).toBe('Not included');
    expect(planValue('Ingredient checks', 'Wellness Pro')).toMatch(/allergies, diet, conditions and medicines/);
  });
});
