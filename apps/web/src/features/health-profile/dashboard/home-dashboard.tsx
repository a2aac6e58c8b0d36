import { isHealthSubscriber } from '@thrivewell/core/rules/profile-tiers';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { useProfileStatus } from '../profile-api';
import { useSubscription } from '../../../lib/use-tier';
import { buttonClass } from '../../../ui/button';
import { ProfileCompletionCard } from '../cards/profile-completion-card';
import { WelcomeCard } from '../cards/welcome-card';
import { HomeFeatureCards } from './home-feature-cards';
import { HomeSummaryTiles } from './home-summary-tiles';
import { TierFeatures } from './tier-features';

/** P2-HOME-02: the intro differs for the wellness (free) and health (paid) user. */
export const homeIntro = {
  wellness:
    'As a wellness member you can check products and ingredients, track habits and mood, set goals and join the community. Complete your profile so every suggestion fits you.',
  health:
    'As a health member you also get test-result uploads, medication analysis and personalised recommendations. Complete your health questionnaire so every analysis fits you.',
} as const;

function Loading() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading your dashboard…</span>
      <div aria-hidden="true" className="h-9 w-72 max-w-full animate-pulse rounded bg-surface-2" />
      <div aria-hidden="true" className="h-5 animate-pulse rounded bg-surface-2" />
      <div aria-hidden="true" className="h-56 animate-pulse rounded-2xl bg-surface-2" />
    </div>
  );
}

/**
 * The home dashboard, the onboarding prompt screen of /dashboard (spec part 2 §2; P2-HOME-01..08):
 * heading and tier intro, the welcome card for new users or the profile-completion card, three
 * summary tiles, the tier's feature cards and the calls to action.
 * Its heading is an h2 under the /dashboard page's h1. A failed status check is logged and treated as a user who still needs onboarding (§8).
 */
export function HomeDashboard() {
  const subscription = useSubscription();
  const status = useProfileStatus();
  const ctaId = useId();
  useEffect(() => {
    if (status.error) logger.warn('Profile status could not be loaded', { code: status.error instanceof ApiError ? status.error.code : 'UNKNOWN' });
  }, [status.error]);

  if (subscription.loading) return <Loading />;
  const paid = isHealthSubscriber(subscription.simplifiedTier);
  const newUser = status.isError || status.data?.isNewUser === true;

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h2 className="text-2xl font-bold tracking-tight text-balance">Welcome to your wellness dashboard</h2>
        <p className="max-w-3xl text-muted">{paid ? homeIntro.health : homeIntro.wellness}</p>
      </header>
      {status.isPending ? (
        <div role="status" className="h-56 animate-pulse rounded-2xl bg-surface-2">
          <span className="sr-only">Loading your profile…</span>
        </div>
      ) : newUser ? (
        <WelcomeCard />
      ) : (
        <ProfileCompletionCard />
      )}
      <HomeSummaryTiles paid={paid} status={status} />
      <HomeFeatureCards paid={paid} />
      <TierFeatures tier={paid ? 'health' : 'wellness'} />
      <section aria-labelledby={ctaId} className="space-y-4 rounded-2xl bg-brand-soft p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
          <div>
            <h2 id={ctaId} className="text-lg font-semibold">
              Ready when you are
            </h2>
            <p className="text-sm text-muted">A few minutes of setup unlocks insights that fit your health and goals.</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/onboarding" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
            Get Started Now <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {!paid && (
            <Link to="/pricing" className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}>
              Upgrade to Wellness Pro
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
