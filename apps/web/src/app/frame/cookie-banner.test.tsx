// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const stored = () => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe('CookieBanner', () => {
  it('P1-CONS-10/11 shows Accept All, Reject All and Customize when no consent is saved', () => {
    renderBanner();
    expect(banner()).not.toBeNull();
    for (const name of ['Accept All', 'Reject All', 'Customize']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('P1-CONS-16/17/18 Accept All stores the choice and its time, hides, and stays hidden after reload', () => {
    const before = Date.now();
    const view = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
    const time = localStorage.getItem('cookie-consent-timestamp');
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(time!)).toBeGreaterThanOrEqual(before - 1);
    view.unmount();
    renderBanner(); // a reload: fresh mount reading storage
    expect(banner()).toBeNull();
  });

  it('P1-CONS-16/17 Reject All keeps only necessary cookies and hides', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(banner()).toBeNull();
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
    expect(localStorage.getItem('cookie-consent-timestamp')).not.toBeNull();
  });

  it('asks again when the saved consent is unreadable', () => {
    localStorage.setItem('cookie-consent', '{oops');
    renderBanner();
    expect(banner()).not.toBeNull();
  });

  it('P1-CONS-12..16 Customize opens Cookie Preferences; Save Preferences stores the switches and hides', async () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' }, { timeout: 10_000 });
    expect(dialog).toBeTruthy();

    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect(necessary.hasAttribute('disabled')).toBe(true);
    for (const name of ['Analytics', 'Marketing', 'Functional']) {
      expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
    }

    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Functional' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    });
    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: false, functional: true });
    expect(localStorage.getItem('cookie-consent-timestamp')).not.toBeNull();
    expect(banner()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
