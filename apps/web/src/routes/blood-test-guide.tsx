import { Link } from 'react-router';
import { PageHeader } from '../features/marketing/page-header';
import { bloodTestPrep } from '../features/lab-guides/blood-test-prep';
import { GuideContents, GuideSections } from '../features/lab-guides/guide-sections';
import { Disclaimer } from '../ui/disclaimer';

/** The page's top. */
export function Head() {
  return (
    <PageHeader
      eyebrow="Lab results"
      title="Blood Test Guide"
      intro="How to prepare for a blood test: fasting, water, medicines and their timing, biotin before thyroid and heart tests, and morning samples."
    />
  );
}

/** /blood-test-guide (public): getting ready for a blood test, each section sourced. */
export default function BloodTestGuidePage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr] lg:items-start">
      <div className="space-y-4 lg:sticky lg:top-6">
        <GuideContents sections={bloodTestPrep} />
      </div>
      <div className="max-w-3xl space-y-10">
        <Disclaimer level="basic" />
        <GuideSections sections={bloodTestPrep} />
        <p className="text-ink">
          Want to know what a marker on your report means? Read the{' '}
          <Link to="/markers-education" className="text-brand underline underline-offset-2 hover:text-brand-strong">
            marker guides
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
