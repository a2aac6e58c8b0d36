// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionNavigation, setSessionStateForTests } from '../../lib/session';
import { getToasts, resetToasts } from '../../lib/toast-store';
import { apiError, fakeApi, type FakeHandler } from './testing/fake-api';
import { fakeBilling, renderAuth } from './testing/render-auth';

const ann = { id: 'u1', email: 'ann@example.com' };
const location = () => screen.getByTestId('location').textContent;
const toastTitles = () => getToasts().filter((t) => t.open).map((t) => t.title);

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));

function signInAnswers(signIn: FakeHandler, user: Record<string, unknown> = ann) {
  return fakeApi({
    'POST /api/auth/sign-in/email': signIn,
    'GET /api/auth/get-session': () => ({ body: { user } }),
    'POST /api/auth/sign-out': () => ({ body: { success: true } }),
  });
}

beforeEach(() => {
  localStorage.clear();
  resetToasts();
  setSessionStateForTests({ user: null, loading: false });
  vi.spyOn(sessionNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('login form (P1-AUTH-05..07, P1-VAL-01)', () => {
  it('has a required email field of type email, a password with show/hide and the submit button', () => {
    renderAuth('/login');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required && password.required).toBe(true);
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign In to Dashboard' })).toBeTruthy();
  });

  it('the sign-up link opens the Register tab', () => {
    renderAuth('/login');
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Choose your plan')).toBeTruthy();
  });

  it('empty fields are required: messages and no request', () => {
    const api = signInAnswers(() => ({ body: { user: ann } }));
    renderAuth('/login');
    submit();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(0);
  });
});

describe('login errors (P1-AUTH-40..46)', () => {
  it.each([
    ['P1-AUTH-41 wrong password', apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'), 'Invalid email or password. Please check your credentials and try again.'],
    ['P1-AUTH-40 unverified e-mail', apiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'), 'Please check your email and click the verification link before logging in.'],
    ['P1-AUTH-42 another provider message', apiError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again in 15 minutes.'), 'Too many attempts. Please try again in 15 minutes.'],
    ['P1-AUTH-43 server failure', apiError(500, 'INTERNAL_ERROR', 'boom'), 'An unexpected error occurred. Please try again.'],
    ['P1-AUTH-46 raw library text', apiError(400, 'X', 'Auth session missing!'), 'An unexpected error occurred. Please try again.'],
  ])('%s', async (_name, answer, message) => {
    signInAnswers(() => answer);
    renderAuth('/login');
    fill('ann@example.com', 'Wrong-pass1!');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByRole('button', { name: 'Sign In to Dashboard' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('counts attempts locally and stops at the limit with the time to wait (P1-VAL-33)', async () => {
    const api = signInAnswers(() => apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'));
    localStorage.setItem('rate-limit:login', JSON.stringify({ count: 10, firstAttempt: Date.now() - 60_000 }));
    renderAuth('/login');
    fill('ann@example.com', 'Wrong-pass1!');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 14 minutes.');
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(0);
  });
});

describe('successful login (P1-AUTH-23..28)', () => {
  it("shows 'Signing in...' while busy, toasts 'Login successful' and goes to /dashboard after 500 ms", async () => {
    let answer: (a: { body: unknown }) => void = () => undefined;
    const api = signInAnswers(() => new Promise((resolve) => (answer = resolve)));
    renderAuth('/login');
    fill(' Ann@Example.com ', 'Right-pass1!');
    submit();
    const busy = (await screen.findByRole('button', { name: 'Signing in...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(api.callsTo('POST /api/auth/sign-in/email')[0]?.body).toEqual({ email: 'ann@example.com', password: 'Right-pass1!' });
    const started = Date.now();
    await act(async () => answer({ body: { user: { ...ann, selected_plan: 'free' } } }));
    await waitFor(() => expect(toastTitles()).toEqual(['Login successful']));
    await waitFor(() => expect(location()).toBe('/dashboard'), { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('P1-AUTH-03 returnTo=pricing goes to /pricing', async () => {
    signInAnswers(() => ({ body: { user: { ...ann, selected_plan: 'free' } } }));
    renderAuth('/login?returnTo=pricing');
    fill('ann@example.com', 'Right-pass1!');
    submit();
    await waitFor(() => expect(location()).toBe('/pricing'), { timeout: 5000 });
  });

  it("P1-AUTH-23 the same user already signed in: 'Already logged in', no new sign-in", async () => {
    const api = signInAnswers(() => ({ body: { user: ann } }));
    setSessionStateForTests({ user: ann, loading: false });
    renderAuth('/login');
    fill('ann@example.com', 'Right-pass1!');
    submit();
    expect(toastTitles()).toEqual(['Already logged in']);
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(0);
    await waitFor(() => expect(location()).toBe('/dashboard'), { timeout: 5000 });
  });

  it('P1-AUTH-24 another user signed in: signs out globally first, then signs in', async () => {
    const api = signInAnswers(() => ({ body: { user: ann } }));
    setSessionStateForTests({ user: { id: 'u9', email: 'bob@example.com' }, loading: false });
    renderAuth('/login');
    fill('ann@example.com', 'Right-pass1!');
    submit();
    await waitFor(() => expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(1), { timeout: 5000 });
    const order = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('POST /api/auth/sign-out')).toBeLessThan(order.indexOf('POST /api/auth/sign-in/email'));
  });

  it('P1-AUTH-21 a saved subscription intent sends the user to payment instead of the dashboard', async () => {
    signInAnswers(() => ({ body: { user: ann } }));
    const billing = fakeBilling({ resumeIntent: vi.fn(() => Promise.resolve('redirecting' as const)) });
    renderAuth('/login', billing);
    fill('ann@example.com', 'Right-pass1!');
    submit();
    await waitFor(() => expect(billing.resumeIntent).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 700));
    expect(location()).toBe('/login');
  });

  it("P1-AUTH-27/30 a stored premium plan shows 'Complete Your Subscription'", async () => {
    signInAnswers(() => ({ body: { user: { ...ann, selected_plan: 'premium' } } }));
    renderAuth('/login', fakeBilling());
    fill('ann@example.com', 'Right-pass1!');
    submit();
    expect(await screen.findByRole('heading', { name: 'Complete Your Subscription: premium' })).toBeTruthy();
  });
});
