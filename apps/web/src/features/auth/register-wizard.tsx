import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { freePlanCard, planPrice } from '@thrivewell/core/copy/plans-display';
import type { SignupPlan } from './auth-api';
import { PlanStep } from './plan-step';
import { SignupForm, type SignupResult } from './signup-form';

interface RegisterWizardProps {
  onCreated: (result: SignupResult) => void;
}

/** 'Back to plan selection' and 'Change Plan' (P1-AUTH-11). */
export function BackToPlans({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" onClick={onBack} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to plan selection
    </button>
  );
}

export function SelectedPlanSummary({ name, price, onChange }: { name: string; price: string; onChange: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-2 p-4">
      <p>
        <span className="block text-sm text-muted">Selected plan</span>
        <span className="font-semibold">{name}</span> <span className="text-muted">· {price}</span>
      </p>
      <button type="button" onClick={onChange} className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand hover:bg-surface">
        Change Plan
      </button>
    </div>
  );
}

/**
 * The default registration screen (spec part 1 §2, §4; P1-AUTH-08, -10..13): plan step, then
 * details. It creates free accounts; choosing Wellness Pro continues on the plan-parameter
 * screen, which is where paid sign-ups happen.
 */
export function RegisterWizard({ onCreated }: RegisterWizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<'plan' | 'details'>('plan');
  const [plan, setPlan] = useState<SignupPlan | null>(null);

  function next() {
    if (plan === 'wellness_plus') void navigate('/register?plan=wellness_plus&cycle=monthly');
    else if (plan === 'free') setStep('details');
  }

  if (step === 'plan' || plan !== 'free') return <PlanStep selected={plan} onSelect={setPlan} onContinue={next} />;
  const price = planPrice(freePlanCard, 'monthly');
  return (
    <div className="space-y-5">
      <BackToPlans onBack={() => setStep('plan')} />
      <SelectedPlanSummary name={freePlanCard.name} price={`${price.amount}${price.period}`} onChange={() => setStep('plan')} />
      <SignupForm plan="free" submitLabel="Create Free Account" onCreated={onCreated} focusFirst />
    </div>
  );
}
