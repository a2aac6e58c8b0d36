import { isHealthSubscriber } from '@thrivewell/core/rules/profile-tiers';
import {
  defaultWellnessScore,
  previewDashboardTitle,
  realDashboardTitle,
  sampleWellnessScore,
  wellnessDashboardTabs,
} from '@thrivewell/core/copy/wellness-dashboard-samples';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { useAnalysis } from '../profile-api';
import { useSubscription } from '../../../lib/use-tier';
import { Badge } from '../../../ui/badge';
import { TabList, TabPanel, type TabItem } from '../../../ui/tabs';
import { ActionCenter } from './action-center';
import { WellnessAssistantTab } from './wellness-assistant-tab';
import { WellnessJourneyTab } from './wellness-journey-tab';
import { WellnessScoreTab } from './wellness-score-tab';

type TabId = 'actions' | 'score' | 'assistant' | 'journey';
const tabIds: readonly TabId[] = ['actions', 'score', 'assistant', 'journey'];
const tabs: TabItem<TabId>[] = tabIds.map((id, i) => ({ id, label: wellnessDashboardTabs[i] ?? id }));

interface BodyProps {
  paid: boolean;
  demo: boolean;
  score: number;
  scoreLoading?: boolean;
}

function DashboardBody({ paid, demo, score, scoreLoading }: BodyProps) {
  const [tab, setTab] = useState<TabId>('actions');
  const idPrefix = useId().replace(/:/g, '');
  const titleId = `${idPrefix}-title`;
  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight">
            {paid ? realDashboardTitle : previewDashboardTitle}
          </h2>
          {!paid && <Badge tone="accent">Sample data</Badge>}
        </div>
        {!paid && (
          <p className="text-sm text-muted">
            This preview shows sample data, so you can see how the dashboard works.{' '}
            <Link to="/pricing" className="font-semibold text-brand hover:underline">
              Upgrade to see your own dashboard
            </Link>
          </p>
        )}
      </div>
      <TabList label="Wellness dashboard" idPrefix={idPrefix} items={tabs} value={tab} onChange={setTab} />
      <TabPanel idPrefix={idPrefix} id={tab}>
        {tab === 'actions' && <ActionCenter demo={demo} />}
        {tab === 'score' && <WellnessScoreTab score={score} sample={!paid} loading={scoreLoading} />}
        {tab === 'assistant' && <WellnessAssistantTab />}
        {tab === 'journey' && <WellnessJourneyTab demo={demo} />}
      </TabPanel>
    </section>
  );
}

/** A paying user's dashboard: the real score, with load failures and a demo-data flag only logged. */
function PaidDashboard() {
  const analysis = useAnalysis();
  const violation = analysis.data?.demoDataViolation === true;
  useEffect(() => {
    if (violation) logger.error('Demo data violation flagged for a paying user', { check: 'demo_data_leak' });
  }, [violation]);
  useEffect(() => {
    if (analysis.error) logger.warn('Wellness analysis could not be loaded', { code: analysis.error instanceof ApiError ? analysis.error.code : 'UNKNOWN' });
  }, [analysis.error]);
  return <DashboardBody paid demo={false} score={analysis.data?.immuneScore ?? defaultWellnessScore} scoreLoading={analysis.isPending && !analysis.isError} />;
}

function SignedInDashboard() {
  const subscription = useSubscription();
  if (subscription.loading) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading your dashboard…</span>
        <div aria-hidden="true" className="h-8 w-64 max-w-full animate-pulse rounded bg-surface-2" />
        <div aria-hidden="true" className="h-12 animate-pulse rounded-xl bg-surface-2" />
        <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-surface-2" />
      </div>
    );
  }
  if (isHealthSubscriber(subscription.simplifiedTier)) return <PaidDashboard />;
  return <DashboardBody paid={false} demo={false} score={sampleWellnessScore} />;
}

/**
 * The Smart Wellness Dashboard (spec part 2 §2; P2-SWD-01..22, P2-TIER-07/08): four tabs.
 * Paying users see 'Your Real Dashboard' with their analysis score; everyone else the
 * 'Preview Dashboard' with sample data (their action list comes back as the sample from the
 * server). `demo` (signed-out visitors) uses the samples only and makes no authenticated call.
 */
export function SmartWellnessDashboard({ demo = false }: { demo?: boolean }) {
  if (demo) return <DashboardBody paid={false} demo score={sampleWellnessScore} />;
  return <SignedInDashboard />;
}
