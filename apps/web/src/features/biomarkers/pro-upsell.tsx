import { Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';

/** What Wellness Pro adds for lab reports, for someone on the free plan (upload and reading are Pro; typing results is free). */
export function ProUpsell() {
  return (
    <section aria-labelledby="lab-pro-title" className="space-y-3 rounded-2xl border border-border bg-surface-2 p-5">
      <h2 id="lab-pro-title" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-brand" /> Upload reports with Wellness Pro
      </h2>
      <ul className="space-y-1.5 text-sm text-ink">
        {[
          'Upload a PDF or a photo of a printed report (up to 10 MB): every row is read for you, on our servers, with nothing sent to outside services.',
          'Each row is shown beside the page it came from, so checking takes a minute.',
          'Units are converted (mmol/L ↔ mg/dL and more) so results from different labs line up over time.',
        ].map((line) => (
          <li key={line} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" /> {line}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">On the free plan you can type your results in by hand below: they are kept, flagged and charted the same way.</p>
      <Link to="/pricing" className={buttonClass('primary')}>
        See Wellness Pro plans
      </Link>
    </section>
  );
}
