// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getToasts, resetToasts, toast } from '../lib/toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  cleanup();
  act(() => resetToasts());
});

describe('Toaster', () => {
  it('announces a toast politely in a status region', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Login successful', variant: 'success' }));
    expect(screen.getByRole('status').textContent).toContain('Login successful');
  });

  it('announces a destructive toast as an alert', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Error', description: 'Failed to create checkout session', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toContain('Failed to create checkout session');
  });

  it('P1-FRAME-18 shows only the newest toast', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('the close button dismisses it', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(getToasts()[0]?.open).toBe(false);
  });
});
