import {
  Bell,
  FileDown,
  FlaskConical,
  Infinity as InfinityIcon,
  LineChart,
  Link2,
  ListChecks,
  Pill,
  ScanText,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { planPrice, saveLabel, wellnessProPlanCard } from '@thrivewell/core/copy/plans-display';
import { product } from '@thrivewell/core/copy/product';
import { CtaBand } from '../features/marketing/cta-band';
import { PageHeader } from '../features/marketing/page-header';
import { Section } from '../features/marketing/section';
import { Badge } from '../ui/badge';
import { buttonClass } from '../ui/button';
import { IconCardGrid } from '../features/marketing/icon-card-grid';

/** The Wellness Pro plan-card features (P1-PLAN-06), each explained. */
const additions: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: InfinityIcon, title: 'Unlimited use', text: 'No daily cap on AI chat, checks or reports. Ask as many follow-up questions as you need.' },
  { icon: ScanText, title: 'Real-time OCR', text: 'Photograph an ingredient label or a printed lab report and the text is read for you, ready to check or to add to your results.' },
  { icon: LineChart, title: 'Advanced predictions', text: 'See where your own trends in mood, sleep, symptoms and habits are heading, with the uncertainty stated plainly.' },
  { icon: Pill, title: 'Hormone-drug insights', text: 'How hormonal medicines, such as thyroid hormone or hormonal contraception, are affected by foods, supplements and timing.' },
  { icon: FlaskConical, title: 'Blood and urine correlations', text: 'Your blood and urine dipstick results side by side over time, next to what you logged in the same weeks.' },
  { icon: Link2, title: 'AI correlation of symptoms with biomarkers', text: 'Possible links between how you feel and your results, presented as questions to discuss with a clinician, not as diagnoses.' },
  { icon: Bell, title: 'Predictive alerts', text: 'A heads-up when a trend moves outside your usual range or a new product conflicts with what you already take.' },
  { icon: FileDown, title: 'PDF exports', text: 'Download your wellness report as a PDF to keep, print or share with the professionals who support you.' },
  { icon: ListChecks, title: 'Specialised protocols', text: 'Structured, step-by-step plans for specific wellness goals, built from sourced material and checked against what you take.' },
];

/** Tools that need wellness_plus (spec §6), in words. */
const alsoUnlocked = [
  'Moderate and minor supplement and food interactions (serious ones are free)',
  'Food-drug timing guidance and your daily plan',
  'Ingredient analysis against your profile',
  'Product fact checker',
  'Barcode scanning',
  'Advanced meal planning',
  'Pattern insights',
  'Reports and advanced analytics',
  'Premium content',
];

/** /pro-features (P1-ROUTE-58): what Wellness Pro adds over Free, with a way to /pricing. */
export default function ProFeaturesPage() {
  const monthly = planPrice(wellnessProPlanCard, 'monthly');
  const yearly = planPrice(wellnessProPlanCard, 'yearly');
  return (
    <>
      <PageHeader
        eyebrow="Wellness Pro"
        title="What Wellness Pro adds"
        intro={
          <p>
            Everything in Free, plus unlimited use and deeper insight across your lab results, symptoms and routines.{' '}
            <strong className="text-ink">
              {monthly.amount}
              {monthly.period}
            </strong>{' '}
            or{' '}
            <strong className="text-ink">
              {yearly.amount}
              {yearly.period}
            </strong>
            .
          </p>
        }
      >
        <Link to="/pricing" className={buttonClass('primary', 'lg')}>
          See plans and pricing
        </Link>
        <Badge tone="success">{saveLabel(wellnessProPlanCard)} with yearly billing</Badge>
      </PageHeader>

      <Section id="additions" title="Included with Wellness Pro">
        <IconCardGrid cards={additions} columns={3} />
      </Section>

      <Section
        id="tools"
        tone="surface"
        title="Tools that open up"
        intro={<p>Wellness Pro also unlocks these tools.</p>}
      >
        <ul className="grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {alsoUnlocked.map((t) => (
            <li key={t} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
              {t}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="free" title="Still yours on Free" width="narrow">
        <p className="text-muted">
          Safety is never paywalled: Free Wellness shows every major and contraindicated interaction (medicine,
          supplement or food) with what to do, and every medicine-to-medicine check. It also keeps symptom, mood and
          habit tracking, the aromatherapy library, community access and basic recommendations. Wellness Pro never locks away your data: export and
          deletion work on every plan. Whatever your plan, {product.name} is educational wellness information, not
          medical advice.
        </p>
      </Section>

      <CtaBand
        title="Compare the plans side by side"
        text={<p>Choose monthly or yearly billing on the pricing page.</p>}
        links={[
          { to: '/pricing', label: 'Go to pricing' },
          { to: '/sample-report', label: 'View the sample report', variant: 'secondary' },
        ]}
      />
    </>
  );
}
