import { MealPlanningPanel } from '../features/meal-planning/meal-planning-panel';
import { PageHeader } from '../features/marketing/page-header';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return (
    <PageHeader
      eyebrow="Nutrition"
      title="Meal Planning"
      intro="Meals from our recipe library that respect your diet, allergies and medicines — a steady vitamin K with warfarin, no grapefruit with some statins, no tyramine with MAO inhibitors."
    />
  );
}

/** /meal-planning (protected): 1 day free (meal_planner_lite), up to 7 days on Wellness Pro (advanced_meal_planning). */
export default function MealPlanningPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <MealPlanningPanel />
    </div>
  );
}
