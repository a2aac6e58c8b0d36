import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { ApiError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { profileKeys } from '../../../lib/profile-query-keys';
import { completeOnboarding, type ProfileStatus } from '../profile-api';
import { toast } from '../../../lib/toast-store';
import { buttonClass } from '../../../ui/button';
import { JourneyPicker } from '../journey/journey-picker';
import { OnboardingSteps } from './onboarding-steps';
import { useOnboardingData } from './use-onboarding-data';

export interface OnboardingFlowProps {
  /** 'onboarding' on /onboarding; 'update' inside the dashboard's 'Update Your Health Journey' dialog. */
  mode?: 'onboarding' | 'update';
  /** Update mode: called once the last step is done (the dialog closes). */
  onComplete?: () => void;
}

/**
 * Where the flow opens (P2-ONB-03, P2-ONB-05): step 1 for a new user; the resume step
 * min(lastCompletedStep + 1, 6) with ?continue=true or saved partial progress; step 1 when
 * updating a finished profile.
 */
export function startStep(mode: 'onboarding' | 'update', continueRequested: boolean, status: ProfileStatus | null): number {
  if (!status || status.isNewUser) return 0;
  if (continueRequested) return status.resumeStep;
  if (mode === 'onboarding' && !status.onboardingComplete && status.lastCompletedStep !== null) return status.resumeStep;
  return 0;
}

function FlowSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading your profile...</span>
      <div aria-hidden="true" className="h-2 animate-pulse rounded-full bg-surface-2" />
      <div aria-hidden="true" className="h-8 w-56 animate-pulse rounded bg-surface-2" />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-surface-2" />
    </div>
  );
}

/** After the last step on /onboarding: choose a journey, then the dashboard. */
function JourneyStep() {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="space-y-5 outline-none">
      <p className="flex items-start gap-2 rounded-xl bg-success-soft p-4 text-sm text-ink">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <span>Your health profile is set up. One last choice: how much time do you want to give your wellness?</span>
      </p>
      <JourneyPicker duringOnboarding onSaved={() => navigate('/dashboard')} />
      <Link to="/dashboard" className={buttonClass('ghost')}>
        Skip for now
      </Link>
    </div>
  );
}

/**
 * The seven-step onboarding questionnaire (spec part 2 §2–§5, §8): every answer auto-saves,
 * failed saves are queued and backed up, and finishing marks onboarding complete.
 */
export function OnboardingFlow({ mode = 'onboarding', onComplete }: OnboardingFlowProps) {
  const data = useOnboardingData();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [finished, setFinished] = useState(false);

  async function finish() {
    try {
      await completeOnboarding();
      const done = profileMessages.onboardingCompleted;
      toast({ title: done.title, description: done.description, variant: 'success', durationMs: done.durationMs });
      void client.invalidateQueries({ queryKey: profileKeys.all });
    } catch (err) {
      // P2-ONB-09: only logged; the user still goes on.
      logger.warn(profileMessages.onboardingCompleteFailed, { status: err instanceof ApiError ? err.status : null });
    }
    if (mode === 'update') onComplete?.();
    else setFinished(true);
  }

  if (mode === 'onboarding' && finished) return <JourneyStep />;
  return (
    <div className="space-y-8">
      {mode === 'update' && <JourneyPicker duringOnboarding={false} />}
      {data.ready ? (
        <OnboardingSteps data={data} initialStep={startStep(mode, params.get('continue') === 'true', data.status)} onFinish={finish} />
      ) : (
        <FlowSkeleton />
      )}
    </div>
  );
}
