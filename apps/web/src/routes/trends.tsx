import { PageHeader } from '../features/marketing/page-header';
import { TrendsPanel } from '../features/insights/trends-panel';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return (
    <PageHeader
      eyebrow="Tracking"
      title="Wellness Trends"
      intro="Your mood, sleep, symptoms, habits and everything else you log, day by day over a week, a month, three months or a year — with every number in a table as well."
    />
  );
}

/** /trends and /wellness (protected, free): a chart of every tracked metric in the person's time zone. */
export default function TrendsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <TrendsPanel />
    </div>
  );
}
