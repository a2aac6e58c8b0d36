import { buildPerson } from '@thrivewell/assistant/person';
import type { PersonalizationContext } from '@thrivewell/core/copy/personalization-prompt';
import { gateCheck, planAccessOf } from '@thrivewell/knowledge/plan-gating';
import { runSafetyCheck } from '@thrivewell/knowledge/safety-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anthropicAnswers, openAiAnswers, startFakeLlmServer, type FakeLlmServer, type RecordedLlmRequest } from '../../../test/fake-llm-server';
import type { AiConfig } from '../../config';
import { AiNotConfiguredError, AiProviderError, type AiRequest } from './ai-provider';
import type { ChatTools } from './chat-tools';
import { createLlmProvider, defaultModels, maxSteps, type LlmProviderOptions } from './llm-provider';

const warfarinSource = { title: 'DailyMed: Warfarin sodium tablets', url: 'https://dailymed.nlm.nih.gov/dailymed/warfarin' };
const toolNames = ['checkSafety', 'lookupSubstance', 'lookupLibrary', 'analyzeIngredients', 'getProfile', 'getCabinet'];
const checkBoth = { name: 'checkSafety', args: { names: ['ibuprofen', 'warfarin'] } };

let server: FakeLlmServer;
let hosts: string[] = [];
/** The SDK's fetch, refusing anything but the local fake (no network beyond 127.0.0.1). */
const localFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input.toString());
  hosts.push(url.hostname);
  if (url.hostname !== '127.0.0.1') return Promise.reject(new Error(`Unexpected network call to ${url.hostname}`));
  return fetch(input, init);
};
const options: LlmProviderOptions = { fetch: localFetch, maxRetries: 0 };

beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  hosts = [];
});

const warfarinEntry = { name: 'Warfarin', dosage: '5 mg', frequency: 'daily', type: 'prescription' };
const wellnessPro = planAccessOf('wellness_plus');

function fakeTools() {
  const calls: { tool: string; args: unknown[] }[] = [];
  const tools: ChatTools = {
    async checkSafety(names, opts) {
      calls.push({ tool: 'checkSafety', args: [names, opts] });
      return { data: gateCheck(runSafetyCheck(names.map((input) => ({ input, origin: 'request' }))), wellnessPro), sources: [warfarinSource] };
    },
    lookupSubstance: (name) => (calls.push({ tool: 'lookupSubstance', args: [name] }), { data: null, sources: [] }),
    lookupLibrary: (name) => (calls.push({ tool: 'lookupLibrary', args: [name] }), { data: { oil: null, remedy: null }, sources: [] }),
    analyzeIngredients: () => Promise.reject(new Error('not used in these tests')),
    async getProfile() {
      calls.push({ tool: 'getProfile', args: [] });
      return { data: { profile: null, usedDataSections: ['medical_history', 'medications'] }, sources: [] };
    },
    getCabinet: async () => ({ data: [warfarinEntry], sources: [] }),
    getPerson: async () => buildPerson(null, [warfarinEntry], wellnessPro),
  };
  return { tools, calls };
}

const personalization: PersonalizationContext = {
  basePrompt: "You are Thrivewell's AI wellness assistant.",
  enhancedPrompt: "You are Thrivewell's AI wellness assistant.\n\nUser profile (for personalisation):\n- Current medications: Warfarin 5 mg daily",
  contextSummary: 'Current medications: Warfarin 5 mg daily',
  personalizationScore: 40,
  usedDataSections: ['medications'],
};

function request(tools: ChatTools, extra: Partial<AiRequest> = {}): AiRequest {
  return {
    message: 'Can I take ibuprofen with warfarin?',
    history: [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! How can I help?' },
    ],
    contextKind: 'medication_safety',
    personalization,
    tools,
    ...extra,
  };
}

const compatible = (extra: Partial<AiConfig> = {}): AiConfig => ({ provider: 'openai-compatible', baseUrl: `${server.url}/v1`, model: 'llama3.1', apiKey: 'test-key', ...extra });

interface SentMessage {
  role: string;
  content: unknown;
}
const messagesOf = (req: RecordedLlmRequest | undefined) => (req?.body.messages ?? []) as SentMessage[];
const toolNamesOf = (req: RecordedLlmRequest | undefined) => ((req?.body.tools ?? []) as { function: { name: string } }[]).map((t) => t.function.name);

describe('createLlmProvider: OpenAI-compatible server (chat completions)', () => {
  it('answers through a tool round: personalised system prompt, history, tools, the tool result and its sources', async () => {
    server.enqueue(openAiAnswers.toolCalls(checkBoth), openAiAnswers.text('Ibuprofen with warfarin raises the risk of bleeding (DailyMed).'));
    const { tools, calls } = fakeTools();
    const reply = await createLlmProvider(compatible(), options).respond(request(tools));

    expect(reply).toEqual({
      text: 'Ibuprofen with warfarin raises the risk of bleeding (DailyMed).',
      sources: [warfarinSource],
      usedDataSections: ['medications'],
    });
    expect(calls).toEqual([{ tool: 'checkSafety', args: [['ibuprofen', 'warfarin'], { includeCabinet: undefined }] }]);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/chat/completions', 'POST /v1/chat/completions']);
    const [first, second] = server.requests;
    expect(first?.headers.authorization).toBe('Bearer test-key');
    expect(first?.body).toMatchObject({ model: 'llama3.1', temperature: 0.3, max_tokens: 1024 });
    expect(first?.body.stream).toBeFalsy();
    const sent = messagesOf(first);
    expect(sent[0]?.role).toBe('system');
    expect(sent[0]?.content).toContain('Current medications: Warfarin 5 mg daily');
    expect(sent[0]?.content).toContain('Never diagnose');
    expect(sent[0]?.content).toContain('prescribed medicine');
    expect(sent.slice(1)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! How can I help?' },
      { role: 'user', content: 'Can I take ibuprofen with warfarin?' },
    ]);
    expect(toolNamesOf(first)).toEqual(toolNames);
    const toolMessage = messagesOf(second).find((m) => m.role === 'tool');
    expect(String(toolMessage?.content)).toContain('Warfarin');
    expect(String(toolMessage?.content)).toContain(warfarinSource.url);
    expect(hosts.every((h) => h === '127.0.0.1')).toBe(true);
  });

  it('a substance question gets the personal screen in the system prompt and must start with the check tool', async () => {
    server.enqueue(openAiAnswers.toolCalls(checkBoth), openAiAnswers.text('Not without your prescriber: bleeding risk.'));
    await createLlmProvider(compatible(), options).respond(request(fakeTools().tools, { message: 'Can I take ibuprofen for my knee?' }));
    const [first, second] = server.requests;
    const system = String(messagesOf(first)[0]?.content);
    expect(system).toContain('Personal screen for this question (Ibuprofen)');
    expect(system).toMatch(/Major interaction with your Warfarin/);
    expect(system).toContain('call checkSafety with includeCabinet: true');
    expect(first?.body.tool_choice).toEqual({ type: 'function', function: { name: 'checkSafety' } });
    expect(second?.body.tool_choice).not.toEqual({ type: 'function', function: { name: 'checkSafety' } });
  });

  it('a model that answers a substance question without calling the check tool is refused (AiProviderError), not shown', async () => {
    server.enqueue(openAiAnswers.text('Sure, ibuprofen is fine.'));
    const error: unknown = await createLlmProvider(compatible(), options).respond(request(fakeTools().tools)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
  });

  it('a question without a substance leaves the model free to choose its tools', async () => {
    server.enqueue(openAiAnswers.text('Try a regular bedtime.'));
    await createLlmProvider(compatible(), options).respond(request(fakeTools().tools, { message: 'How can I sleep better?' }));
    expect(server.requests[0]?.body.tool_choice).not.toEqual({ type: 'function', function: { name: 'checkSafety' } });
    expect(String(messagesOf(server.requests[0])[0]?.content)).not.toContain('Personal screen');
  });

  it('streams: onDelta gets the pieces in order and the reply holds the whole text', async () => {
    const pieces = ['Ibuprofen ', 'with warfarin ', 'raises bleeding risk.'];
    server.enqueue(openAiAnswers.toolCallStream(checkBoth), openAiAnswers.textStream(pieces));
    const deltas: string[] = [];
    const reply = await createLlmProvider(compatible(), options).respond(request(fakeTools().tools, { onDelta: (t) => deltas.push(t) }));

    expect(deltas).toEqual(pieces);
    expect(reply.text).toBe(pieces.join(''));
    expect(reply.sources).toEqual([warfarinSource]);
    expect(server.requests.map((r) => r.body.stream)).toEqual([true, true]);
  });

  it.each([false, true])('keeps what the model said before a tool call, as its own paragraph (streaming: %s)', async (streaming) => {
    server.enqueue(
      streaming ? openAiAnswers.textAndToolCallStream('Let me check that.', checkBoth) : openAiAnswers.textAndToolCalls('Let me check that.', checkBoth),
      streaming ? openAiAnswers.textStream(['They interact.']) : openAiAnswers.text('They interact.'),
    );
    const deltas: string[] = [];
    const onDelta = streaming ? (t: string) => void deltas.push(t) : undefined;
    const reply = await createLlmProvider(compatible(), options).respond(request(fakeTools().tools, { onDelta }));
    expect(reply.text).toBe('Let me check that.\n\nThey interact.');
    if (streaming) expect(deltas.join('')).toBe(reply.text);
  });

  it('adds the profile sections when the model read the profile', async () => {
    server.enqueue(openAiAnswers.toolCalls({ name: 'getProfile', args: {} }), openAiAnswers.text('Your profile lists warfarin.'));
    const reply = await createLlmProvider(compatible(), options).respond(request(fakeTools().tools, { message: 'What does my profile say?' }));
    expect(reply.usedDataSections).toEqual(['medications', 'medical_history']);
  });

  it('sends a placeholder key when the server needs none (Ollama)', async () => {
    server.enqueue(openAiAnswers.text('Hello.'));
    await createLlmProvider(compatible({ apiKey: undefined }), options).respond(request(fakeTools().tools, { message: 'Hello' }));
    expect(server.requests[0]?.headers.authorization).toBe('Bearer not-needed');
  });

  it(`forbids tool calls in the last of ${maxSteps} steps, so the model must answer`, async () => {
    server.enqueue(...Array.from({ length: maxSteps - 1 }, () => openAiAnswers.toolCalls(checkBoth)), openAiAnswers.text('Done checking.'));
    const reply = await createLlmProvider(compatible(), options).respond(request(fakeTools().tools));
    expect(reply.text).toBe('Done checking.');
    expect(server.requests).toHaveLength(maxSteps);
    expect(server.requests.at(-1)?.body.tool_choice).toBe('none');
  });
});

describe('createLlmProvider: failures', () => {
  it.each<[string, AiConfig]>([
    ['openai without a key', { provider: 'openai' }],
    ['anthropic without a key', { provider: 'anthropic', model: 'claude-x' }],
    ['openai-compatible without a base URL', { provider: 'openai-compatible', model: 'llama3.1' }],
    ['openai-compatible without a model', { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1' }],
  ])('%s constructs, then answers "not configured" without calling anyone', async (_label, config) => {
    const provider = createLlmProvider(config, options);
    expect(provider.name).toBe(config.provider);
    await expect(provider.respond(request(fakeTools().tools))).rejects.toBeInstanceOf(AiNotConfiguredError);
    expect(hosts).toEqual([]);
  });

  it('names what is missing', async () => {
    const provider = createLlmProvider({ provider: 'openai-compatible' }, options);
    await expect(provider.respond(request(fakeTools().tools))).rejects.toThrow(/AI_BASE_URL .* and AI_MODEL/);
  });

  it.each([false, true])('an upstream 500 becomes AiProviderError without the key (streaming: %s)', async (streaming) => {
    server.enqueue(openAiAnswers.error(500, 'Incorrect API key provided: test-key'));
    const onDelta = streaming ? () => {} : undefined;
    const error: unknown = await createLlmProvider(compatible(), options).respond(request(fakeTools().tools, { onDelta })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as Error).message).toBe('The AI provider request failed (HTTP 500).');
    expect((error as Error).message).not.toContain('test-key');
  });

  it('an unreachable server becomes AiProviderError', async () => {
    const closed = await startFakeLlmServer();
    await closed.close();
    const provider = createLlmProvider(compatible({ baseUrl: `${closed.url}/v1` }), options);
    await expect(provider.respond(request(fakeTools().tools))).rejects.toThrow(new AiProviderError('The AI provider request failed (could not connect).'));
  });

  it('an abort propagates as an abort, not as a provider failure', async () => {
    const controller = new AbortController();
    controller.abort();
    server.enqueue(openAiAnswers.text('never read'));
    const error: unknown = await createLlmProvider(compatible(), options)
      .respond(request(fakeTools().tools, { signal: controller.signal }))
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AiProviderError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('an abort in the middle of a stream stops the answer and propagates as an abort', async () => {
    const controller = new AbortController();
    server.enqueue(openAiAnswers.stalledTextStream(['Ibuprofen ', 'never sent']));
    const deltas: string[] = [];
    const onDelta = (text: string) => {
      deltas.push(text);
      controller.abort();
    };
    const error: unknown = await createLlmProvider(compatible(), options)
      .respond(request(fakeTools().tools, { signal: controller.signal, onDelta }))
      .catch((e: unknown) => e);
    expect(deltas).toEqual(['Ibuprofen ']);
    expect(error).toBe(controller.signal.reason);
  });
});

describe('createLlmProvider: OpenAI and Anthropic', () => {
  it('openai uses the chat completions API, the default model and the base URL override', async () => {
    server.enqueue(openAiAnswers.text('Hello from OpenAI.'));
    const reply = await createLlmProvider({ provider: 'openai', apiKey: 'sk-test', baseUrl: `${server.url}/v1` }, options).respond(request(fakeTools().tools, { message: 'Hello' }));
    expect(reply.text).toBe('Hello from OpenAI.');
    expect(server.requests[0]).toMatchObject({ path: '/v1/chat/completions', body: { model: defaultModels.openai } });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('anthropic answers through a tool round on the messages API', async () => {
    server.enqueue(anthropicAnswers.toolUse(checkBoth), anthropicAnswers.text('Avoid combining them without advice (DailyMed).'));
    const { tools, calls } = fakeTools();
    const provider = createLlmProvider({ provider: 'anthropic', apiKey: 'ak-test', baseUrl: `${server.url}/v1` }, options);
    const reply = await provider.respond(request(tools));

    expect(reply).toMatchObject({ text: 'Avoid combining them without advice (DailyMed).', sources: [warfarinSource] });
    expect(calls.map((c) => c.tool)).toEqual(['checkSafety']);
    const [first] = server.requests;
    expect(first).toMatchObject({ path: '/v1/messages', body: { model: defaultModels.anthropic } });
    expect(first?.headers['x-api-key']).toBe('ak-test');
    expect(JSON.stringify(first?.body.system)).toContain('Current medications: Warfarin 5 mg daily');
    expect(((first?.body.tools ?? []) as { name: string }[]).map((t) => t.name)).toEqual(toolNames);
  });
});
