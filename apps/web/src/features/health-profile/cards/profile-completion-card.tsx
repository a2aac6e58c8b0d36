import { profileCardProgress, profileCardSteps, profileCardStepsDone } from '@thrivewell/core/rules/onboarding-rules';
import { CheckCircle2, Circle, ClipboardCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfile } from '../profile-api';
import { Badge } from '../../../ui/badge';
import { Button, buttonClass } from '../../../ui/button';
import { formatShortDate } from '../format-dates';
import { ProgressBar } from '../../../ui/progress-bar';

/** Nothing done yet starts the questionnaire; partial progress resumes it (P2-CARD-06/07). */
const setupHref: Record<string, string> = { 'Start Setup': '/onboarding', 'Continue Setup': '/onboarding?continue=true' };

function CardFrame({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="space-y-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      {children}
    </section>
  );
}

/**
 * Profile-completion card (spec part 2 §2, §4; P2-CARD-04..10): six steps read from the unified
 * profile, 'n/6' with a bar, then 'Start Setup' (nothing done yet), 'Continue Setup', or
 * 'Profile Complete' as of the completion date with the two next steps.
 */
export function ProfileCompletionCard() {
  const titleId = useId();
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <CardFrame titleId={titleId}>
        <h2 id={titleId} className="text-lg font-semibold">
          Your profile setup
        </h2>
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your profile…</span>
          {[0, 1, 2].map((i) => (
            <div key={i} aria-hidden="true" className="h-5 animate-pulse rounded bg-surface-2" />
          ))}
        </div>
      </CardFrame>
    );
  }
  if (profile.isError) {
    return (
      <CardFrame titleId={titleId}>
        <h2 id={titleId} className="text-lg font-semibold">
          Your profile setup
        </h2>
        <div role="alert" className="space-y-3">
          <p className="text-sm text-muted">We could not load your profile progress.</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            Retry
          </Button>
        </div>
      </CardFrame>
    );
  }

  const steps = profileCardStepsDone(profile.data);
  const progress = profileCardProgress(steps);
  const asOf = formatShortDate(profile.data?.completed_at ?? profile.data?.updated_at);

  return (
    <CardFrame titleId={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <ClipboardCheck aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {progress.complete ? 'Profile Complete' : 'Your profile setup'}
            </h2>
            <p className="mt-1 text-sm text-muted">
              {progress.complete ? (asOf ? `As of ${asOf}` : 'Every setup step is done.') : 'Finish these steps to get the most out of your insights.'}
            </p>
          </div>
        </div>
        <Badge tone={progress.complete ? 'success' : 'brand'}>
          <span className="sr-only">Steps done: </span>
          {progress.label}
        </Badge>
      </div>
      <ProgressBar label="Profile setup progress" value={progress.done} max={profileCardSteps.length} valueText={`${progress.label} steps done`} />
      <ul aria-label="Setup steps" className="grid gap-2 sm:grid-cols-2">
        {profileCardSteps.map((step, i) => (
          <li key={step} className="flex items-center gap-2 text-sm">
            {steps[i] ? (
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0 text-muted" />
            )}
            <span className="font-medium">{step}</span>
            <span className={`ml-auto text-xs ${steps[i] ? 'text-success' : 'text-muted'}`}>{steps[i] ? 'Done' : 'Not done'}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        {progress.button ? (
          <Link to={setupHref[progress.button] ?? '/onboarding'} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
            {progress.button}
          </Link>
        ) : (
          <>
            <Link to="/upload" className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
              Upload Test Results
            </Link>
            <Link to="/natural-remedies" className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
              Explore Natural Remedies
            </Link>
          </>
        )}
      </div>
    </CardFrame>
  );
}
