/**
 * The built-in adapter: the person is read once through the chat tools, the package answers, and
 * the answer is streamed in paragraphs that add up to the text.
 */
import { buildPersonalizedPrompt } from '@thrivewell/core/copy/personalization-prompt';
import { freeAccess } from '@thrivewell/knowledge/plan-gating';
import { describe, expect, it } from 'vitest';
import { chatToolsFor } from '../../modules/chat/chat-tools.service';
import { createBuiltinResponder } from './builtin-responder';
import type { CabinetEntry } from './chat-tools';

const cabinet: CabinetEntry[] = [{ name: 'Coumadin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription' }];

function setup() {
  const reads = { profile: 0, cabinet: 0 };
  // On the free plan: the major ibuprofen + warfarin finding is shown on every plan.
  const tools = chatToolsFor({
    access: freeAccess,
    loadProfile: async () => (reads.profile++, { medical_history: { allergies: ['Peanuts'] } }),
    loadCabinet: async () => (reads.cabinet++, cabinet),
  });
  return { tools, reads };
}

describe('built-in responder (adapter over @thrivewell/assistant)', () => {
  it('streams the answer in a few chunks that add up to the text, reading the person once', async () => {
    const { tools, reads } = setup();
    const chunks: string[] = [];
    const reply = await createBuiltinResponder().respond({
      message: 'Can I take ibuprofen for my knee?',
      history: [],
      contextKind: 'medication_safety',
      personalization: buildPersonalizedPrompt('You are a wellness assistant.', null),
      tools,
      onDelta: (t) => chunks.push(t),
    });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(reply.text);
    expect(reply.text).toMatch(/Major interaction/);
    expect(reply.text).toMatch(/Warfarin/);
    expect(reads).toEqual({ profile: 1, cabinet: 1 });
  });

  it('an aborted request is not answered', async () => {
    const controller = new AbortController();
    controller.abort();
    const request = { message: 'Hi', history: [], contextKind: 'general' as const, personalization: buildPersonalizedPrompt('x', null), tools: setup().tools, signal: controller.signal };
    await expect(createBuiltinResponder().respond(request)).rejects.toThrow();
  });
});
