import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { product } from '@thrivewell/core/copy/product';
import { CtaBand } from '../features/marketing/cta-band';
import { LongDisclaimer } from '../features/marketing/long-disclaimer';
import { PageHeader } from '../features/marketing/page-header';
import { Section } from '../features/marketing/section';
import { BiomarkerTable } from '../features/marketing/sample-report/sample-biomarkers';
import {
  sampleBloodMarkers,
  sampleNextSteps,
  sampleProfile,
  sampleSchedule,
  sampleUrineMarkers,
} from '../features/marketing/sample-report/sample-data';
import { SampleFindings } from '../features/marketing/sample-report/sample-findings';
import { SampleTrends } from '../features/marketing/sample-report/sample-trends';
import { Badge } from '../ui/badge';
import { buttonClass } from '../ui/button';

function SampleBanner() {
  return (
    <div role="note" aria-label="Sample data" className="border-b border-warning/40 bg-warning-soft">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3 text-sm text-ink">
        <Badge tone="warning">SAMPLE</Badge>
        <span>
          <strong>This is a sample.</strong> Every name, value and result on this page is made up to show what a{' '}
          {product.name} report looks like. It is not about a real person and is not medical advice.
        </span>
      </p>
    </div>
  );
}

/** /sample-report (P1-ROUTE-45): a clearly labelled sample wellness report for a fictional member. */
export default function SampleReportPage() {
  return (
    <>
      <SampleBanner />
      <PageHeader
        eyebrow="Sample report"
        title="Sample Wellness Report"
        intro={
          <p>
            What a four-week report looks like for a fictional member who takes a thyroid medicine, a statin, two
            supplements and a short antibiotic course. Your own report is built from your profile and logs.
          </p>
        }
      >
        <Link to="/register" className={buttonClass('primary', 'lg')}>
          Create your own report
        </Link>
        <Link to="/pricing" className={buttonClass('secondary', 'lg')}>
          PDF export with Wellness Pro
        </Link>
      </PageHeader>

      <Section id="profile" title="Profile summary">
        <dl className="grid gap-x-8 gap-y-4 rounded-2xl border border-border bg-surface p-6 sm:grid-cols-2">
          {sampleProfile.map((p) => (
            <div key={p.label}>
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{p.label}</dt>
              <dd className="mt-0.5">{p.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section
        id="findings"
        tone="surface"
        title="Safety check findings"
        intro={<p>Four findings across medicines, supplements and food, most serious first. Each names its sources.</p>}
      >
        <SampleFindings />
      </Section>

      <Section
        id="timing"
        title="Timing guidance"
        intro={<p>A daily schedule that keeps the findings above apart. A pharmacist can adjust it to your routine.</p>}
      >
        <ol className="divide-y divide-border rounded-2xl border border-border bg-surface">
          {sampleSchedule.map((s) => (
            <li key={s.time} className="grid gap-1 px-5 py-4 sm:grid-cols-[5rem_1fr]">
              <span className="font-semibold tabular-nums text-brand">{s.time}</span>
              <span>
                <span className="font-semibold">{s.items}</span>
                <span className="block text-sm text-muted">{s.note}</span>
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="trends" tone="surface" title="Mood and habit trends">
        <SampleTrends />
      </Section>

      <Section
        id="biomarkers"
        title="Biomarkers"
        intro={
          <p>
            Results read against typical adult reference ranges. Ranges differ between laboratories: the range printed
            on your own report is the one that applies.
          </p>
        }
      >
        <div className="space-y-6">
          <BiomarkerTable caption="Blood test" markers={sampleBloodMarkers} />
          <BiomarkerTable caption="Urine dipstick" markers={sampleUrineMarkers} />
        </div>
        <p className="mt-4 flex items-start gap-2 text-sm text-muted">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          A trace of leukocyte esterase can have several explanations, including how the sample was collected. It is
          worth mentioning to a clinician, especially with urinary symptoms.
        </p>
      </Section>

      <Section id="next-steps-list" tone="surface" title="Next steps" width="narrow">
        <ol className="list-decimal space-y-2 pl-5">
          {sampleNextSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <div className="mt-8">
          <LongDisclaimer />
        </div>
      </Section>

      <CtaBand
        title="Get a report built from your own data"
        text={<p>Create a free account, complete your health profile, and your first report follows from your logs.</p>}
        links={[
          { to: '/register', label: 'Create a free account' },
          { to: '/features', label: 'Explore features', variant: 'secondary' },
        ]}
      />
    </>
  );
}
