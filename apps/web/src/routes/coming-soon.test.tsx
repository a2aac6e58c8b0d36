// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { matchRoute } from '@thrivewell/core/contracts/routes';
import { RouteDefProvider } from '../app/route-def';
import ComingSoonPage from './coming-soon';

afterEach(cleanup);

function renderAt(url: string) {
  const def = matchRoute(url)!;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <RouteDefProvider value={def}>
        <Routes>
          <Route path={def.path} element={<ComingSoonPage />} />
        </Routes>
      </RouteDefProvider>
    </MemoryRouter>,
  );
}

describe('coming-soon screen', () => {
  it('names the page, says Coming soon and shows what it will do', () => {
    renderAt('/community');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Community');
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByText(/Talk with other members/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore all features' }).getAttribute('href')).toBe('/features');
  });

});
