import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An LLM API faked at the network edge: a local HTTP server on 127.0.0.1 that the real AI SDK
 * providers talk to through their base URL. Each request takes the next queued answer (JSON, or
 * server-sent events); tests read back what the SDK sent. Answer builders below speak the OpenAI
 * chat-completions format (JSON and `chat.completion.chunk` streams) and Anthropic's messages API.
 */
export interface RecordedLlmRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** `keepOpen` leaves an event stream hanging after its events (a slow model), until the client goes away. */
export type FakeLlmAnswer = { status: number; json: unknown } | { sse: string[]; keepOpen?: boolean };

export interface FakeLlmServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  requests: RecordedLlmRequest[];
  /** Queues answers, one per upcoming request; with none left the server answers 500. */
  enqueue(...answers: FakeLlmAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

function parseBody(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.fromEntries(Object.entries(parsed)) : {};
  } catch {
    return {};
  }
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queue: FakeLlmAnswer[] = [];
  const requests: RecordedLlmRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body: parseBody(Buffer.concat(chunks).toString('utf8')) });
      const answer = queue.shift() ?? { status: 500, json: { error: { message: 'No fake answer queued', type: 'server_error' } } };
      if ('sse' in answer) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        for (const event of answer.sse) res.write(event);
        if (!answer.keepOpen) res.end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...answers) => void queue.push(...answers),
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ── OpenAI chat completions ─────────────────────────────────────────────────────────────────

const completion = { id: 'chatcmpl-fake', created: 1_700_000_000, model: 'fake-model' };
const usage = { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 };
const sseData = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;
const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
  sseData({ ...completion, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason }] });

export interface FakeToolCall {
  id?: string;
  name: string;
  args: Record<string, unknown>;
}

const openAiToolCalls = (calls: readonly FakeToolCall[]) =>
  calls.map((call, index) => ({ index, id: call.id ?? `call_${index + 1}`, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args) } }));

export const openAiAnswers = {
  text: (text: string): FakeLlmAnswer => ({
    status: 200,
    json: { ...completion, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }], usage },
  }),
  toolCalls: (...calls: FakeToolCall[]): FakeLlmAnswer => openAiAnswers.textAndToolCalls(null, ...calls),
  /** Some models say something ("Let me check.") before calling a tool. */
  textAndToolCalls: (text: string | null, ...calls: FakeToolCall[]): FakeLlmAnswer => ({
    status: 200,
    json: {
      ...completion,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: text, tool_calls: openAiToolCalls(calls) }, finish_reason: 'tool_calls' }],
      usage,
    },
  }),
  textStream: (pieces: readonly string[]): FakeLlmAnswer => ({
    sse: [chunk({ role: 'assistant', content: '' }), ...pieces.map((content) => chunk({ content })), chunk({}, 'stop'), 'data: [DONE]\n\n'],
  }),
  /** A stream that sends the pieces and then hangs, like a slow model. */
  stalledTextStream: (pieces: readonly string[]): FakeLlmAnswer => ({
    sse: [chunk({ role: 'assistant', content: '' }), ...pieces.map((content) => chunk({ content }))],
    keepOpen: true,
  }),
  toolCallStream: (...calls: FakeToolCall[]): FakeLlmAnswer => openAiAnswers.textAndToolCallStream(null, ...calls),
  textAndToolCallStream: (text: string | null, ...calls: FakeToolCall[]): FakeLlmAnswer => ({
    sse: [
      chunk({ role: 'assistant', content: text }),
      chunk({ tool_calls: openAiToolCalls(calls) }),
      chunk({}, 'tool_calls'),
      'data: [DONE]\n\n',
    ],
  }),
  error: (status: number, message = 'Upstream failure'): FakeLlmAnswer => ({ status, json: { error: { message, type: 'server_error', code: null } } }),
};

// ── Anthropic messages ──────────────────────────────────────────────────────────────────────

const message = { id: 'msg_fake', type: 'message', role: 'assistant', model: 'claude-fake', stop_sequence: null, usage: { input_tokens: 12, output_tokens: 8 } };

export const anthropicAnswers = {
  text: (text: string): FakeLlmAnswer => ({ status: 200, json: { ...message, content: [{ type: 'text', text }], stop_reason: 'end_turn' } }),
  toolUse: (...calls: FakeToolCall[]): FakeLlmAnswer => ({
    status: 200,
    json: {
      ...message,
      content: calls.map((call, index) => ({ type: 'tool_use', id: call.id ?? `toolu_${index + 1}`, name: call.name, input: call.args })),
      stop_reason: 'tool_use',
    },
  }),
};
