import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import ChatPanel from '../chat-panel';

export const chatUserId = 'u-1';

/** The panel as the frame shows it once opened, inside a router (the upgrade link). */
export function renderChatPanel({ open = true }: { open?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <ChatPanel userId={chatUserId} open={open} />
    </MemoryRouter>,
  );
}

export const messageBox = () => screen.getByRole('textbox', { name: 'Message the AI wellness assistant' }) as HTMLTextAreaElement;
export const sendButton = () => screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
export const conversationList = () => screen.getByRole('list', { name: 'Conversation' });

export function resetChatTest() {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
}
