import { PageHeader } from '../features/marketing/page-header';
import { FeatureGate } from '../features/safety/feature-gate';
import { TimingPlanner } from '../features/safety/timing-planner';

/** /safety/timing (protected; food_drug_timing): when to take each medicine and supplement. */
export default function SafetyTimingPage() {
  return (
    <>
      <PageHeader
        eyebrow="Safety"
        title="Timing Guide"
        intro="Some medicines need an empty stomach, some need food, and some must be kept hours apart from minerals or each other. Get a simple day plan with the reasons and sources."
      />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <FeatureGate feature="food_drug_timing" pitch="Get food and drug timing for everything you take: levothyroxine before breakfast, antibiotics apart from calcium and iron, statins in the evening and more, as a day plan.">
          <TimingPlanner />
        </FeatureGate>
      </div>
    </>
  );
}
