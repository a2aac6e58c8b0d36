import { Info, Lock } from 'lucide-react';
import { OnboardingFlow } from '../features/health-profile/onboarding/onboarding-flow';
import { PageHeader } from '../features/marketing/page-header';

/** /onboarding and /onboarding?continue=true (protected): the seven-step health profile setup. */
export default function OnboardingPage() {
  return (
    <>
      <PageHeader
        eyebrow="Health profile"
        title="Set up your health profile"
        intro="Seven short steps, about 8 minutes. Your answers save as you go, so you can stop and come back any time."
      />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
        <OnboardingFlow />
        <div className="space-y-3 text-sm text-muted">
          <p className="flex items-start gap-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>What we show you is educational wellness information, not medical advice. Talk to your healthcare provider before changing a treatment.</span>
          </p>
          <p className="flex items-start gap-2">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Your data is encrypted, and you can change or delete it at any time from your account.</span>
          </p>
        </div>
      </div>
    </>
  );
}
