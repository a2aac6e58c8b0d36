import { onboardingStepCount, stepLabel } from '@thrivewell/core/rules/onboarding-rules';
import { ProgressBar } from '../../../ui/progress-bar';

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
      <ProgressBar label="Onboarding progress" value={stepIndex + 1} max={onboardingStepCount} valueText={label} />
    </div>
  );
}
