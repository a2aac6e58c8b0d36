// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TieredContentWrapper } from './tiered-content-wrapper';

// A known signed-out visitor, without asking a server for the session.
vi.mock('../../lib/session', () => ({ useSession: () => ({ user: null, loading: false }) }));

afterEach(() => cleanup());

describe('TieredContentWrapper', () => {
  it('P1-FRAME-16 uses the visitor tier (signed out = wellness): the oversight line and the upgrade link', () => {
    render(
      <MemoryRouter>
        <TieredContentWrapper level="critical" aiGenerated>
          x
        </TieredContentWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('AI-generated content')).toBeTruthy();
    expect(screen.getByText(/This feature needs professional oversight/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'upgrading your plan' }).getAttribute('href')).toBe('/pricing');
  });
});
