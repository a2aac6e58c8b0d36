// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSessionStateForTests } from '../../lib/session';
import { TierBanner } from './tier-banner';
import TierBannerLine from './tier-banner-line';

beforeEach(() => setSessionStateForTests({ user: null, loading: false }));
afterEach(() => cleanup());

describe('TierBanner', () => {
  it('P1-FRAME-02 a signed-out visitor has no plan: the banner shows the neutral line, no plan name and no Upgrade', async () => {
    render(
      <MemoryRouter>
        <TierBanner />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Educational wellness information, not medical advice')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('the loaded line itself: signed out, it is the neutral text, whatever the (free) default plan', () => {
    render(
      <MemoryRouter>
        <TierBannerLine neutral={<span>neutral line</span>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('neutral line')).toBeTruthy();
    expect(screen.queryByText(/plan/i)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });
});
