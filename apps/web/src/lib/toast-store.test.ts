import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  pauseToast,
  resetToasts,
  resumeToast,
  toast,
  TOAST_AUTO_DISMISS_MS,
  TOAST_REMOVE_DELAY_MS,
} from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('P1-FRAME-20 a toast record has id, open flag, title, description and variant', () => {
    toast({ title: 'Login successful', description: 'Welcome back', variant: 'success' });
    const [record] = getToasts();
    expect(record).toEqual({ id: expect.any(String), open: true, title: 'Login successful', description: 'Welcome back', variant: 'success', action: undefined, durationMs: 5000 });
  });

  it('a toast may carry one action and its own duration (part 2: Retry Now, the 5 s completion toast)', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    toast({ title: 'Failed to save data', action: { label: 'Retry Now', onClick }, durationMs: 8000 });
    expect(getToasts()[0]?.action?.label).toBe('Retry Now');
    vi.advanceTimersByTime(7999);
    expect(getToasts()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts()[0]?.open).toBe(false);
    vi.useRealTimers();
  });

  it('defaults the variant to default', () => {
    toast({ title: 'Hello' });
    expect(getToasts()[0]?.variant).toBe('default');
  });

  it('P1-FRAME-18 keeps at most one toast: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]?.title).toBe('Second');
  });

  it('gives every toast its own id', () => {
    const a = toast({ title: 'A' });
    const b = toast({ title: 'B' });
    expect(a.id).not.toBe(b.id);
  });

  it('P1-FRAME-19 dismissing closes the toast and removes it after 1,000,000 ms', () => {
    const { dismiss } = toast({ title: 'Saved' });
    dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Saved', open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('P1-FRAME-19 the removal delay is the spec value', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('closes by itself after the auto-dismiss time', () => {
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 1);
    expect(getToasts()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('does not close while paused and restarts the countdown on resume', () => {
    const { id } = toast({ title: 'Read me' });
    pauseToast(id);
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS * 3);
    expect(getToasts()[0]?.open).toBe(true);
    resumeToast(id);
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS);
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('dismissToast() without an id closes every open toast', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });

  it('a replaced toast never comes back through its old timers', () => {
    const first = toast({ title: 'First' });
    first.dismiss();
    toast({ title: 'Second' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });
});
