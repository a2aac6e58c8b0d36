// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionStateForTests } from '../../lib/session';
import { getToasts, resetToasts } from '../../lib/toast-store';
import { fakeApi } from './testing/fake-api';
import { hasVerificationMarkers } from './verification-markers';
import { handleVerificationReturn } from './verification-return';

const signedIn = () => fakeApi({ 'GET /api/auth/get-session': () => ({ body: { user: { id: 'u1', email: 'ann@example.com' } } }) });
const signedOut = () => fakeApi({ 'GET /api/auth/get-session': () => ({ body: null }) });
const toast = () => getToasts()[0];

beforeEach(() => {
  resetToasts();
  setSessionStateForTests({ user: null, loading: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('verification markers (P1-AUTH-35)', () => {
  it.each(['?type=signup', '?type=recovery&token=x', '?verified=true', '?a=1&access_token=x', '', '#refresh_token=y'])('%s', (q) => {
    const expected = q !== '';
    expect(q.startsWith('#') ? hasVerificationMarkers('', q) : hasVerificationMarkers(q)).toBe(expected);
  });
  it('ignores look-alikes', () => {
    expect(hasVerificationMarkers('?verified=false')).toBe(false);
    expect(hasVerificationMarkers('?mytype=signup')).toBe(false);
  });
});

describe('verification return (P1-AUTH-36..39)', () => {
  it("with a session: 'Email verified successfully!' and /dashboard", async () => {
    signedIn();
    const navigate = vi.fn();
    await handleVerificationReturn({ pathname: '/dashboard', search: '?verified=true', navigate });
    expect(toast()?.title).toBe('Email verified successfully!');
    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true });
  });

  it("without a session: 'Email verified' asking to log in, and /login", async () => {
    signedOut();
    const navigate = vi.fn();
    await handleVerificationReturn({ pathname: '/dashboard', search: '?verified=true', navigate });
    expect(toast()?.title).toBe('Email verified');
    expect(toast()?.description).toMatch(/log in/i);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it("a failed link: 'Verification issue' with the spec's text", async () => {
    signedOut();
    const navigate = vi.fn();
    await handleVerificationReturn({ pathname: '/dashboard', search: '?verified=true&error=INVALID_TOKEN', navigate });
    expect(toast()).toMatchObject({ title: 'Verification issue', description: 'There was an issue with email verification. Please try logging in.' });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('with tokens it waits 1 s before checking the session', async () => {
    signedIn();
    const wait = vi.fn(() => Promise.resolve());
    await handleVerificationReturn({ pathname: '/', search: '', hash: '#access_token=a&refresh_token=b&type=signup', navigate: vi.fn(), wait });
    expect(wait).toHaveBeenCalledWith(1000);
  });

  it('a saved paid plan goes to payment instead of the dashboard (P1-AUTH-21)', async () => {
    signedIn();
    const navigate = vi.fn();
    const resumeIntent = vi.fn(() => Promise.resolve('redirecting' as const));
    await handleVerificationReturn({ pathname: '/dashboard', search: '?verified=true', navigate, resumeIntent });
    expect(resumeIntent).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a paid sign-up whose checkout fails: 'Account created, payment pending', then /pricing after 2 s (P1-PLAN-23/24)", async () => {
    signedIn();
    const navigate = vi.fn();
    const waits: number[] = [];
    const wait = vi.fn((ms: number) => {
      waits.push(ms);
      expect(navigate).not.toHaveBeenCalled();
      return Promise.resolve();
    });
    const resumeIntent = vi.fn(() => Promise.resolve('failed' as const));
    await handleVerificationReturn({ pathname: '/dashboard', search: '?verified=true', navigate, resumeIntent, wait });
    expect(getToasts().map((t) => t.title)).toContain('Account created, payment pending');
    expect(getToasts().find((t) => t.title === 'Account created, payment pending')?.description).toBe(
      'Your account is ready. Please visit the pricing page to complete your subscription.',
    );
    expect(waits).toEqual([2000]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pricing', { replace: true });
  });

  it("a confirmed e-mail change: 'Email confirmed' (P1-AUTH-29)", async () => {
    signedIn();
    const navigate = vi.fn();
    await handleVerificationReturn({ pathname: '/account', search: '?type=email_change', navigate });
    expect(toast()?.title).toBe('Email confirmed');
    expect(navigate).toHaveBeenCalledWith('/account', { replace: true });
  });

  it('leaves password-reset returns to the auth screen', async () => {
    const api = signedOut();
    const navigate = vi.fn();
    await handleVerificationReturn({ pathname: '/login', search: '?type=recovery&token=abc', navigate });
    expect(navigate).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });
});
