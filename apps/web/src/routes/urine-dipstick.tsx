import { Link } from 'react-router';
import { PageHeader } from '../features/marketing/page-header';
import { DipstickWizard } from '../features/urine-dipstick/dipstick-wizard';

/** The page's top, shown before the sign-in check. */
export function Head() {
  return (
    <PageHeader
      eyebrow="Lab results"
      title="Urine Test Upload"
      intro="Read a 10-pad urine dipstick step by step: a timer for each pad, the colour chart in words, what the results may mean and when to see a clinician."
    />
  );
}

/** /urine-test-upload (signed in): guided entry of a urine dipstick, typed by hand (free). */
export default function UrineDipstickPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <DipstickWizard />
      <p className="text-sm text-muted">
        New to home strips? Read{' '}
        <Link to="/test-kits" className="text-brand underline underline-offset-2 hover:text-brand-strong">
          how home test kits work
        </Link>
        .
      </p>
      <p className="text-sm text-muted">
        Have a urinalysis report from a lab?{' '}
        <Link to="/upload?kind=urine" className="text-brand underline underline-offset-2 hover:text-brand-strong">
          Upload it to have it read
        </Link>{' '}
        (Wellness Pro), or type its results in by hand.
      </p>
    </div>
  );
}
