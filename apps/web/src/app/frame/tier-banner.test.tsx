// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSessionStateForTests } from '../../lib/session';
import { TierBanner } from './tier-banner';

beforeEach(() => setSessionStateForTests({ user: null, loading: false }));
afterEach(() => cleanup());

describe('TierBanner', () => {
  it('P1-FRAME-02 a signed-out visitor sees the free wellness plan with an Upgrade link to pricing', async () => {
    render(
      <MemoryRouter>
        <TierBanner />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Free Wellness plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
  });
});
