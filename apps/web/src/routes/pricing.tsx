import { useState } from 'react';
import { Link } from 'react-router';
import {
  planCards,
  planSignupHref,
  saveLabel,
  wellnessProPlanCard,
  type BillingCycle,
  type PlanCard,
} from '@thrivewell/core/copy/plans-display';
import { lookupKeyFor } from '@thrivewell/core/rules/plans';
import { product } from '@thrivewell/core/copy/product';
import { CheckoutButton, PortalButton } from '../features/billing/checkout-buttons';
import { BillingCycleToggle } from '../ui/billing-cycle-toggle';
import { CtaBand } from '../features/marketing/cta-band';
import { LongDisclaimer } from '../features/marketing/long-disclaimer';
import { PageHeader } from '../features/marketing/page-header';
import { PlanCardView } from '../features/marketing/plan-card';
import { Section } from '../features/marketing/section';
import { useSession } from '../lib/session';
import { useSubscription } from '../lib/use-tier';
import { Button, buttonClass } from '../ui/button';

const actionLabels: Record<PlanCard['id'], string> = {
  free: 'Start for free',
  wellness_plus: 'Choose Wellness Pro',
  health_pro: 'Coming soon',
};

/**
 * Signed out (or while the session loads), every card links to registration with its plan
 * (P1-PLAN-01..10). Signed in, Wellness Pro starts a checkout at once (P1-PLAN-17), or opens
 * the billing portal for someone who already has it; Free leads to the dashboard.
 */
function PlanAction({ card, cycle }: { card: PlanCard; cycle: BillingCycle }) {
  const { user } = useSession();
  const sub = useSubscription();
  const href = planSignupHref(card.id, cycle);
  const look = { variant: card.mostPopular ? 'primary' : 'secondary', size: 'lg', className: 'w-full' } as const;
  if (!href) {
    return (
      <Button {...look} variant="secondary" disabled>
        {actionLabels[card.id]}
      </Button>
    );
  }
  if (user && card.id === 'free') {
    return (
      <Link to="/dashboard" className={buttonClass(look.variant, look.size, look.className)}>
        Go to Dashboard
      </Link>
    );
  }
  if (user && card.id === 'wellness_plus') {
    if (sub.simplifiedTier === 'paid') {
      return (
        <PortalButton {...look} busyText="Opening portal...">
          Manage subscription
        </PortalButton>
      );
    }
    return (
      <CheckoutButton {...look} lookupKey={lookupKeyFor('wellness_plus', cycle)} busyText="Starting checkout..." disabled={sub.loading}>
        {actionLabels[card.id]}
      </CheckoutButton>
    );
  }
  return (
    <Link to={href} className={buttonClass(look.variant, look.size, look.className)}>
      {actionLabels[card.id]}
    </Link>
  );
}

const faqs: { q: string; a: string }[] = [
  {
    q: 'Do I need a card for the Free plan?',
    a: 'No. Free Wellness costs $0 and needs only an e-mail address and a password.',
  },
  {
    q: 'How do I cancel?',
    a: 'Any time: the Subscription page in your account opens the billing portal, where you can manage or cancel your plan. The portal shows when your paid access ends.',
  },
  {
    q: 'How are payments handled?',
    a: `Payments go through Stripe Checkout. You enter your card details on Stripe's page; they never pass through ${product.name}'s servers.`,
  },
  {
    q: 'What happens to my data if I go back to Free?',
    a: 'It stays in your account. Features that need Wellness Pro become unavailable, and you can download or delete your data at any time from Account Settings.',
  },
  {
    q: 'Does a paid plan mean medical advice?',
    a: `No. Every plan provides educational wellness information. ${product.name} never replaces your doctor or pharmacist.`,
  },
];

/** /pricing (P1-ROUTE-57, P1-PLAN-01..10): the three plan cards with a Monthly / Yearly toggle. */
export default function PricingPage() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Simple plans for every stage of your wellness journey"
        intro={
          <p>
            Start free: every serious interaction, whether it involves a medicine, a supplement or a food, is shown on
            every plan with what to do. Move to Wellness Pro for moderate and minor supplement and food interactions,
            timing and your daily plan, ingredient and barcode checks, unlimited use, lab-result correlations and PDF
            reports.
          </p>
        }
      />

      <section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <div className="flex justify-center">
          <BillingCycleToggle value={cycle} onChange={setCycle} yearlyNote={saveLabel(wellnessProPlanCard)} />
        </div>
        <div className="mt-10 grid items-start gap-6 lg:grid-cols-3">
          {planCards.map((card) => (
            <PlanCardView key={card.id} card={card} cycle={cycle} action={<PlanAction card={card} cycle={cycle} />} />
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-muted">
          Prices in US dollars. Wellness Pro renews automatically each month or year until you cancel.{' '}
          <Link to="/pro-features" className="font-medium text-brand underline underline-offset-2">
            What Wellness Pro adds
          </Link>
        </p>
      </section>

      <Section id="faq" tone="surface" title="Questions about plans">
        <dl className="grid gap-x-10 gap-y-6 md:grid-cols-2">
          {faqs.map((f) => (
            <div key={f.q}>
              <dt className="font-semibold">{f.q}</dt>
              <dd className="mt-1 text-sm text-muted">{f.a}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <div className="mx-auto max-w-3xl px-4 pt-12">
        <LongDisclaimer />
      </div>

      <CtaBand
        title="Not sure yet?"
        text={<p>Look through a sample wellness report, or read what each feature does before you decide.</p>}
        links={[
          { to: '/sample-report', label: 'View the sample report' },
          { to: '/features', label: 'Explore features', variant: 'secondary' },
        ]}
      />
    </>
  );
}
