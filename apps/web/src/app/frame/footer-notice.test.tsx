// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { footerNoticeText } from '@thrivewell/core/copy/product';
import { FooterNotice } from './footer-notice';

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe('FooterNotice', () => {
  it('P1-FTR-05 says the product provides wellness information for educational purposes', () => {
    render(<FooterNotice />);
    expect(footerNoticeText).toMatch(/wellness information for educational purposes/);
    expect(screen.getByText(footerNoticeText, { exact: false })).toBeTruthy();
  });

  it('P1-FTR-06 Learn more opens /wellness-policy in a new tab', () => {
    render(<FooterNotice />);
    const link = screen.getByRole('link', { name: 'Learn more (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/wellness-policy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('P1-FTR-07/08 the close control hides it and the dismissal survives a reload', () => {
    const view = render(<FooterNotice />);
    fireEvent.click(screen.getByRole('button', { name: /dismiss/i }));
    expect(screen.queryByText(footerNoticeText, { exact: false })).toBeNull();
    expect(localStorage.getItem('footer-disclaimer-dismissed')).toBe('true');
    view.unmount();
    render(<FooterNotice />);
    expect(screen.queryByRole('complementary', { name: /notice/i })).toBeNull();
  });
});
