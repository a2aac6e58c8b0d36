/**
 * Plan gating inside chat answers (ADR 0005, 0007): the chat follows the safety pages' rule. A free
 * user on warfarin asking about St John's wort (major) and fish oil (moderate) is told the major
 * finding and, in one sentence, that one more is part of Wellness Pro; a Wellness Pro user asking
 * the same is told both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@thrivewell/core/contracts/chat-contract';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const question = "Can I take St John's wort and fish oil?";
const withheldNote = /1 more moderate or minor interaction involving a supplement or food is part of Wellness Pro\. Major and contraindicated interactions are always shown, on every plan\. Compare plans at \/pricing\./;

async function onWarfarin(plan: 'free' | 'paid') {
  const user = await signedInUser(t, plan);
  const added = await json(t.app, 'POST', '/api/safety/cabinet', { cookie: user.cookie, body: { name: 'Warfarin', type: 'Prescription', dosage: '5 mg', frequency: 'Once daily' } });
  expect(added.statusCode).toBe(201);
  return user;
}

async function ask(cookie: string, message: string): Promise<ChatResponse> {
  const res = await json(t.app, 'POST', '/api/chat', { cookie, body: { message } });
  expect(res.statusCode).toBe(200);
  return res.json() as ChatResponse;
}

describe('POST /api/chat: plan gating of safety findings (same rule as the safety pages)', () => {
  it('a free user sees the major finding and a note for the withheld moderate one', async () => {
    const free = await onWarfarin('free');
    const answer = await ask(free.cookie, question);
    expect(answer.message).toMatch(/Major interaction[^\n]*St\. John's Wort \+ Warfarin/);
    expect(answer.message).not.toMatch(/Moderate interaction/);
    expect(answer.message).toMatch(withheldNote);
    expect(answer.message).not.toMatch(/No interaction is listed/);
  });

  it('a Wellness Pro user asking the same sees both findings and no note', async () => {
    const paid = await onWarfarin('paid');
    const answer = await ask(paid.cookie, question);
    expect(answer.message).toMatch(/Major interaction[^\n]*St\. John's Wort \+ Warfarin/);
    expect(answer.message).toMatch(/Moderate interaction[^\n]*Fish oil \(omega-3\) \+ Warfarin/);
    expect(answer.message).not.toMatch(/part of Wellness Pro/);
  });

  it('timing advice is Wellness Pro: the free user is told so instead of "no timing advice"', async () => {
    const free = await onWarfarin('free');
    const answer = await ask(free.cookie, 'When should I take my warfarin?');
    expect(answer.message).toMatch(/timing tips? for this list .* part of Wellness Pro\. Compare plans at \/pricing\./);
    expect(answer.message).not.toMatch(/no specific timing advice/);
    const paid = await onWarfarin('paid');
    expect((await ask(paid.cookie, 'When should I take my warfarin?')).message).toMatch(/When to take Warfarin/);
  });
});
