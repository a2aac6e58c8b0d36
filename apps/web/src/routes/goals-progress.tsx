import { useLocation } from 'react-router';
import { GoalsPanel } from '../features/goals/goals-panel';
import { SectionPage } from '../features/health-profile/sections/section-page';
import { PageHeader } from '../features/marketing/page-header';

export function Head() {
  return <PageHeader eyebrow="Progress" title="Goals & Progress" intro="Track the goals that matter to you, log your measurements and see how they move." />;
}

/**
 * /progress-tracker, /dashboard/progress, /dashboard/progress-tracker, /dashboard/goals,
 * /wellness-goals, /health-goals (protected): tracked goals, readings and charts, with the
 * profile's health-goals section (composed here: features do not import each other).
 */
export default function GoalsProgressPage() {
  // The goals paths used to be the profile's goals editor: there it opens at once.
  const editorOpen = /goals\/?$/.test(useLocation().pathname);
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <GoalsPanel />
      <details open={editorOpen} className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
        <summary className="cursor-pointer text-lg font-semibold">Your health goals in your profile</summary>
        <div className="mt-4">
          <SectionPage section="healthGoals" title="Health Goals" intro="Choose your goals, a timeframe and any specific targets. New targets can then be tracked above." />
        </div>
      </details>
    </div>
  );
}
