// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UpgradePage from './upgrade';

// A signed-out visitor, without asking a server (the page treats them as on the free plan).
vi.mock('../lib/session', () => ({ useSession: () => ({ user: null, loading: false }) }));

afterEach(cleanup);

function renderUpgrade(feature: string) {
  return render(
    <MemoryRouter initialEntries={[`/upgrade/${feature}`]}>
      <Routes>
        <Route path="/upgrade/:feature" element={<UpgradePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/upgrade/{feature} (P1-ROUTE-51)', () => {
  it('names health_pro as the required plan, and the plan on sale that includes it now', () => {
    renderUpgrade('barcode_scan');
    expect(screen.getByRole('heading', { level: 1, name: 'Unlock Barcode scan' })).toBeTruthy();
    const required = screen.getByText('Required plan:').nextElementSibling;
    expect(required?.textContent).toBe('Health Pro (health_pro)');
    expect(screen.getByText('Available now with:').nextElementSibling?.textContent).toBe('Wellness Pro (wellness_plus)');
    expect(screen.getByRole('button', { name: 'Upgrade to Wellness Pro' })).toBeTruthy();
  });
});
