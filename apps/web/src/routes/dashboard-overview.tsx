import { SmartWellnessDashboard } from '../features/health-profile/dashboard/smart-wellness-dashboard';
import { PageHeader } from '../features/marketing/page-header';

/** /dashboard/overview (protected): the Smart Wellness Dashboard with its four tabs. */
export default function DashboardOverviewPage() {
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Wellness Overview" intro="Your actions, your wellness score, the AI assistant and your journey, all in one place." />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <SmartWellnessDashboard />
      </div>
    </>
  );
}
