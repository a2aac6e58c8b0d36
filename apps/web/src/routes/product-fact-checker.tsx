import { PageHeader } from '../features/marketing/page-header';
import { FeatureGate } from '../features/safety/feature-gate';
import { ProductFactChecker } from '../features/safety/product-fact-checker';

/** /product-fact-checker and /fact-check (protected; product_fact_checker): scan a product, read what it means for you. */
export default function ProductFactCheckerPage() {
  return (
    <>
      <PageHeader
        eyebrow="Safety"
        title="Product Fact Checker"
        intro="Type or scan a product's barcode. We find its ingredient list and check it against the medicines and supplements in your cabinet: allergens, additives and food-drug interactions, with sources."
      />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <FeatureGate
          feature="product_fact_checker"
          pitch="Scan a barcode in the shop and see at once whether the product contains an allergen, a questionable additive or something that interacts with your medicines, such as grapefruit juice with a statin."
        >
          <ProductFactChecker />
        </FeatureGate>
      </div>
    </>
  );
}
