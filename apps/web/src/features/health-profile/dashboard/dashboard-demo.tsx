import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { EnhancedHealthDashboard } from './enhanced-health-dashboard';
import { SmartWellnessDashboard } from './smart-wellness-dashboard';

const noEdit = () => undefined;

/**
 * /dashboard?demo=true for a signed-out visitor (P2-ROUTE-02): both dashboards filled with
 * sample data, every edit pointing to /register. Nothing is loaded from the server.
 */
export function DashboardDemo() {
  return (
    <div className="space-y-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance">Dashboard demo</h1>
          <p className="max-w-3xl text-muted">A look at the dashboard with a sample profile. Create a free account to build your own.</p>
        </div>
        <Link to="/register" className={buttonClass('primary')}>
          Create Free Account
        </Link>
      </header>
      <EnhancedHealthDashboard demo onEditProfile={noEdit} />
      <SmartWellnessDashboard demo />
    </div>
  );
}
