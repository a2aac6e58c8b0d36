import type { FastifyBaseLogger } from 'fastify';
import type { LabelNutrients, LabelledProduct, ProductProvider } from './product-provider';

export const openFoodFactsDefaultBase = 'https://world.openfoodfacts.org';

interface OffResponse {
  status?: number;
  product?: { product_name?: string; product_name_en?: string; brands?: string; ingredients_text?: string; ingredients_text_en?: string; nutriments?: Record<string, unknown> };
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
      const url = `${base}/api/v2/product/${barcode}.json?fields=product_name,product_name_en,brands,ingredients_text,ingredients_text_en,nutriments`;
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
      const product: LabelledProduct = {
        barcode,
        name: (p.product_name_en || p.product_name || 'Unnamed product').slice(0, 300),
        brand: p.brands ? p.brands.split(',')[0]!.trim().slice(0, 200) : null,
        ingredients: (p.ingredients_text_en || p.ingredients_text || '').trim().slice(0, 5000) || null,
        source: 'openfoodfacts',
        sourceUrl: `https://world.openfoodfacts.org/product/${barcode}`,
        per100g: labelNutrients(p.nutriments),
      };
      return product;
    },
  };
}

/** OFF field (per 100 g, in its unit) → our key and the factor to our unit. */
const offNutrients: [string, keyof LabelNutrients, number][] = [
  ['energy-kcal_100g', 'kcal', 1],
  ['proteins_100g', 'proteinG', 1],
  ['fat_100g', 'fatG', 1],
  ['carbohydrates_100g', 'carbsG', 1],
  ['fiber_100g', 'fiberG', 1],
  ['sugars_100g', 'sugarsG', 1],
  ['saturated-fat_100g', 'satFatG', 1],
  ['trans-fat_100g', 'transFatG', 1],
  ['cholesterol_100g', 'cholesterolMg', 1000],
  ['sodium_100g', 'sodiumMg', 1000],
  ['potassium_100g', 'potassiumMg', 1000],
  ['calcium_100g', 'calciumMg', 1000],
  ['iron_100g', 'ironMg', 1000],
  ['vitamin-c_100g', 'vitaminCMg', 1000],
  ['vitamin-d_100g', 'vitaminDUg', 1_000_000],
];

/** The label's values per 100 g (only sane numbers; null when the label has none). */
export function labelNutrients(nutriments: Record<string, unknown> | undefined): LabelNutrients | null {
  if (!nutriments) return null;
  const out: LabelNutrients = {};
  for (const [field, key, factor] of offNutrients) {
    const raw = nutriments[field];
    const v = typeof raw === 'string' ? Number(raw) : raw;
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100_000) out[key] = Math.round(v * factor * 1000) / 1000;
  }
  if (out.sodiumMg === undefined) {
    const salt = Number(nutriments['salt_100g']);
    if (Number.isFinite(salt) && salt >= 0 && salt <= 100) out.sodiumMg = Math.round(salt * 400);
  }
  if (out.kcal === undefined) {
    const kj = Number(nutriments['energy-kj_100g'] ?? nutriments['energy_100g']);
    if (Number.isFinite(kj) && kj >= 0 && kj <= 5000) out.kcal = Math.round(kj / 4.184);
  }
  return Object.keys(out).length > 0 ? out : null;
}
