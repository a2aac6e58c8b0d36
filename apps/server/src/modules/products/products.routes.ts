import type { FastifyInstance } from 'fastify';
import { productParamsSchema } from '@thrivewell/core/contracts/ingredient-analysis';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError, parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import { requireFeature } from '../billing/require-feature';
import type { SubscriptionService } from '../billing/subscription.service';
import type { CabinetService } from '../cabinet/cabinet.service';
import { analyzeForPerson } from '../safety/personal-ingredients.service';
import { createProductLookup } from '../../providers/products/create-product-lookup';
import { bundledProducts } from '../../providers/products/bundled-products';

/**
 * GET /api/products/:barcode — product lookup for the product fact checker (product_fact_checker,
 * Wellness Pro); with a database, the answer also carries the product's ingredient analysis
 * against the person's saved profile and cabinet (`analysis`, null without an ingredient list).
 * GET /api/products/samples lists the bundled sample barcodes to try.
 */
export async function productRoutes(app: FastifyInstance, opts: { config: AppConfig['products']; db?: Database; cabinet?: CabinetService; subscriptions: Pick<SubscriptionService, 'statusFor'> }) {
  const lookup = createProductLookup(opts.config, app.log);

  app.get('/api/products/samples', { preHandler: requireFeature(opts.subscriptions, 'product_fact_checker') }, async () => ({
    samples: bundledProducts.map(({ barcode, name, brand }) => ({ barcode, name, brand })),
    openFoodFacts: opts.config.openFoodFacts,
  }));

  app.get('/api/products/:barcode', { preHandler: requireFeature(opts.subscriptions, 'product_fact_checker') }, async (request) => {
    const { barcode } = parseRequest(productParamsSchema, request.params);
    const { product, notice } = await lookup(barcode);
    if (!product) {
      throw new AppError(
        'PRODUCT_NOT_FOUND',
        `We could not find a product with barcode ${barcode}${notice ? ' (Open Food Facts could not be reached)' : ''}. You can paste its ingredient list instead.`,
        404,
        'barcode',
      );
    }
    if (!opts.db || !opts.cabinet) return { product, notice };
    const user = await requireUser(request);
    const analysis = product.ingredients ? await analyzeForPerson(opts.db, opts.cabinet, user.id, product.ingredients) : null;
    return { product, notice, analysis };
  });
}
