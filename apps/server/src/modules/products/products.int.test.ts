import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledProducts } from '../../providers/products/bundled-products';
import { hasValidCheckDigit } from '../../providers/products/product-provider';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

/** A local stand-in for Open Food Facts (the network edge of the adapter). */
function fakeOpenFoodFacts(): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/api/v2/product/5000000000001.json')) {
      res.end(JSON.stringify({ status: 1, product: { product_name: 'Test Crackers', brands: 'Acme, Other', ingredients_text: 'Wheat flour, sesame seeds, salt' } }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ status: 0 }));
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits })));
}

describe('bundled products', () => {
  it('use valid GS1 barcodes in the restricted-circulation range', () => {
    for (const p of bundledProducts) {
      expect(hasValidCheckDigit(p.barcode), p.barcode).toBe(true);
      expect(p.barcode.startsWith('200')).toBe(true);
    }
  });
});

describe('GET /api/products/:barcode on the bundled set', () => {
  let t: TestApp;
  let free: { cookie: string };
  let paid: { cookie: string };
  beforeAll(async () => {
    t = await startTestApp();
    free = await signedInUser(t, 'free');
    paid = await signedInUser(t, 'paid');
  });
  afterAll(async () => t?.close());

  it('needs Wellness Pro', async () => {
    expect((await json(t.app, 'GET', `/api/products/${bundledProducts[0]!.barcode}`)).statusCode).toBe(401);
    const res = await json(t.app, 'GET', `/api/products/${bundledProducts[0]!.barcode}`, { cookie: free.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.field).toBe('product_fact_checker');
  });
  it('finds a bundled product, 404s an unknown one and 400s a malformed barcode', async () => {
    const ok = await json(t.app, 'GET', `/api/products/${bundledProducts[0]!.barcode}`, { cookie: paid.cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().product).toMatchObject({ name: bundledProducts[0]!.name, source: 'bundled' });
    const missing = await json(t.app, 'GET', '/api/products/4006381333931', { cookie: paid.cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('PRODUCT_NOT_FOUND');
    expect((await json(t.app, 'GET', '/api/products/12ab', { cookie: paid.cookie })).statusCode).toBe(400);
  });
  it('answers with the product’s ingredient analysis against the person’s saved profile and cabinet', async () => {
    const grapefruit = bundledProducts.find((p) => /grapefruit/i.test(p.ingredients ?? ''))!;
    expect((await json(t.app, 'POST', '/api/safety/cabinet', { cookie: paid.cookie, body: { name: 'Zocor' } })).statusCode).toBe(201);
    const res = await json(t.app, 'GET', `/api/products/${grapefruit.barcode}`, { cookie: paid.cookie });
    expect(res.statusCode).toBe(200);
    const { analysis } = res.json();
    expect(analysis.applied.cabinet).toEqual(['Zocor']);
    expect(analysis.interactions).toContainEqual(expect.objectContaining({ aId: 'simvastatin', bId: 'grapefruit' }));
    expect(analysis.verdict.level).toBe('avoid');
  });
  it('lists the sample barcodes', async () => {
    const res = await json(t.app, 'GET', '/api/products/samples', { cookie: paid.cookie });
    expect(res.json().samples).toHaveLength(bundledProducts.length);
  });
});

describe('Open Food Facts provider', () => {
  let fake: Awaited<ReturnType<typeof fakeOpenFoodFacts>>;
  let t: TestApp;
  let paid: { cookie: string };
  beforeAll(async () => {
    fake = await fakeOpenFoodFacts();
    t = await startTestApp({ env: { OPENFOODFACTS_ENABLED: '1', OPENFOODFACTS_BASE_URL: fake.url } });
    paid = await signedInUser(t, 'paid');
  });
  afterAll(async () => {
    await t?.close();
    fake?.server.close();
  });

  it('answers from Open Food Facts when it knows the barcode', async () => {
    const res = await json(t.app, 'GET', '/api/products/5000000000001', { cookie: paid.cookie });
    expect(res.json().product).toMatchObject({ name: 'Test Crackers', brand: 'Acme', ingredients: 'Wheat flour, sesame seeds, salt', source: 'openfoodfacts' });
    expect(fake.hits.at(-1)).toContain('fields=');
  });
  it('falls back to the bundled set for barcodes it does not know', async () => {
    const res = await json(t.app, 'GET', `/api/products/${bundledProducts[1]!.barcode}`, { cookie: paid.cookie });
    expect(res.json().product.source).toBe('bundled');
  });
  it('falls back with a notice when the service cannot be reached', async () => {
    const down = await startTestApp({ env: { OPENFOODFACTS_ENABLED: '1', OPENFOODFACTS_BASE_URL: 'http://127.0.0.1:9' } });
    try {
      const user = await signedInUser(down, 'paid');
      const res = await json(down.app, 'GET', `/api/products/${bundledProducts[2]!.barcode}`, { cookie: user.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().notice).toMatch(/could not be reached/);
    } finally {
      await down.close();
    }
  });
});
