import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createTestDatabase } from '../test/test-db';

describe('client IP behind proxies (TRUST_PROXY)', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  async function clientIp(env: Record<string, string>) {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), database });
    apps.push(app);
    app.get('/api/__ip', (req) => ({ ip: req.ip }));
    const res = await app.inject({ url: '/api/__ip', headers: { 'x-forwarded-for': '203.0.113.9' }, remoteAddress: '10.0.0.2' });
    return res.json().ip;
  }

  it('ignores a forged X-Forwarded-For by default, so per-IP limits cannot be dodged', async () => {
    expect(await clientIp({})).toBe('10.0.0.2');
  });

  it('reads the client IP from one trusted proxy hop when TRUST_PROXY=1', async () => {
    expect(await clientIp({ TRUST_PROXY: '1' })).toBe('203.0.113.9');
  });
});
