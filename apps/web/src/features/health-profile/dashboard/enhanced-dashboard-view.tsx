import { ChevronDown, Compass, Info, Pencil, RefreshCw } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { lazyComponent } from '../../../lib/lazy-component';
import { completenessWords } from '@thrivewell/core/rules/completeness-score';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { Badge } from '../../../ui/badge';
import { Button, buttonClass } from '../../../ui/button';
import { TabList, TabPanel, type TabItem } from '../../../ui/tabs';
import { AnalysisResultsNote, type AnalysisData } from './analysis-results-note';
import { demoBannerText } from './demo-profile';
import { HealthSummary } from './health-summary';
import { SectionErrorBoundary } from './section-error-boundary';

// The Performance & Reliability panel is loaded when 'Technical details' is first opened, the
// Data Insights tab when it is first opened: the first screen is the Health Overview.
const PerformancePanel = lazyComponent(() => import('./performance-panel').then((m) => ({ default: m.PerformancePanel })));
const DataInsights = lazyComponent(() => import('./data-insights').then((m) => ({ default: m.DataInsights })));

type TabId = 'overview' | 'insights' | 'settings';
/** P2-ENH-04: three tabs, Health Overview first and open by default. */
export const enhancedDashboardTabs: TabItem<TabId>[] = [
  { id: 'overview', label: 'Health Overview' },
  { id: 'insights', label: 'Data Insights' },
  { id: 'settings', label: 'Profile Settings' },
];

export interface EnhancedDashboardViewProps {
  profile: UnifiedProfile | null;
  analysis?: AnalysisData | null;
  demo: boolean;
  onEditProfile?: () => void;
  onChangeJourney?: () => void;
  onRefresh?: () => void;
  refreshing?: boolean;
}

const signUpLink = (label: string) => (
  <Link to="/register" className={buttonClass('primary')}>
    {label}
  </Link>
);

function ProfileSettings({ demo, onEditProfile, onChangeJourney, onRefresh, refreshing }: Omit<EnhancedDashboardViewProps, 'profile' | 'analysis'>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-lg font-semibold">
        Profile settings
      </h3>
      {demo ? (
        <>
          <p className="text-sm text-muted">This is sample data. Create a free account to build and edit your own health profile.</p>
          {signUpLink('Create Your Profile')}
        </>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={onEditProfile}>
            <Pencil aria-hidden="true" className="size-4" /> Edit Complete Profile
          </Button>
          <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin motion-reduce:animate-none' : ''}`} />
            {refreshing ? 'Refreshing...' : 'Refresh Data'}
          </Button>
          {onChangeJourney && (
            <Button variant="secondary" onClick={onChangeJourney}>
              <Compass aria-hidden="true" className="size-4" /> Change Health Journey
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function PanelLoading({ label }: { label: string }) {
  return (
    <div role="status" className="h-48 animate-pulse rounded-2xl bg-surface-2">
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The Enhanced Health Dashboard once its data is there (spec part 2 §2; P2-ENH-01..12). */
export function EnhancedDashboardView(props: EnhancedDashboardViewProps) {
  const { profile, analysis, demo, onEditProfile } = props;
  const [tab, setTab] = useState<TabId>('overview');
  const [showPerformance, setShowPerformance] = useState(false);
  const idPrefix = useId().replace(/:/g, '');
  // P2-ENH-01, P2-ENH-07: the header and Data Insights word completeness from one place.
  const completeness = completenessWords(profile);

  return (
    <section aria-labelledby={`${idPrefix}-title`} className="space-y-6">
      {demo && (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-accent-soft p-4 text-sm text-ink">
          <Info aria-hidden="true" className="size-5 shrink-0" />
          <p className="flex-1">
            <strong>{demoBannerText}</strong>. Nothing here is about you: sign up to see your own dashboard.
          </p>
        </div>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={`${idPrefix}-title`} className="text-2xl font-bold tracking-tight">
            Health Dashboard
          </h2>
          <Badge tone={completeness.complete ? 'success' : 'brand'}>{completeness.label}</Badge>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {!demo && (
            // P2-ENH-02's Performance toggle, as a disclosure: the panel is for when something seems wrong.
            <Button variant="ghost" aria-expanded={showPerformance} aria-controls={`${idPrefix}-perf`} onClick={() => setShowPerformance((shown) => !shown)}>
              <ChevronDown aria-hidden="true" className={`size-4 transition-transform motion-reduce:transition-none ${showPerformance ? 'rotate-180' : ''}`} />
              Technical details
            </Button>
          )}
          {demo ? (
            signUpLink('Sign Up to Edit')
          ) : (
            <Button variant="secondary" onClick={onEditProfile}>
              <Pencil aria-hidden="true" className="size-4" /> Edit Profile
            </Button>
          )}
        </div>
      </div>
      {!demo && (
        <div id={`${idPrefix}-perf`} hidden={!showPerformance}>
          {showPerformance && (
            <SectionErrorBoundary component="Performance">
              <Suspense fallback={<PanelLoading label="Loading the technical details…" />}>
                <PerformancePanel />
              </Suspense>
            </SectionErrorBoundary>
          )}
        </div>
      )}
      <div>
        <TabList label="Health dashboard" idPrefix={idPrefix} items={enhancedDashboardTabs} value={tab} onChange={setTab} columnsClass="grid-cols-3" />
        <TabPanel idPrefix={idPrefix} id={tab}>
          {tab === 'overview' && (
            <SectionErrorBoundary component="Health Overview">
              <div className="space-y-4">
                <HealthSummary profile={profile} />
                <AnalysisResultsNote analysis={analysis} />
              </div>
            </SectionErrorBoundary>
          )}
          {tab === 'insights' && (
            <SectionErrorBoundary component="Data Insights">
              <Suspense fallback={<PanelLoading label="Loading your data insights…" />}>
                <DataInsights profile={profile} completeness={completeness} />
              </Suspense>
            </SectionErrorBoundary>
          )}
          {tab === 'settings' && (
            <SectionErrorBoundary component="Profile Settings">
              <ProfileSettings {...props} />
            </SectionErrorBoundary>
          )}
        </TabPanel>
      </div>
    </section>
  );
}
