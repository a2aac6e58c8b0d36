import { journeyConfigs, type JourneyConfig } from '@thrivewell/core/rules/health-journey';
import { profileSectionIds, profileSectionTitles } from '@thrivewell/core/rules/profile-sections';
import { isSectionComplete } from '@thrivewell/core/contracts/unified-profile';
import { CheckCircle2, Circle, Compass } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useJourney, useProfile } from '../profile-api';
import { Button, buttonClass } from '../../../ui/button';
import { ProgressBar } from '../../../ui/progress-bar';

/** What signed-out visitors see (our design; the spec shows no content for this tab). */
const sampleJourney = journeyConfigs.improve;
const sampleDone = ['personalInfo', 'medicalHistory', 'lifestyle', 'diet'] as const;
const sampleScore = 57;

function TabFrame({ children }: { children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <Compass aria-hidden="true" className="size-5 text-brand" />
        Wellness Journey
      </h3>
      {children}
    </section>
  );
}

function JourneyCard({ config, sample }: { config: JourneyConfig; sample?: boolean }) {
  return (
    <div className="space-y-4 rounded-2xl border border-border bg-surface p-5">
      <div>
        <p className="text-sm font-semibold text-brand">{sample ? 'Sample journey' : 'Your journey'}</p>
        <h4 className="text-xl font-bold">{config.title}</h4>
        <p className="text-sm text-muted">{config.subtitle}</p>
      </div>
      <p className="text-sm">{`Time per week: ${config.estimatedTimeCommitment}`}</p>
      <div className="space-y-1">
        <div className="flex justify-between text-sm">
          <span>Engagement</span>
          <span className="font-semibold">{`${config.progressIndicator}%`}</span>
        </div>
        <ProgressBar label="Engagement" value={config.progressIndicator} />
      </div>
      <div>
        <p className="text-sm font-semibold">Focus areas</p>
        <ul aria-label="Focus areas" className="mt-2 flex flex-wrap gap-2">
          {config.focusAreas.map((f) => (
            <li key={f} className="rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand">
              {f}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Milestones({ score, done }: { score: number; done: (id: (typeof profileSectionIds)[number]) => boolean }) {
  const count = profileSectionIds.filter(done).length;
  return (
    <div className="space-y-3 rounded-2xl border border-border bg-surface p-5">
      <h4 className="font-semibold">Profile milestones</h4>
      <p className="text-sm">
        <span className="text-2xl font-bold text-brand">{`${score}%`}</span> <span className="text-muted">profile completeness</span>
      </p>
      <p className="text-sm text-muted">{`${count} of ${profileSectionIds.length} sections completed`}</p>
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {profileSectionIds.map((id) => (
          <li key={id} className="flex items-center gap-2">
            {done(id) ? <CheckCircle2 aria-hidden="true" className="size-4 text-success" /> : <Circle aria-hidden="true" className="size-4 text-muted" />}
            <span>{profileSectionTitles[id]}</span>
            <span className="sr-only">{done(id) ? ' (completed)' : ' (not completed)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Wellness Journey tab (our design; the spec shows no content): the journey level with its
 * time, engagement and focus areas, the profile's milestones, and the ways to change either.
 * `demo` shows the 'improve' sample and makes no request.
 */
export function WellnessJourneyTab({ demo = false }: { demo?: boolean }) {
  if (demo) {
    return (
      <TabFrame>
        <div className="grid gap-4 lg:grid-cols-2">
          <JourneyCard config={sampleJourney} sample />
          <Milestones score={sampleScore} done={(id) => (sampleDone as readonly string[]).includes(id)} />
        </div>
        <Link to="/register" className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
          Create a free account to start your journey
        </Link>
      </TabFrame>
    );
  }
  return <LiveJourney />;
}

function LiveJourney() {
  const journey = useJourney();
  const profile = useProfile();
  if (journey.isPending || profile.isPending) {
    return (
      <TabFrame>
        <div role="status" className="grid gap-4 lg:grid-cols-2">
          <span className="sr-only">Loading your journey…</span>
          <div aria-hidden="true" className="h-56 animate-pulse rounded-2xl bg-surface-2" />
          <div aria-hidden="true" className="h-56 animate-pulse rounded-2xl bg-surface-2" />
        </div>
      </TabFrame>
    );
  }
  if (journey.isError || profile.isError) {
    return (
      <TabFrame>
        <div role="alert" className="space-y-3 rounded-xl border border-border bg-surface-2 p-5 text-sm">
          <p>We could not load your journey.</p>
          <Button variant="secondary" onClick={() => void Promise.all([journey.refetch(), profile.refetch()])}>
            Retry
          </Button>
        </div>
      </TabFrame>
    );
  }
  const level = journey.data.level;
  const row = profile.data;
  const incomplete = profileSectionIds.some((id) => !isSectionComplete(row, id));
  return (
    <TabFrame>
      <div className="grid gap-4 lg:grid-cols-2">
        {level ? (
          <JourneyCard config={journeyConfigs[level]} />
        ) : (
          <div className="space-y-2 rounded-2xl border border-dashed border-border p-5 text-sm">
            <h4 className="text-base font-semibold">No journey chosen yet</h4>
            <p className="text-muted">Pick how much time you want to spend each week: maintain, improve or transform.</p>
          </div>
        )}
        <Milestones score={row?.data_completeness_score ?? 0} done={(id) => isSectionComplete(row, id)} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to="/health/journey-selector" className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
          {level ? 'Change journey' : 'Choose your journey'}
        </Link>
        {incomplete && (
          <Link to="/onboarding?continue=true" className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
            Continue profile setup
          </Link>
        )}
      </div>
    </TabFrame>
  );
}
