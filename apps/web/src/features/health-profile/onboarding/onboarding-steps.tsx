import { useEffect, useRef, useState } from 'react';
import { onboardingStepCount, sectionAtStep } from '@thrivewell/core/rules/onboarding-rules';
import { profileSectionTitles, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { ApiError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { useProfileSyncService } from '../profile-sync';
import { Button } from '../../../ui/button';
import { SectionConflictNotice } from '../sections/section-conflict';
import { SectionForm } from '../sections/section-form';
import type { SectionValues } from './onboarding-values';
import { StepProgress } from './step-progress';
import { SyncLine } from './sync-line';
import type { OnboardingData } from './use-onboarding-data';

/** What each step is about, under its title (our wording). */
const stepIntros: Record<ProfileSectionId, string> = {
  personalInfo: 'A few basics so we can tailor insights to you.',
  medicalHistory: 'Conditions, allergies and family history you want us to keep in mind.',
  symptoms: 'Anything you are noticing lately, how strong and how often.',
  medications: 'Medicines, supplements and vitamins you take, so we can check them together.',
  lifestyle: 'Activity, sleep, stress, smoking and alcohol.',
  diet: 'How you eat, and what you avoid or prefer.',
  healthGoals: 'What you would like to work on, and by when.',
};

function StepForm<K extends ProfileSectionId>({ section, values, update }: { section: K; values: SectionValues; update: OnboardingData['update'] }) {
  return <SectionForm section={section} value={values[section]} onChange={(next) => update(section, next)} idPrefix="onboarding" />;
}

interface OnboardingStepsProps {
  data: OnboardingData;
  initialStep: number;
  /** After the last step's save: mark onboarding complete and move on. */
  onFinish: () => Promise<void>;
}

/** The seven steps: progress, the step's form, Back / Next and the save state (P2-ONB-01..03). */
export function OnboardingSteps({ data, initialStep, onFinish }: OnboardingStepsProps) {
  const [step, setStep] = useState(initialStep);
  const [busy, setBusy] = useState(false);
  const profileSync = useProfileSyncService();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const section = sectionAtStep(step);
  const last = step === onboardingStepCount - 1;

  // Keyboard and screen-reader users land on the new step's title.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  function goTo(next: number) {
    moved.current = true;
    setStep(next);
  }

  function back() {
    void data.flush();
    goTo(Math.max(step - 1, 0));
  }

  async function next() {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await data.saveStep(section);
      if (outcome === 'blocked') return; // bad data or signed out: stay, the message is shown
      // Offline, the progress is kept and re-sent with the retry queue (saveProgress).
      profileSync.saveProgress(step).catch((err: unknown) => logger.warn('Onboarding progress was not saved', { step, status: err instanceof ApiError ? err.status : null }));
      if (last) await onFinish();
      else goTo(step + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <StepProgress stepIndex={step} />
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand">
          {profileSectionTitles[section]}
        </h2>
        <p className="mt-1 text-muted">{stepIntros[section]}</p>
      </div>
      {data.conflict && (
        <SectionConflictNotice
          sectionTitle={profileSectionTitles[data.conflict]}
          onMerge={() => void data.resolveConflict('merge')}
          onReload={() => void data.resolveConflict('reload')}
        />
      )}
      <StepForm key={section} section={section} values={data.values} update={data.update} />
      {data.errors.length > 0 && (
        <div role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-3 text-sm text-ink">
          <p className="font-semibold">Please check these answers:</p>
          <ul className="mt-1 list-disc pl-5">
            {data.errors.map((e) => (
              <li key={`${e.field}-${e.message}`}>{e.message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="space-y-2 border-t border-border pt-4">
        <div className="flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={back} disabled={step === 0 || busy}>
            Back
          </Button>
          <Button onClick={() => void next()} disabled={busy}>
            {busy ? 'Saving...' : last ? 'Complete Setup' : 'Next'}
          </Button>
        </div>
        <SyncLine pending={data.pending} onRetry={() => void data.retryNow()} />
      </div>
    </div>
  );
}
