import { PageHeader } from '../features/marketing/page-header';
import { DailyLogPanel } from '../features/tracking/daily-log-panel';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return <PageHeader eyebrow="Tracking" title="Daily Log" intro="One quick entry for your day: mood, sleep, energy, stress, water, meals, symptoms and what else played a part." />;
}

/**
 * /log, /dashboard/daily-tracking (protected). This route composes the day's sections: the habits
 * and doses-taken sections (features/habits, features/doses) plug into `extraSections` here when
 * they exist, so the tracking feature never imports them.
 */
export default function DailyLogPage() {
  return (
    <div className="px-4 py-10">
      <DailyLogPanel />
    </div>
  );
}
