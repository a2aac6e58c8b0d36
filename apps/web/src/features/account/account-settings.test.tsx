// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountSettings } from './account-settings';

type Answer = { status?: number; body?: unknown };
function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${path}`;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ key, body });
      const a = routes[key]?.(body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
    }),
  );
  return calls;
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/account', () => {
  it('change password: the first rule only, then the wrong current password in plain words', async () => {
    const calls = serve({ 'POST /api/auth/change-password': () => ({ status: 400, body: { error: { code: 'INVALID_PASSWORD', message: 'Invalid password' } } }) });
    render(<AccountSettings email="ann@example.com" onDeleted={vi.fn()} />);
    type('Current password', 'Old-River-41!');
    type('New password', 'short');
    type('Confirm new password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(calls).toHaveLength(0);
    type('New password', 'New-River-42!');
    type('Confirm new password', 'New-River-42!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your current password is incorrect.');
    expect(calls[0]?.body).toEqual({ currentPassword: 'Old-River-41!', newPassword: 'New-River-42!', revokeOtherSessions: true });
  });

  it('change e-mail asks for the link to be opened, and refuses the current address', async () => {
    const calls = serve({ 'POST /api/auth/change-email': () => ({ body: { status: true } }) });
    render(<AccountSettings email="ann@example.com" onDeleted={vi.fn()} />);
    type('New e-mail address', 'ANN@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(screen.getByText('This is already your e-mail address')).toBeTruthy();
    type('New e-mail address', 'ann.lee@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText(/we sent a confirmation link to/)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ newEmail: 'ann.lee@example.com', callbackURL: `${window.location.origin}/account?type=email_change` });
  });

  it('delete: enabled only once the account e-mail is typed, then DELETE /api/account {email}', async () => {
    const calls = serve({ 'DELETE /api/account': () => ({ body: { deleted: true } }) });
    const onDeleted = vi.fn();
    render(<AccountSettings email="ann@example.com" onDeleted={onDeleted} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account permanently' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Your e-mail address'), { target: { value: 'bob@example.com' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Your e-mail address'), { target: { value: ' Ann@Example.com ' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls[0]).toEqual({ key: 'DELETE /api/account', body: { email: 'ann@example.com' } });
  });
});
