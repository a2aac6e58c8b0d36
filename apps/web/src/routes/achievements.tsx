import { AchievementsPanel } from '../features/goals/achievements-panel';
import { PageHeader } from '../features/marketing/page-header';

export function Head() {
  return <PageHeader eyebrow="Progress" title="Achievements" intro="Milestones you have reached, and the next ones ahead." />;
}

/** /dashboard/achievements (protected). */
export default function AchievementsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AchievementsPanel />
    </div>
  );
}
