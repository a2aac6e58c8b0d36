// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetChatOpenForTests } from '../../features/chat/chat-open-store';
import { callsTo, freeUsage, json, serveChat } from '../../features/chat/testing/fake-chat-server';
import { queryClient } from '../../lib/query-client';
import { setSessionStateForTests } from '../../lib/session';
import { RootLayout } from '../layout';

/** The real page frame: header toggle and panel are both loaded on demand. */
function renderFrame() {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/about" element={<h1>About</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}
const toggle = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: /AI Wellness Chat/ });

afterEach(() => {
  cleanup();
  act(() => resetChatOpenForTests());
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the chat in the page frame', () => {
  it('P1-CHAT-02/09: a signed-out visitor has no chat toggle and no panel, and nothing asks the chat API', async () => {
    const calls = serveChat({});
    setSessionStateForTests({ user: null, loading: false });
    renderFrame();
    await screen.findByRole('heading', { name: 'About' });
    expect(screen.queryByRole('button', { name: /AI Wellness Chat/ })).toBeNull();
    expect(document.getElementById('ai-chat-panel')).toBeNull();
    expect(calls.filter((c) => c.key.includes('/api/chat'))).toEqual([]);
  });

  it('P1-CHAT-03: the header toggle opens the panel (loaded on first open) and closes it; Escape closes and focus returns to the toggle', async () => {
    const calls = serveChat({ 'GET /api/chat/conversation': () => json({ messages: [] }), 'GET /api/chat/usage': () => json(freeUsage()) });
    setSessionStateForTests({ user: { id: 'u-1', email: 'ann@example.com' }, loading: false });
    renderFrame();
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', { name: /AI Wellness Chat/ });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe('ai-chat-panel');
    expect(document.getElementById('ai-chat-panel')).toBeNull();
    expect(callsTo(calls, 'GET /api/chat/usage')).toHaveLength(0);

    toggle().focus();
    fireEvent.click(toggle());
    // Under load the frame may still be settling (the session read at boot); the toggle must end up open.
    await waitFor(() => expect(toggle().getAttribute('aria-expanded')).toBe('true'), { timeout: 5_000 });
    const panel = await screen.findByRole('dialog', { name: 'AI Wellness Chat' }, { timeout: 10_000 });
    expect(panel.id).toBe('ai-chat-panel');
    expect(await within(panel).findByText(/AI wellness assistant/)).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByRole('textbox'));

    fireEvent.keyDown(within(panel).getByRole('textbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'AI Wellness Chat' })).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());

    // Reopened, it is the same conversation: nothing is loaded again.
    fireEvent.click(toggle());
    expect(await screen.findByRole('dialog', { name: 'AI Wellness Chat' })).toBe(panel);
    expect(callsTo(calls, 'GET /api/chat/conversation')).toHaveLength(1);
    fireEvent.click(within(panel).getByRole('button', { name: 'Close AI Wellness Chat' }));
    expect(screen.queryByRole('dialog', { name: 'AI Wellness Chat' })).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });
});
