import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { bundledProductProvider } from './bundled-products';
import { openFoodFactsProvider } from './open-food-facts';
import type { LabelledProduct } from './product-provider';

export interface ProductLookupResult {
  product: LabelledProduct | null;
  /** Set when the configured service failed and the bundled set answered instead. */
  notice: string | null;
}

export type ProductLookup = (barcode: string) => Promise<ProductLookupResult>;

/**
 * Open Food Facts first when OPENFOODFACTS_ENABLED=1, the bundled sample set otherwise — and
 * also whenever Open Food Facts is unreachable or does not know the barcode.
 */
export function createProductLookup(config: AppConfig['products'], log: FastifyBaseLogger): ProductLookup {
  const remote = config.openFoodFacts ? openFoodFactsProvider({ baseUrl: config.openFoodFactsBaseUrl, log }) : null;
  return async (barcode) => {
    let notice: string | null = null;
    if (remote) {
      try {
        const product = await remote.lookup(barcode);
        if (product) return { product, notice };
      } catch {
        notice = 'Open Food Facts could not be reached just now, so only our bundled sample products were searched.';
      }
    }
    return { product: await bundledProductProvider.lookup(barcode), notice };
  };
}
