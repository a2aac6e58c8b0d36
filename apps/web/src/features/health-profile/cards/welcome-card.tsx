import { Clock, Lock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';

/** The four setup steps and their times (spec part 2 §2, P2-CARD-01); together about 8 minutes (§9). */
export const welcomeSetupSteps = [
  { title: 'Basic Info', minutes: 2, detail: 'Age, gender, height and weight' },
  { title: 'Health Profile', minutes: 3, detail: 'Conditions, allergies, symptoms and medications' },
  { title: 'Lifestyle', minutes: 2, detail: 'Activity, sleep, stress and diet' },
  { title: 'Goals', minutes: 1, detail: 'What you would like to work on' },
] as const;

/** Welcome card for new users (spec part 2 §2; P2-CARD-01..03): what setup asks and how long it takes. */
export function WelcomeCard() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-5 rounded-2xl border border-brand/30 bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            Let’s set up your wellness profile
          </h2>
          <p className="mt-1 text-sm text-muted">Answer a few questions in just 8 minutes and we will tailor your insights, checks and suggestions to you.</p>
        </div>
      </div>
      <ol aria-label="Setup steps" className="grid gap-3 sm:grid-cols-2">
        {welcomeSetupSteps.map((step, i) => (
          <li key={step.title} className="flex items-start gap-3 rounded-xl bg-surface-2 p-3">
            <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-on-brand">
              {i + 1}
            </span>
            <div className="min-w-0">
              <p className="font-semibold">{step.title}</p>
              <p className="text-sm text-muted">{step.detail}</p>
              <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-brand">
                <Clock aria-hidden="true" className="size-3.5" />
                {`${step.minutes} min`}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <p className="flex items-start gap-2 text-sm text-muted">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Your data is encrypted, and you can change or delete it at any time.</span>
      </p>
      <Link to="/onboarding" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
        Start Setup
      </Link>
    </section>
  );
}
