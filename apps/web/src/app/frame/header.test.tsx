// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionNavigation, setSessionStateForTests } from '../../lib/session';
import { Header } from './header';

const renderHeader = (path = '/about') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );

beforeEach(() => vi.spyOn(sessionNavigation, 'assign').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('header signed in and out (P1-HDR-05..09)', () => {
  it('signed out: How It Works, About, Pricing and Login; no Dashboard, Community, chat or Sign Out', () => {
    setSessionStateForTests({ user: null, loading: false });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['How It Works', 'About', 'Pricing', 'Login']) expect(within(nav).getByRole('link', { name })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('signed in: Dashboard, Community, the chat toggle, Account and Sign Out; Sign Out ends on /login', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"success":true}'))));
    setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Community', 'Account']) expect(within(nav).getByRole('link', { name })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Pricing' })).toBeNull();
    // The chat toggle's code is loaded only for a signed-in user (P1-CHAT-02/03).
    expect((await within(nav).findByRole('button', { name: /AI Wellness Chat/ })).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    expect(within(nav).getByRole('button', { name: 'Signing out...' })).toBeTruthy();
    await waitFor(() => expect(sessionNavigation.assign).toHaveBeenCalledWith('/login'));
  });
});
