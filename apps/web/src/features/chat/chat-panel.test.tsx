// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dailyChatLimitMessage } from '@thrivewell/core/rules/plans';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatGreeting } from './chat-messages';
import { answer, apiError, callsTo, freeUsage, json, liveSse, paidUsage, serveChat, sse, stored } from './testing/fake-chat-server';
import { conversationList, messageBox, renderChatPanel, resetChatTest, sendButton } from './testing/render-chat-panel';

afterEach(resetChatTest);

const empty = () => json({ messages: [] });
const type = (text: string) => fireEvent.change(messageBox(), { target: { value: text } });
const pressEnter = (shiftKey = false) => fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey });

async function ready() {
  await screen.findByRole('list', { name: 'Conversation' });
}

describe('opening the chat', () => {
  it('P1-CHAT-04: first opening with no messages greets as an AI wellness assistant; focus goes to the message box', async () => {
    serveChat({ 'GET /api/chat/conversation': empty, 'GET /api/chat/usage': () => json(freeUsage()) });
    renderChatPanel();
    expect(screen.getByText('Loading your conversation…').getAttribute('role')).toBe('status');
    await ready();
    const greeting = within(conversationList()).getByText(/AI wellness assistant/);
    expect(greeting.textContent).toMatch(/general wellness and lifestyle guidance/);
    expect(chatGreeting).toMatch(/not medical advice/);
    expect(document.activeElement).toBe(messageBox());
    expect(screen.getByRole('dialog', { name: 'AI Wellness Chat' })).toBeTruthy();
  });

  it('loads the stored conversation instead of the greeting, with sources as links opening in a new tab', async () => {
    serveChat({
      'GET /api/chat/usage': () => json(freeUsage()),
      'GET /api/chat/conversation': () =>
        json({
          messages: [
            stored('m1', 'user', 'Is magnesium good for sleep?'),
            stored('m2', 'assistant', 'Some people find it helps.\n\n- Take it **with food**\n- Start low', { sources: [{ title: 'NIH ODS: Magnesium', url: 'https://ods.od.nih.gov/factsheets/Magnesium-Consumer/' }] }),
          ],
        }),
    });
    renderChatPanel();
    await ready();
    const list = conversationList();
    expect(within(list).queryByText(/AI wellness assistant/)).toBeNull();
    expect(within(list).getByText('Is magnesium good for sleep?')).toBeTruthy();
    expect(within(list).getByText('with food').tagName).toBe('STRONG');
    expect(within(list).getByText('Start low').tagName).toBe('LI');
    const link = within(list).getByRole('link', { name: /NIH ODS: Magnesium/ });
    expect(link.getAttribute('href')).toBe('https://ods.od.nih.gov/factsheets/Magnesium-Consumer/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

describe('sending', () => {
  it('P1-CHAT-06: Enter sends; Shift+Enter does not', async () => {
    const calls = serveChat({ 'GET /api/chat/conversation': empty, 'GET /api/chat/usage': () => json(freeUsage()), 'POST /api/chat/stream': () => sse([{ type: 'done', response: answer('Hi there.') }]) });
    renderChatPanel();
    await ready();
    type('Hello');
    pressEnter(true);
    expect(callsTo(calls, 'POST /api/chat/stream')).toHaveLength(0);
    expect(messageBox().value).toBe('Hello');
    pressEnter();
    expect(await within(conversationList()).findByText('Hi there.')).toBeTruthy();
    // Only the new message is sent: the greeting is the panel's own and the server keeps the conversation.
    expect(callsTo(calls, 'POST /api/chat/stream')[0]?.body).toEqual({ message: 'Hello' });
    expect(messageBox().value).toBe('');
  });

  it('P1-CHAT-05: empty or whitespace-only messages are not sent', async () => {
    const calls = serveChat({ 'GET /api/chat/conversation': empty, 'GET /api/chat/usage': () => json(freeUsage()) });
    renderChatPanel();
    await ready();
    pressEnter();
    type('   \n  ');
    pressEnter();
    expect(sendButton().disabled).toBe(true);
    fireEvent.submit(messageBox().closest('form') as HTMLFormElement);
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('P1-CHAT-07/08/10: thinking indicator and disabled input while awaiting, tokens streamed in, then the usage count is refreshed', async () => {
    const stream = liveSse();
    let usageReads = 0;
    const calls = serveChat({
      'GET /api/chat/conversation': () => json({ messages: [stored('m1', 'user', 'Earlier question'), stored('m2', 'assistant', 'Earlier answer')] }),
      'GET /api/chat/usage': () => json(freeUsage(usageReads++ === 0 ? 12 : 11)),
      'POST /api/chat/stream': () => stream.response,
    });
    renderChatPanel();
    await ready();
    expect(await screen.findByText('12 left')).toBeTruthy();
    type('How much water should I drink?');
    fireEvent.click(sendButton());

    expect(await screen.findByText('Thinking…')).toBeTruthy();
    expect(messageBox().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    // The stored turns are not sent again: the server answers from the conversation it keeps.
    expect(callsTo(calls, 'POST /api/chat/stream')[0]?.body).toEqual({ message: 'How much water should I drink?' });

    act(() => stream.emit({ type: 'delta', text: 'Most adults do well ' }));
    expect(await within(conversationList()).findByText('Most adults do well')).toBeTruthy();
    expect(screen.queryByText('Thinking…')).toBeNull();
    expect(messageBox().disabled).toBe(true);
    act(() => stream.emit({ type: 'delta', text: 'with about 2 litres a day.' }));
    expect(await within(conversationList()).findByText('Most adults do well with about 2 litres a day.')).toBeTruthy();

    const sources = [{ title: 'NHS: Water, drinks and your health', url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/' }];
    act(() => {
      stream.emit({ type: 'done', response: answer('Most adults do well with about **2 litres** a day.', { context: { timestamp: '2026-03-02T10:00:00.000Z', sources, usedDataSections: [] } }) });
      stream.end();
    });
    expect((await within(conversationList()).findByText('2 litres')).tagName).toBe('STRONG');
    expect(within(conversationList()).getByRole('link', { name: /NHS: Water/ })).toBeTruthy();
    await waitFor(() => expect(messageBox().disabled).toBe(false));
    expect(await screen.findByText('11 left')).toBeTruthy();
    expect(callsTo(calls, 'GET /api/chat/usage')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(messageBox()));
  });

  it('W2-B 6: a question scrolls to the end, a new answer to its own start (not to its sources); progress shows while it is written; sources come after the answer', async () => {
    const scrolls: { el: Element; block: unknown }[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
      scrolls.push({ el: this, block: typeof arg === 'object' ? arg.block : arg });
    });
    try {
      const stream = liveSse();
      serveChat({ 'GET /api/chat/conversation': empty, 'GET /api/chat/usage': () => json(freeUsage()), 'POST /api/chat/stream': () => stream.response });
      renderChatPanel();
      await ready();
      type('Can I take ibuprofen for my knee?');
      fireEvent.click(sendButton());
      await screen.findByText('Thinking…');
      await waitFor(() => expect(scrolls.at(-1)?.block).toBe('end'));

      act(() => stream.emit({ type: 'delta', text: '**Major interaction** with your warfarin.\n\n' }));
      const answerItem = (await within(conversationList()).findByText('Major interaction')).closest<HTMLElement>('[data-message-id]')!;
      await waitFor(() => expect(scrolls.at(-1)).toEqual({ el: answerItem, block: 'start' }));
      expect(within(answerItem).getByTestId('chat-writing').textContent).toMatch(/Writing… 5 words so far/);
      expect(answerItem.querySelector('[aria-busy="true"]')).toBeTruthy();
      const scrolledWhileStarting = scrolls.length;
      act(() => stream.emit({ type: 'delta', text: 'Paracetamol is the usual choice.' }));
      await within(conversationList()).findByText(/Paracetamol is the usual choice/);
      expect(within(answerItem).getByTestId('chat-writing').textContent).toMatch(/10 words so far/);
      expect(scrolls).toHaveLength(scrolledWhileStarting);

      const sources = [{ title: 'MedlinePlus: Blood Thinners', url: 'https://medlineplus.gov/bloodthinners.html' }];
      act(() => {
        stream.emit({ type: 'done', response: answer('**Major interaction** with your warfarin.\n\nParacetamol is the usual choice.', { context: { timestamp: '2026-03-02T10:00:00.000Z', sources, usedDataSections: [] } }) });
        stream.end();
      });
      const link = await within(conversationList()).findByRole('link', { name: /MedlinePlus: Blood Thinners/ });
      const item = link.closest<HTMLElement>('[data-message-id]')!;
      expect(within(item).queryByTestId('chat-writing')).toBeNull();
      const text = item.textContent ?? '';
      expect(text.indexOf('Major interaction')).toBeLessThan(text.indexOf('Sources'));
      expect(scrolls.every((s) => !(s.el as HTMLElement).closest?.('a'))).toBe(true);
      expect(scrolls.at(-1)).toEqual({ el: item, block: 'start' });
    } finally {
      spy.mockRestore();
    }
  });

  it('an emergency answer is an alert that gives the number to call', async () => {
    serveChat({
      'GET /api/chat/conversation': empty,
      'GET /api/chat/usage': () => json(freeUsage()),
      'POST /api/chat/stream': () => sse([{ type: 'done', response: answer('**This sounds like it could be a medical emergency.** Call **911** (US), **999** (UK) or **112** (EU).', { kind: 'emergency' }) }]),
    });
    renderChatPanel();
    await ready();
    type('I have crushing chest pain');
    pressEnter();
    const alert = await within(conversationList()).findByRole('alert');
    expect(alert.textContent).toContain('Possible emergency');
    expect(alert.textContent).toContain('911');
  });
});

describe('usage badge and the daily limit', () => {
  it('P1-CHAT-11: a free user sees how many chats are left today', async () => {
    serveChat({ 'GET /api/chat/conversation': empty, 'GET /api/chat/usage': () => json(freeUsage(17)) });
    renderChatPanel();
    expect((await screen.findByText('17 left')).textContent).toBe('Free chats today: 17 left');
  });

  it("P1-CHAT-12: a paid user's badge says 'Unlimited'", async () => {
    serveChat({ 'GET /api/chat/conversation': empty, 'GET /api/chat/usage': () => json(paidUsage) });
    renderChatPanel();
    expect(await screen.findByText('Unlimited')).toBeTruthy();
    expect(screen.queryByText(/ left$/)).toBeNull();
  });

  it('P1-CHAT-14/15: at the free limit the limit message shows with an upgrade link, and input and send are disabled', async () => {
    serveChat({ 'GET /api/chat/conversation': empty, 'GET /api/chat/usage': () => json(freeUsage(0)) });
    renderChatPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("You've reached your daily limit of 20 free chats. Upgrade to continue.");
    expect(within(alert).getByRole('link', { name: 'Upgrade to Wellness Pro' }).getAttribute('href')).toBe('/pricing');
    expect(messageBox().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText('0 left')).toBeTruthy();
  });

  it('P1-CHAT-14/15: when the server refuses the 21st chat (429) the limit message shows and input is disabled', async () => {
    serveChat({
      'GET /api/chat/conversation': empty,
      'GET /api/chat/usage': () => json(freeUsage(1)),
      'POST /api/chat/stream': () => apiError(429, 'CHAT_LIMIT_REACHED', dailyChatLimitMessage()),
    });
    renderChatPanel();
    expect(await screen.findByText('1 left')).toBeTruthy();
    type('One more question');
    pressEnter();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(dailyChatLimitMessage());
    expect(within(alert).getByRole('link', { name: 'Upgrade to Wellness Pro' })).toBeTruthy();
    expect(within(conversationList()).getByText(dailyChatLimitMessage())).toBeTruthy();
    await waitFor(() => expect(messageBox().disabled).toBe(true));
    expect(sendButton().disabled).toBe(true);
  });
});

describe('clearing the conversation', () => {
  const history = () => json({ messages: [stored('m1', 'user', 'Old question'), stored('m2', 'assistant', 'Old answer')] });

  it('asks first; Cancel keeps everything', async () => {
    const calls = serveChat({ 'GET /api/chat/conversation': history, 'GET /api/chat/usage': () => json(freeUsage()) });
    renderChatPanel();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
    const prompt = screen.getByRole('group', { name: /Clear the whole conversation/ });
    expect(document.activeElement).toBe(within(prompt).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: /Clear the whole conversation/ })).toBeNull();
    expect(callsTo(calls, 'DELETE /api/chat/conversation')).toHaveLength(0);
    expect(within(conversationList()).getByText('Old answer')).toBeTruthy();
  });

  it('Yes deletes the stored conversation and starts again with the greeting', async () => {
    const calls = serveChat({
      'GET /api/chat/conversation': history,
      'GET /api/chat/usage': () => json(freeUsage()),
      'DELETE /api/chat/conversation': () => new Response(null, { status: 204 }),
    });
    renderChatPanel();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    expect(await within(conversationList()).findByText(/AI wellness assistant/)).toBeTruthy();
    expect(within(conversationList()).queryByText('Old answer')).toBeNull();
    expect(callsTo(calls, 'DELETE /api/chat/conversation')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Clear conversation' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
