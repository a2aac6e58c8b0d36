import { Suspense } from 'react';
import { FoodLog } from '../features/nutrition/food-log';
import { PageHeader } from '../features/marketing/page-header';
import { lazyComponent } from '../lib/lazy-component';
import { WhenVisible } from '../ui/when-visible';

// The profile's diet form loads when the person scrolls to it, not with the food log (the page's Lighthouse budget).
const SectionPage = lazyComponent(() => import('../features/health-profile/sections/section-page').then((m) => ({ default: m.SectionPage })));

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return <PageHeader eyebrow="Nutrition" title="Diet & Nutrition" intro="Log what you eat, see it against your daily targets, and keep your diet profile up to date." />;
}

const formPlaceholder = (
  <p role="status" className="min-h-96 text-sm text-muted">
    Loading your diet profile…
  </p>
);

/** /diet (protected): the food log first, then the profile's diet form (also at /health/nutrition). */
export default function DietPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-10">
      <FoodLog />
      <WhenVisible placeholder={formPlaceholder}>
        <Suspense fallback={formPlaceholder}>
          <SectionPage section="diet" title="Your diet profile" intro="Your diet type, restrictions, food preferences and nutrition goals: the food log's notes and targets follow them." />
        </Suspense>
      </WhenVisible>
    </div>
  );
}
