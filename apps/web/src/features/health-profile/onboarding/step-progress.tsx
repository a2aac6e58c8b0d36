import { onboardingStepCount, stepLabel } from '@thrivewell/core/onboarding-rules';

/** 'Step n of 7' and a bar filling with each step (P2-ONB-02). */
export function StepProgress({ stepIndex }: { stepIndex: number }) {
  const label = stepLabel(stepIndex);
  const percent = Math.round(((stepIndex + 1) / onboardingStepCount) * 100);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-brand">{label}</p>
        <p className="text-muted">{`${percent}%`}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={1}
        aria-valuemax={onboardingStepCount}
        aria-valuenow={stepIndex + 1}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
