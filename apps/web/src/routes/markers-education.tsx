import { Link } from 'react-router';
import { PageHeader } from '../features/marketing/page-header';
import { MarkerLibrary } from '../features/lab-guides/marker-library';
import { Disclaimer } from '../ui/disclaimer';

/** The page's top, shown before the sign-in check. */
export function Head() {
  return (
    <PageHeader
      eyebrow="Lab results"
      title="Markers Education"
      intro="Plain-language guides to common blood and urine markers: what each one measures, common reasons for high and low results, and what to ask your clinician."
    />
  );
}

/** /markers-education (signed in): the searchable marker guides, grouped by panel, each sourced. */
export default function MarkersEducationPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <Disclaimer level="basic" />
      <p className="max-w-3xl text-ink">
        A result outside the range does not always mean something is wrong, and a result inside it does not rule everything out. Ranges differ between labs, so
        read your result against the range on your own report. Getting ready for a test? See the{' '}
        <Link to="/blood-test-guide" className="text-brand underline underline-offset-2 hover:text-brand-strong">
          blood test guide
        </Link>
        .
      </p>
      <MarkerLibrary />
    </div>
  );
}
