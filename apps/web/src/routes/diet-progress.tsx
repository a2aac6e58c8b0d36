import { DietProgressPanel } from '../features/nutrition/diet-progress-panel';
import { PageHeader } from '../features/marketing/page-header';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return <PageHeader eyebrow="Dashboard" title="Diet Progress" intro="Your targets against what you ate over a period, and how your meals line up with your diet, restrictions and goals." />;
}

/** /dashboard/diet-progress (protected). */
export default function DietProgressPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <DietProgressPanel />
    </div>
  );
}
