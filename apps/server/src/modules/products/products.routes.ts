import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { barcodeSchema } from '@thrivewell/core/safety-contract';
import type { AppConfig } from '../../config';
import { AppError, parseRequest } from '../../errors';
import { requireFeature } from '../billing/require-feature';
import { createProductLookup } from '../../providers/products/create-product-lookup';
import { bundledProducts } from '../../providers/products/bundled-products';

const params = z.object({ barcode: barcodeSchema });

/**
 * GET /api/products/:barcode — product lookup for the product fact checker (product_fact_checker,
 * Wellness Pro). GET /api/products/samples lists the bundled sample barcodes to try.
 */
export async function productRoutes(app: FastifyInstance, opts: { config: AppConfig['products'] }) {
  const lookup = createProductLookup(opts.config, app.log);

  app.get('/api/products/samples', { preHandler: requireFeature('product_fact_checker') }, async () => ({
    samples: bundledProducts.map(({ barcode, name, brand }) => ({ barcode, name, brand })),
    openFoodFacts: opts.config.openFoodFacts,
  }));

  app.get('/api/products/:barcode', { preHandler: requireFeature('product_fact_checker') }, async (request) => {
    const { barcode } = parseRequest(params, request.params);
    const { product, notice } = await lookup(barcode);
    if (!product) {
      throw new AppError(
        'PRODUCT_NOT_FOUND',
        `We could not find a product with barcode ${barcode}${notice ? ' (Open Food Facts could not be reached)' : ''}. You can paste its ingredient list instead.`,
        404,
        'barcode',
      );
    }
    return { product, notice };
  });
}
