import { PageHeader } from '../features/marketing/page-header';
import { FeatureGate } from '../features/safety/feature-gate';
import { InteractionChecker } from '../features/safety/interaction-checker';

const examples = [
  ['warfarin', "St. John's Wort"],
  ['sertraline', '5-HTP'],
  ['levothyroxine', 'calcium'],
];

/** /supplement-interactions (protected; supplement_interactions): supplements and herbs against medicines. */
export default function SupplementInteractionsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Safety"
        title="Supplement Interactions"
        intro="Herbs, vitamins and minerals can change how medicines work. Check your supplements against your medicines and each other, with sources for every finding."
      />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <FeatureGate
          feature="supplement_interactions"
          pitch="See how St. John's wort, ginkgo, fish oil, vitamin K, potassium, calcium, iron, magnesium and more interact with your medicines. Every major or contraindicated interaction, and every medicine-to-medicine check, stays free on the Interaction Checker and in your medicine cabinet."
        >
          <InteractionChecker signedIn examples={examples} includeCabinetByDefault />
        </FeatureGate>
      </div>
    </>
  );
}
