import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AuthBilling } from '../auth-billing';
import { AuthScreen } from '../auth-screen';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** A fake billing side that records what the auth screens ask of it. */
export function fakeBilling(overrides: Partial<AuthBilling> = {}): AuthBilling & { saved: string[] } {
  const saved: string[] = [];
  return {
    saved,
    saveIntent: vi.fn((plan, cycle) => void saved.push(`${plan}_${cycle}`)),
    resumeIntent: vi.fn(() => Promise.resolve('none' as const)),
    startCheckout: vi.fn(() => Promise.resolve(true)),
    CompleteSubscription: ({ plan }) => <h1>Complete Your Subscription: {plan}</h1>,
    ...overrides,
  };
}

/** The auth screen at `path`, inside a router whose current location the test can read. */
export function renderAuth(path = '/login', billing?: AuthBilling) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<AuthScreen billing={billing} />} />
        <Route path="/register" element={<AuthScreen billing={billing} />} />
        <Route path="/auth" element={<AuthScreen billing={billing} />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
