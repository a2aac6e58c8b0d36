// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chatErrorTexts } from '@thrivewell/core/contracts/chat-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, json, serveChat, sse, type Route } from './testing/fake-chat-server';
import { conversationList, messageBox, renderChatPanel, resetChatTest } from './testing/render-chat-panel';

afterEach(resetChatTest);

async function askAndFail(reply: Route) {
  serveChat({
    'GET /api/chat/conversation': () => json({ messages: [] }),
    'GET /api/chat/usage': () => json({ dailyCount: 2, remainingFree: 18, canUseChat: true }),
    'POST /api/chat/stream': reply,
  });
  renderChatPanel();
  await screen.findByRole('list', { name: 'Conversation' });
  fireEvent.change(messageBox(), { target: { value: 'Is turmeric safe with aspirin?' } });
  fireEvent.keyDown(messageBox(), { key: 'Enter' });
  return screen.findByRole('alert');
}

/** P1-CHAT-23/24: the same text in the alert at the panel top and as an assistant message. */
async function expectShownTwice(reply: Route, text: string) {
  const alert = await askAndFail(reply);
  expect(alert.textContent).toContain(text);
  const inList = within(conversationList()).getByText(text);
  expect(inList.closest('[data-role]')?.getAttribute('data-role')).toBe('assistant');
  await waitFor(() => expect(messageBox().disabled).toBe(false));
}

describe('chat errors (spec part 1 §8)', () => {
  it("P1-CHAT-25: an error saying 'not configured' becomes the service-unavailable text", async () => {
    await expectShownTwice(() => apiError(503, 'AI_NOT_CONFIGURED', 'The AI provider is not configured.'), chatErrorTexts.unavailable);
    expect(screen.queryByText('The AI provider is not configured.')).toBeNull();
  });

  it("P1-CHAT-26: an error mentioning 'authentication' asks the user to log in", async () => {
    await expectShownTwice(() => apiError(401, 'UNAUTHENTICATED', 'Authentication required. Please log in to continue.'), chatErrorTexts.signIn);
  });

  it('P1-CHAT-27: any other error shows its raw message', async () => {
    await expectShownTwice(() => apiError(502, 'AI_PROVIDER_FAILED', 'The AI service could not answer right now. Please try again.'), 'The AI service could not answer right now. Please try again.');
  });

  it('P1-CHAT-27: an error event in the middle of the stream replaces the partial answer with its message', async () => {
    await expectShownTwice(() => sse([{ type: 'delta', text: 'Turmeric ' }, { type: 'error', error: 'The model stopped unexpectedly.', code: 'AI_PROVIDER_FAILED' }]), 'The model stopped unexpectedly.');
    expect(within(conversationList()).queryByText('Turmeric')).toBeNull();
  });

  it('P1-CHAT-23/27: an answer carrying an error field shows that error', async () => {
    await expectShownTwice(() => sse([{ type: 'done', response: answer('', { error: 'Too many requests to the model.' }) }]), 'Too many requests to the model.');
  });

  it('P1-CHAT-23/28: an empty answer shows the fallback text', async () => {
    await expectShownTwice(() => sse([{ type: 'done', response: answer('   ') }]), chatErrorTexts.fallback);
  });

  it('P1-CHAT-28: a stream that ends without an answer shows the fallback text', async () => {
    await expectShownTwice(() => sse([{ type: 'delta', text: 'Half an' }]), chatErrorTexts.fallback);
  });

  it('P1-CHAT-27: a network failure shows what went wrong', async () => {
    await expectShownTwice(() => Promise.reject(new TypeError('Failed to fetch')), 'Network error: the server could not be reached.');
  });

  it('the error alert can be dismissed and is cleared by the next message', async () => {
    await expectShownTwice(() => apiError(502, 'AI_PROVIDER_FAILED', 'Try again later.'), 'Try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(conversationList()).getByText('Try again later.')).toBeTruthy();
    vi.mocked(fetch).mockImplementation(async () => sse([{ type: 'done', response: answer('All good now.') }]));
    fireEvent.change(messageBox(), { target: { value: 'Again?' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(await within(conversationList()).findByText('All good now.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
