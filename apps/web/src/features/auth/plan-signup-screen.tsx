import { useNavigate } from 'react-router';
import { freePlanCard, planPrice, saveLabel, wellnessProPlanCard, type BillingCycle } from '@thrivewell/core/copy/plans-display';
import type { SignupPlan } from './auth-api';
import { BackToPlans, SelectedPlanSummary } from './register-wizard';
import { SignupForm, type SignupResult } from './signup-form';
import { BillingCycleToggle } from '../../ui/billing-cycle-toggle';

/** Reads ?plan= and ?cycle=; null when the plan cannot be signed up for here (→ default screen). */
export function parsePlanParams(params: URLSearchParams): { plan: SignupPlan; cycle: BillingCycle } | null {
  const plan = params.get('plan');
  if (plan !== 'free' && plan !== 'wellness_plus') return null;
  return { plan, cycle: params.get('cycle') === 'yearly' ? 'yearly' : 'monthly' };
}


interface PlanSignupScreenProps {
  plan: SignupPlan;
  cycle: BillingCycle;
  onCreated: (result: SignupResult) => void;
}

/**
 * The plan-parameter registration screen (/register?plan=…&cycle=…; P1-AUTH-04, -09, -14,
 * -19): the chosen plan with its Monthly / Yearly toggle, then the details form. The cycle
 * lives in the URL, so a reload or a shared link keeps it.
 */
export function PlanSignupScreen({ plan, cycle, onCreated }: PlanSignupScreenProps) {
  const navigate = useNavigate();
  const card = plan === 'free' ? freePlanCard : wellnessProPlanCard;
  const price = planPrice(card, cycle);
  const toPlans = () => void navigate('/register');
  const setCycle = (c: BillingCycle) => void navigate(`/register?plan=${plan}&cycle=${c}`, { replace: true });
  return (
    <div className="space-y-5">
      <BackToPlans onBack={toPlans} />
      <SelectedPlanSummary name={card.name} price={`${price.amount}${price.period}`} onChange={toPlans} />
      {plan === 'wellness_plus' && <BillingCycleToggle value={cycle} onChange={setCycle} yearlyNote={saveLabel(wellnessProPlanCard)} />}
      <SignupForm
        plan={plan}
        cycle={cycle}
        submitLabel={plan === 'free' ? 'Create Free Account' : 'Create Account & Subscribe'}
        onCreated={onCreated}
      />
    </div>
  );
}
