// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailboxPage } from './mailbox-page';

function serve(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))));
}
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MailboxPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/dev/mailbox', () => {
  it('lists the outbox newest first with clickable links; a javascript: link stays text', async () => {
    serve(200, [
      { to: 'ann@example.com', subject: 'Confirm your e-mail address', text: 'Open the link', links: ['http://localhost/api/auth/verify-email?token=a'], createdAt: '2024-05-01T10:00:00.000Z' },
      { to: 'bob@example.com', subject: 'Reset your password', text: 'x', links: ['javascript:alert(1)'] },
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Confirm your e-mail address', 'Reset your password']);
    expect(screen.getByRole('link', { name: /verify-email\?token=a/ }).getAttribute('href')).toBe('http://localhost/api/auth/verify-email?token=a');
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
  });

  it('says plainly that the mailbox is off when the server answers 404 (SMTP configured)', async () => {
    serve(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    renderPage();
    expect(await screen.findByText('Not found: the dev mailbox is off')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });
});
