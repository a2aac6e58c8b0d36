import { Link } from 'react-router';
import { product } from '@thrivewell/core/copy/product';
import { capabilities, type Capability } from '../features/marketing/capabilities';
import { CtaBand } from '../features/marketing/cta-band';
import { PageHeader } from '../features/marketing/page-header';
import { Section } from '../features/marketing/section';
import { buttonClass } from '../ui/button';

const groups: { id: string; title: string; intro: string; ids: string[] }[] = [
  {
    id: 'safety',
    title: 'Safety: what you take, and when',
    intro:
      'Checks that look at everything you take together, not one product at a time. Safety is never paywalled: every major or contraindicated interaction, whether it involves a medicine, a supplement or a food, is shown on every plan, signed out included, with what to do.',
    ids: ['safety-checks', 'timing', 'ingredients', 'barcode'],
  },
  {
    id: 'tracking',
    title: 'Tracking: how you feel and what you do',
    intro: 'Quick logs that become useful trends after a few weeks.',
    ids: ['symptoms', 'mood', 'habits', 'meal-planning'],
  },
  {
    id: 'insights',
    title: 'Insights, results and reports',
    intro: 'Plain-language explanations of your own data, always with their sources.',
    ids: ['ai-insights', 'biomarkers', 'reports', 'ai-chat'],
  },
  {
    id: 'library',
    title: 'Library and community',
    intro: 'Reference material and people to talk to.',
    ids: ['aromatherapy', 'community'],
  },
];

function PlanRow({ plan, value }: { plan: string; value: string }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2 py-1.5">
      <dt className="font-semibold">{plan}</dt>
      <dd className="text-muted">{value}</dd>
    </div>
  );
}

function CapabilityCard({ c }: { c: Capability }) {
  const Icon = c.icon;
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">{c.title}</h3>
      <p className="mt-2 text-sm text-muted">{c.description}</p>
      <dl className="mt-4 flex-1 divide-y divide-border border-t border-border text-sm">
        <PlanRow plan="Free" value={c.free ?? 'Not included'} />
        <PlanRow plan="Wellness Pro" value={c.wellnessPro ?? 'Everything in Free'} />
        {c.healthPro && <PlanRow plan="Health Pro" value={`${c.healthPro} (coming soon)`} />}
      </dl>
      <Link to={c.link.to} className="mt-4 inline-flex font-semibold text-brand underline-offset-2 hover:underline">
        {c.link.label} <span aria-hidden="true">&nbsp;→</span>
      </Link>
    </li>
  );
}

/** /features (P1-ROUTE-54): every capability of spec §1 and which plan includes it (P1-OVR-02..15). */
export default function FeaturesPage() {
  const byId = new Map(capabilities.map((c) => [c.id, c]));
  return (
    <>
      <PageHeader
        eyebrow="Features"
        title={`Everything ${product.name} does`}
        intro={
          <p>
            {product.name} brings safety checks, tracking, lab-result insights and a grounded AI companion into one place,
            so what you take and how you feel can be understood together. It is educational wellness information for
            adults, never medical advice.
          </p>
        }
      >
        <Link to="/register" className={buttonClass('primary', 'lg')}>
          Create a free account
        </Link>
        <Link to="/pricing" className={buttonClass('secondary', 'lg')}>
          Compare plans
        </Link>
      </PageHeader>

      <nav aria-label="Feature groups" className="mx-auto max-w-6xl px-4 pt-8">
        <ul className="flex flex-wrap gap-2 text-sm">
          {groups.map((g) => (
            <li key={g.id}>
              <a href={`#${g.id}`} className="inline-block rounded-full border border-border bg-surface px-3 py-1.5 font-medium hover:bg-surface-2">
                {g.title.split(':')[0]}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-sm text-muted">
          Each card shows what the <strong className="text-ink">Free</strong> plan includes and what{' '}
          <strong className="text-ink">Wellness Pro</strong> adds. Some tools are still being built; their pages say
          “Coming soon” until they are ready.
        </p>
      </nav>

      {groups.map((g) => (
        <Section key={g.id} id={g.id} title={g.title} intro={<p>{g.intro}</p>}>
          <ul className="grid gap-6 sm:grid-cols-2">
            {g.ids.map((id) => {
              const c = byId.get(id);
              return c ? <CapabilityCard key={id} c={c} /> : null;
            })}
          </ul>
        </Section>
      ))}

      <CtaBand
        title="See it with real-looking data first"
        text={
          <p>
            Open the sample report to see findings, timing guidance, trends and biomarkers for a fictional member, then
            pick the plan that fits you.
          </p>
        }
        links={[
          { to: '/sample-report', label: 'View the sample report' },
          { to: '/pricing', label: 'See pricing', variant: 'secondary' },
        ]}
      />
    </>
  );
}
