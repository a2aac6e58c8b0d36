import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '../../../test/auth-helpers';
import { startRouteWalk, type RouteWalk } from '../../../test/route-walk';
import { routeCatalogue } from './api-document';
import type { HttpMethod } from './route-catalogue';

let walk: RouteWalk;
let ip = 0;

beforeAll(async () => {
  walk = await startRouteWalk('contract@example.com');
});
afterAll(async () => {
  await walk?.close();
});

/** Calls a route signed in (from its own address, so no rate limit is shared) and returns status and JSON body. */
async function call(method: HttpMethod, url: string, payload?: unknown, signedIn = true) {
  ip += 1;
  const res = await walk.app.inject({
    method,
    url,
    headers: { ...(signedIn ? { cookie: walk.cookie } : {}), origin: testOrigin, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    remoteAddress: `10.77.0.${ip}`,
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
}

/**
 * The real answer must parse with the schema the document publishes for that route and status,
 * and parsing must keep it as it is: a field the server sends that the contract does not declare
 * (zod drops it) fails here as much as a missing or mistyped one.
 */
async function expectContract(method: HttpMethod, path: string, url = path, payload?: unknown, signedIn = true) {
  const route = routeCatalogue.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`${method} ${path} is not in the route catalogue`);
  const { status, body } = await call(method, url, payload, signedIn);
  const schema = route.responses[status]?.schema;
  expect(schema, `${method} ${url} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`).toBeDefined();
  const parsed = schema!.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), `${method} ${url}`).toEqual([]);
  expect(parsed.data, `${method} ${url}: fields outside the contract`).toEqual(body);
  return body;
}

describe('real answers match the published contract (W2-C §1.2)', () => {
  it('profile: section save, read, status, journey, progress, feature data, freshness, analysis, action plans, diagnostics', async () => {
    await expectContract('PUT', '/api/profile/sections/:id', '/api/profile/sections/personalInfo', { age: 41, gender: 'female', weight: 70, height: 170 });
    await expectContract('PUT', '/api/profile/sections', '/api/profile/sections', { diet: { type: 'vegetarian' } });
    await expectContract('GET', '/api/profile');
    await expectContract('GET', '/api/profile/status');
    await expectContract('PUT', '/api/profile/journey', '/api/profile/journey', { level: 'improve' });
    await expectContract('GET', '/api/profile/journey');
    await expectContract('PUT', '/api/profile/onboarding-progress', '/api/profile/onboarding-progress', { lastCompletedStep: 2 });
    await expectContract('GET', '/api/profile/feature/:feature', '/api/profile/feature/nutrition');
    await expectContract('GET', '/api/profile/freshness');
    await expectContract('GET', '/api/profile/analysis');
    const plans = (await expectContract('GET', '/api/profile/action-plans')) as { plans: unknown[] };
    expect(plans.plans.length).toBeGreaterThan(0);
    await expectContract('POST', '/api/profile/system-check', '/api/profile/system-check', {});
    await expectContract('GET', '/api/profile/diagnostics');
    await expectContract('POST', '/api/profile/recover', '/api/profile/recover', {});
    await expectContract('GET', '/api/dashboard');
  });

  it('cabinet and safety: add, list, change, the interaction check, knowledge search, substance facts and the libraries', async () => {
    const added = (await expectContract('POST', '/api/safety/cabinet', '/api/safety/cabinet', { name: 'warfarin', dosage: '5 mg' })) as { id: string };
    await expectContract('POST', '/api/safety/cabinet', '/api/safety/cabinet', { name: 'Advil', type: 'Over-the-counter' });
    const view = (await expectContract('GET', '/api/safety/cabinet')) as { items: unknown[]; check: { interactions: unknown[] } };
    expect(view.items).toHaveLength(2);
    expect(view.check.interactions.length).toBeGreaterThan(0);
    await expectContract('PATCH', '/api/safety/cabinet/:id', `/api/safety/cabinet/${added.id}`, { frequency: 'once daily' });
    await expectContract('POST', '/api/safety/check', '/api/safety/check', { items: ['St Johns wort', 'grapefruit', 'magnesium', 'levothyroxine', 'unknownium'] });
    await expectContract('GET', '/api/knowledge/search', '/api/knowledge/search?q=war');
    await expectContract('GET', '/api/knowledge/substances/:id', '/api/knowledge/substances/warfarin');
    await expectContract('GET', '/api/knowledge/essential-oils');
    await expectContract('GET', '/api/knowledge/remedies');
    await expectContract('DELETE', '/api/safety/cabinet/:id', `/api/safety/cabinet/${added.id}`);
  });

  it('chat, billing, platform and account reads', async () => {
    await expectContract('GET', '/api/chat/usage');
    await expectContract('GET', '/api/chat/conversation');
    await expectContract('GET', '/api/subscription');
    await expectContract('GET', '/api/health');
    await expectContract('GET', '/api/openapi.json');
    await expectContract('POST', '/api/audit', '/api/audit', { action: 'page_view', resourceType: 'page' });
    await expectContract('GET', '/api/account/export');
  });

  it('errors have the one error shape: a signed-out read, a plan-gated feature, a bad body', async () => {
    const errorOf = async (method: HttpMethod, url: string, payload?: unknown, signedIn = true) => {
      const { status, body } = await call(method, url, payload, signedIn);
      const route = routeCatalogue.find((r) => r.method === method && new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(url.split('?')[0]!));
      expect(route?.errors, `${method} ${url} answered ${status}`).toContain(status);
      return body as { error: { code: string } };
    };
    expect((await errorOf('GET', '/api/profile/status', undefined, false)).error.code).toBe('UNAUTHORIZED');
    expect((await errorOf('GET', '/api/products/samples')).error.code).toBe('UPGRADE_REQUIRED');
    expect((await errorOf('PUT', '/api/profile/journey', { level: 'sideways' })).error.code).toBe('VALIDATION_ERROR');
  });
});
