// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WelcomePopup from './welcome-popup';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('welcome / disclaimer popup (P1-CONS-03..09)', () => {
  it('simple view: Get Started stays disabled until the acknowledgement is ticked; confirming stores hideDisclaimerPopup', () => {
    render(<WelcomePopup />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(button('Get Started').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(button('Get Started').disabled).toBe(false);
    fireEvent.click(button('Get Started'));
    expect(localStorage.getItem('hideDisclaimerPopup')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Read Full Details' and 'Back to Simple View' switch views; the detailed button is 'I Understand - Get Started'", () => {
    render(<WelcomePopup />);
    fireEvent.click(button('Read Full Details'));
    expect(screen.getByText(/In an emergency call 911 \(US\), 999 \(UK\) or 112 \(EU\)/)).toBeTruthy();
    expect(button('I Understand - Get Started').disabled).toBe(true);
    fireEvent.click(button('Back to Simple View'));
    expect(button('Get Started')).toBeTruthy();
  });

  it('cannot be closed by Escape, and has no close button (P1-CONS-08)', () => {
    render(<WelcomePopup />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
