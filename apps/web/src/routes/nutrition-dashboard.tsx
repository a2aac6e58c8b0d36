import { NutritionDashboard } from '../features/nutrition/nutrition-dashboard';
import { PageHeader } from '../features/marketing/page-header';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return <PageHeader eyebrow="Dashboard" title="Nutrition" intro="The day's nutrients against your daily targets (Dietary Reference Intakes), with where each number comes from." />;
}

/** /dashboard/nutrition (protected). */
export default function NutritionDashboardPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <NutritionDashboard />
    </div>
  );
}
