import { PageHeader } from '../features/marketing/page-header';
import { MoodPanel } from '../features/tracking/mood-panel';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return <PageHeader eyebrow="Tracking" title="Mood Tracker" intro="Two taps to log how you feel. Add energy, anxiety, emotions and a note when you want to, and see your month, your year and your weekdays at a glance." />;
}

/** /mood, /mood-tracking, /dashboard/mood-tracker (protected). */
export default function MoodTrackerPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <MoodPanel />
    </div>
  );
}
