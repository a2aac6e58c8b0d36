import { useNavigate } from 'react-router';
import { billingCycles, freePlanCard, planPrice, saveLabel, wellnessProPlanCard, type BillingCycle } from '@thrivewell/core/plans-display';
import type { SignupPlan } from './auth-api';
import { BackToPlans, SelectedPlanSummary } from './register-wizard';
import { SignupForm, type SignupResult } from './signup-form';

/** Reads ?plan= and ?cycle=; null when the plan cannot be signed up for here (→ default screen). */
export function parsePlanParams(params: URLSearchParams): { plan: SignupPlan; cycle: BillingCycle } | null {
  const plan = params.get('plan');
  if (plan !== 'free' && plan !== 'wellness_plus') return null;
  return { plan, cycle: params.get('cycle') === 'yearly' ? 'yearly' : 'monthly' };
}

const cycleLabels: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' };

function CycleToggle({ value, onChange }: { value: BillingCycle; onChange: (c: BillingCycle) => void }) {
  return (
    <div role="group" aria-label="Billing cycle" className="inline-flex rounded-xl border border-border bg-surface p-1">
      {billingCycles.map((cycle) => {
        const pressed = value === cycle;
        return (
          <button
            key={cycle}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(cycle)}
            className={`inline-flex min-h-10 items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ${pressed ? 'bg-brand text-on-brand' : 'text-ink hover:bg-surface-2'}`}
          >
            {cycleLabels[cycle]}
            {cycle === 'yearly' && (
              <span className={`rounded-full px-2 py-0.5 text-xs ${pressed ? 'bg-on-brand text-brand' : 'bg-success-soft text-success'}`}>
                {saveLabel(wellnessProPlanCard)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
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
      {plan === 'wellness_plus' && <CycleToggle value={cycle} onChange={setCycle} />}
      <SignupForm
        plan={plan}
        cycle={cycle}
        submitLabel={plan === 'free' ? 'Create Free Account' : 'Create Account & Subscribe'}
        onCreated={onCreated}
      />
    </div>
  );
}
