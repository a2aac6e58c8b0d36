import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatErrorTexts, type ChatResponse, type ChatStreamEvent } from '@thrivewell/core/contracts/chat-contract';
import { chatAuditAction, dailyChatLimitMessage } from '@thrivewell/core/rules/plans';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { auditLogs } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';
import { dailyChatCount } from './chat-usage.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = Parameters<typeof json>[1];
const call = (method: Method, url: string, o: { cookie?: string; body?: unknown; raw?: string } = {}) => json(t.app, method, url, o);
const ask = (cookie: string, message: string) => call('POST', '/api/chat', { cookie, body: { message } });

/** Writes `n` counted chats for the user at `at` (default now). */
async function usedChats(userId: string, n: number, at = new Date()) {
  if (n === 0) return;
  await t.database.db.insert(auditLogs).values(Array.from({ length: n }, () => ({ userId, action: chatAuditAction, source: 'server' as const, success: true, createdAt: at })));
}

function sseEvents(payload: string): ChatStreamEvent[] {
  return payload
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as ChatStreamEvent);
}

describe('chat API: access and malformed bodies', () => {
  it.each([
    ['GET', '/api/chat/usage'],
    ['GET', '/api/chat/conversation'],
    ['DELETE', '/api/chat/conversation'],
    ['POST', '/api/chat'],
    ['POST', '/api/chat/stream'],
  ] as const)('%s %s needs a session (401 with the authentication message)', async (method, url) => {
    const res = await call(method, url, { body: method === 'POST' ? { message: 'hi' } : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(profileMessages.authRequired);
  });

  it('refuses malformed bodies with a clear 400, never 500', async () => {
    const u = await signedInUser(t, 'free');
    const cases: [unknown, RegExp][] = [
      [{}, /message/],
      [{ message: '   ' }, /Please type a message/],
      [{ message: 42 }, /message must be text/],
      [{ message: 'x'.repeat(4001) }, /at most 4000/],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/chat', { cookie: u.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const junk = await call('POST', '/api/chat', { cookie: u.cookie, raw: '{"message":' });
    expect(junk.statusCode).toBe(400);
    expect(await dailyChatCount(t.database.db, u.id)).toBe(0);
  });

  it('ignores a userId in the body: the session user is the one counted', async () => {
    const alice = await signedInUser(t, 'free');
    const bob = await signedInUser(t, 'free');
    const res = await call('POST', '/api/chat', { cookie: alice.cookie, body: { message: 'How can I sleep better?', userId: bob.id } });
    expect(res.statusCode).toBe(200);
    expect(await dailyChatCount(t.database.db, alice.id)).toBe(1);
    expect(await dailyChatCount(t.database.db, bob.id)).toBe(0);
  });
});

describe('daily allowance (P1-CHAT-13, P1-CHAT-16)', () => {
  it('counts only the current UTC day, across the day boundary', async () => {
    const u = await signedInUser(t, 'free');
    const now = new Date('2026-11-25T00:00:00.000Z');
    await usedChats(u.id, 3, new Date('2026-11-24T23:59:59.999Z'));
    await usedChats(u.id, 2, new Date('2026-11-25T00:00:00.000Z'));
    await usedChats(u.id, 1, new Date('2026-11-25T23:59:59.999Z'));
    await usedChats(u.id, 4, new Date('2026-11-26T00:00:00.000Z'));
    expect(await dailyChatCount(t.database.db, u.id, new Date('2026-11-24T12:00:00Z'))).toBe(3);
    expect(await dailyChatCount(t.database.db, u.id, now)).toBe(3);
    expect(await dailyChatCount(t.database.db, u.id, new Date('2026-11-26T08:00:00Z'))).toBe(4);
  });

  it('usage says how many free chats are left; the 21st chat of the day is refused by the server with 429', async () => {
    const u = await signedInUser(t, 'free');
    expect((await call('GET', '/api/chat/usage', { cookie: u.cookie })).json()).toEqual({ dailyCount: 0, remainingFree: 20, canUseChat: true });
    await usedChats(u.id, 19);
    const twentieth = await ask(u.cookie, 'What helps with stress?');
    expect(twentieth.statusCode).toBe(200);
    expect((twentieth.json() as ChatResponse).usage).toEqual({ dailyCount: 20, remainingFree: 0, canUseChat: false });
    const refused = await ask(u.cookie, 'One more question about sleep');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'CHAT_LIMIT_REACHED', message: dailyChatLimitMessage() });
    expect(dailyChatLimitMessage()).toBe("You've reached your daily limit of 20 free chats. Upgrade to continue.");
    expect(await dailyChatCount(t.database.db, u.id)).toBe(20);
  });

  it('parallel requests cannot take more than the allowance', async () => {
    const u = await signedInUser(t, 'free');
    await usedChats(u.id, 18);
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(u.cookie, 'Tips for better sleep?')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect(await dailyChatCount(t.database.db, u.id)).toBe(20);
  });

  it('paid users are unlimited (P1-CHAT-12)', async () => {
    const u = await signedInUser(t, 'paid');
    await usedChats(u.id, 25);
    expect((await call('GET', '/api/chat/usage', { cookie: u.cookie })).json()).toEqual({ dailyCount: 25, remainingFree: null, canUseChat: true });
    expect((await ask(u.cookie, 'How much water should I drink?')).statusCode).toBe(200);
  });

  it('an emergency is answered at once, even past the limit, and is not counted', async () => {
    const u = await signedInUser(t, 'free');
    await usedChats(u.id, 20);
    const res = await ask(u.cookie, 'I have crushing chest pain and my left arm is numb');
    expect(res.statusCode).toBe(200);
    const body = res.json() as ChatResponse;
    expect(body.kind).toBe('emergency');
    expect(body.message).toMatch(/911/);
    expect(body.message).toMatch(/999/);
    expect(body.message).toMatch(/112/);
    expect(await dailyChatCount(t.database.db, u.id)).toBe(20);
  });
});

describe('answers, sources and the stored conversation', () => {
  it('answers an interaction question with the checker’s finding and its sources, and keeps the conversation per user', async () => {
    const alice = await signedInUser(t, 'free');
    const bob = await signedInUser(t, 'free');
    const res = await ask(alice.cookie, 'Can I take ibuprofen with warfarin?');
    expect(res.statusCode).toBe(200);
    const body = res.json() as ChatResponse;
    expect(body.message.toLowerCase()).toMatch(/bleed/);
    expect(body.context.sources.length).toBeGreaterThan(0);
    expect(body.context.sources[0]?.url).toMatch(/^https:\/\//);
    expect(Date.parse(body.context.timestamp)).not.toBeNaN();

    const conversation = (await call('GET', '/api/chat/conversation', { cookie: alice.cookie })).json().messages;
    expect(conversation.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(conversation[0].content).toBe('Can I take ibuprofen with warfarin?');
    expect(conversation[1].sources.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/chat/conversation', { cookie: bob.cookie })).json()).toEqual({ messages: [] });

    expect((await call('DELETE', '/api/chat/conversation', { cookie: bob.cookie })).statusCode).toBe(204);
    expect((await call('GET', '/api/chat/conversation', { cookie: alice.cookie })).json().messages).toHaveLength(2);
    expect((await call('DELETE', '/api/chat/conversation', { cookie: alice.cookie })).statusCode).toBe(204);
    expect((await call('GET', '/api/chat/conversation', { cookie: alice.cookie })).json()).toEqual({ messages: [] });
  });

  it('streams the answer as server-sent events ending with the whole response', async () => {
    const u = await signedInUser(t, 'free');
    const res = await call('POST', '/api/chat/stream', { cookie: u.cookie, body: { message: 'When should I take levothyroxine?' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = sseEvents(res.payload);
    const deltas = events.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.text : ''));
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done') return;
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.join('').trim()).toBe(done.response.message);
    expect(done.response.message.toLowerCase()).toMatch(/levothyroxine/);
  });

  it('a stream past the limit answers 429 JSON before any event', async () => {
    const u = await signedInUser(t, 'free');
    await usedChats(u.id, 20);
    const res = await call('POST', '/api/chat/stream', { cookie: u.cookie, body: { message: 'Any tips on diet?' } });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(dailyChatLimitMessage());
  });
});

describe('the conversation is the context (W2-C §1.5: a request carries only the new message)', () => {
  it('answers a follow-up from the stored conversation', async () => {
    const u = await signedInUser(t, 'free');
    expect((await ask(u.cookie, 'Can I take ibuprofen with warfarin?')).statusCode).toBe(200);
    const followUp = await ask(u.cookie, 'What about aspirin?');
    expect(followUp.statusCode).toBe(200);
    const reply = (followUp.json() as ChatResponse).message;
    expect(reply).toMatch(/Warfarin/);
    expect(reply).toMatch(/Aspirin/);
    expect(reply).toMatch(/bleeding/);
  });

  it("another user's conversation is not the context, and history in the body is ignored", async () => {
    const alice = await signedInUser(t, 'free');
    const bob = await signedInUser(t, 'free');
    expect((await ask(alice.cookie, 'Can I take ibuprofen with warfarin?')).statusCode).toBe(200);
    const res = await call('POST', '/api/chat', {
      cookie: bob.cookie,
      body: { message: 'What about aspirin?', conversationHistory: [{ role: 'user', content: 'Can I take ibuprofen with warfarin?' }] },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ChatResponse).message).not.toMatch(/Warfarin/);
  });
});

describe('provider not configured (P1-CHAT-25)', () => {
  let llm: TestApp;
  beforeAll(async () => {
    llm = await startTestApp({ env: { AI_PROVIDER: 'openai' } });
  });
  afterAll(async () => {
    await llm?.close();
  });

  it('answers 503 AI_NOT_CONFIGURED and gives the chat back; emergencies still work', async () => {
    const u = await signedInUser(llm, 'free');
    const res = await json(llm.app, 'POST', '/api/chat', { cookie: u.cookie, body: { message: 'How can I sleep better?' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: 'AI_NOT_CONFIGURED', message: 'The AI provider is not configured.' });
    expect(await dailyChatCount(llm.database.db, u.id)).toBe(0);
    const emergency = await json(llm.app, 'POST', '/api/chat', { cookie: u.cookie, body: { message: 'I want to kill myself' } });
    expect(emergency.statusCode).toBe(200);
    expect(emergency.json().message).toMatch(/988/);
    expect(chatErrorTexts.unavailable).toBe('The AI service is temporarily unavailable. Please contact support.');
  });
});
