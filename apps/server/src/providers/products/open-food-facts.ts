import type { FastifyBaseLogger } from 'fastify';
import type { Product, ProductProvider } from './product-provider';

export const openFoodFactsDefaultBase = 'https://world.openfoodfacts.org';

interface OffResponse {
  status?: number;
  product?: { product_name?: string; product_name_en?: string; brands?: string; ingredients_text?: string; ingredients_text_en?: string };
}

/**
 * Open Food Facts (ODbL data) over its public read API. A slow or failing service answers null
 * after `timeoutMs` so the caller can fall back to the bundled set; nothing is cached here.
 */
export function openFoodFactsProvider(options: { baseUrl?: string; timeoutMs?: number; log?: FastifyBaseLogger; fetchImpl?: typeof fetch } = {}): ProductProvider {
  const base = (options.baseUrl ?? openFoodFactsDefaultBase).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 4000;
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: 'openfoodfacts',
    async lookup(barcode) {
      const url = `${base}/api/v2/product/${barcode}.json?fields=product_name,product_name_en,brands,ingredients_text,ingredients_text_en`;
      let body: OffResponse;
      try {
        const res = await fetchImpl(url, { headers: { 'User-Agent': 'Thrivewell/0.1 (product fact checker)' }, signal: AbortSignal.timeout(timeoutMs) });
        if (res.status === 404) return null;
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        body = (await res.json()) as OffResponse;
      } catch (err) {
        options.log?.warn({ err: (err as Error).message }, 'open food facts lookup failed');
        throw new Error('Open Food Facts could not be reached.');
      }
      const p = body.product;
      if (body.status !== 1 || !p) return null;
      const product: Product = {
        barcode,
        name: (p.product_name_en || p.product_name || 'Unnamed product').slice(0, 300),
        brand: p.brands ? p.brands.split(',')[0]!.trim().slice(0, 200) : null,
        ingredients: (p.ingredients_text_en || p.ingredients_text || '').trim().slice(0, 5000) || null,
        source: 'openfoodfacts',
        sourceUrl: `https://world.openfoodfacts.org/product/${barcode}`,
      };
      return product;
    },
  };
}
