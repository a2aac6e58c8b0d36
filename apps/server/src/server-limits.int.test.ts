import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { serverLimits, type ServerLimits } from './server-limits';
import { signUpVerifiedUser } from '../test/auth-helpers';
import { openAiAnswers, startFakeLlmServer, type FakeLlmServer } from '../test/fake-llm-server';
import { createTestDatabase } from '../test/test-db';

/** The real limits, shortened so the test takes seconds: the mechanism is the same. */
const short: Partial<ServerLimits> = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, checkIntervalMs: 200 };
/** How late past a limit a slow client may still be connected (a busy 2-core CI machine). */
const slack = 2_000;

let database: DatabaseHandle;
let llm: FakeLlmServer;
beforeAll(async () => {
  database = await createTestDatabase();
  llm = await startFakeLlmServer();
});
afterAll(async () => {
  await llm?.close();
  await database?.close();
});

async function listen(limits: Partial<ServerLimits>, env: Record<string, string> = {}): Promise<{ app: FastifyInstance; port: number }> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, serverLimits: limits });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** A raw socket that trickles `trickle` every 200 ms after `start`; resolves with the ms it stayed open. */
function slowClient(port: number, start: string, trickle: string): { socket: Socket; closedAfter: Promise<number> } {
  const began = Date.now();
  const socket = connect(port, '127.0.0.1');
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    socket.write(start);
    timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(trickle);
    }, 200);
  });
  socket.on('data', () => {}); // the server's 408, if it sends one
  socket.on('error', () => {});
  const closedAfter = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - began);
    }),
  );
  return { socket, closedAfter };
}

describe('W2-A §9: slow clients are closed within the limits while others are served', () => {
  it('30 slow-header and 30 slow-body connections are closed in time; a normal request is answered meanwhile', async () => {
    const { app, port } = await listen(short);
    try {
      const slowHeaders = Array.from({ length: 30 }, () => slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n'));
      const slowBodies = Array.from({ length: 30 }, () =>
        slowClient(port, 'POST /api/errors HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{', ' '),
      );

      const started = Date.now();
      const normal = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(normal.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);

      const headerTimes = await Promise.all(slowHeaders.map((c) => c.closedAfter));
      const bodyTimes = await Promise.all(slowBodies.map((c) => c.closedAfter));
      expect(Math.min(...headerTimes)).toBeGreaterThanOrEqual(short.headersTimeoutMs! - 100);
      expect(Math.max(...headerTimes)).toBeLessThan(short.headersTimeoutMs! + short.checkIntervalMs! + slack);
      expect(Math.min(...bodyTimes)).toBeGreaterThanOrEqual(short.requestTimeoutMs! - 100);
      expect(Math.max(...bodyTimes)).toBeLessThan(short.requestTimeoutMs! + short.checkIntervalMs! + slack);

      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 20_000);

  it('connections past the cap are refused at once, and the server serves again when they go', async () => {
    const { app, port } = await listen({ ...short, maxConnections: 3 });
    try {
      const held = Array.from({ length: 3 }, () => slowClient(port, 'GET /api/health HTTP/1.1\r\n', 'X-Slow: 1\r\n'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const extra = slowClient(port, 'GET /api/health HTTP/1.1\r\n', 'X-Slow: 1\r\n');
      expect(await extra.closedAfter).toBeLessThan(500);
      for (const c of held) c.socket.destroy();
      await Promise.all(held.map((c) => c.closedAfter));
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 20_000);

  it('a chat answer streamed over server-sent events outlives the request timeout (it limits the request, not the answer)', async () => {
    const { app, port } = await listen(short, { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${llm.url}/v1`, AI_MODEL: 'fake', AI_API_KEY: 'test-key' });
    const controller = new AbortController();
    try {
      const cookie = await signUpVerifiedUser(app, { email: 'slow-stream@example.com', password: 'Quiet-Harbor-47!' });
      llm.enqueue(openAiAnswers.stalledTextStream(['Magnesium ', 'helps ']));
      const res = await fetch(`http://127.0.0.1:${port}/api/chat/stream`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ message: 'What helps with sleep?' }),
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('helps')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      expect(text).toContain('"type":"delta"');

      // Still open well past the request timeout (the model is "thinking").
      const wait = short.requestTimeoutMs! + short.checkIntervalMs! + 1_000;
      const outcome = await Promise.race([
        reader.read().then(({ done }) => (done ? 'ended' : 'data'), () => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), wait)),
      ]);
      expect(outcome).toBe('still open');
    } finally {
      controller.abort();
      await app.close();
    }
  }, 20_000);
});

describe('the limits in force', () => {
  it('are headers 10 s, request 30 s, checked every second, 1,000 connections — and the server takes them', async () => {
    expect(serverLimits).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, checkIntervalMs: 1_000, maxConnections: 1_000 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database });
    try {
      expect(app.server.headersTimeout).toBe(10_000);
      expect(app.server.requestTimeout).toBe(30_000);
      expect(app.server.keepAliveTimeout).toBe(serverLimits.keepAliveTimeoutMs);
      expect(app.server.timeout).toBe(serverLimits.idleTimeoutMs);
      expect(app.server.maxConnections).toBe(1_000);
    } finally {
      await app.close();
    }
  });
});
