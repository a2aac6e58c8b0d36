import { Link } from 'react-router';
import { PageHeader } from '../features/marketing/page-header';
import { GuideContents, GuideSections } from '../features/lab-guides/guide-sections';
import { testKitSections } from '../features/lab-guides/test-kits-content';
import { Disclaimer } from '../ui/disclaimer';
import { buttonClass } from '../ui/button';

/** The page's top, shown before the sign-in check. */
export function Head() {
  return (
    <PageHeader
      eyebrow="Lab results"
      title="Test Kits"
      intro="How home test kits work (finger-prick, urine dipsticks and mail-in kits), how accurate they are, and what to do with your results."
    />
  );
}

/** /test-kits (signed in): a guide to home test kits, each section sourced, with a way into the dipstick entry. */
export default function TestKitsPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr] lg:items-start">
      <div className="space-y-4 lg:sticky lg:top-6">
        <GuideContents sections={testKitSections} />
        <Link to="/urine-test-upload" className={buttonClass('primary', 'md', 'w-full')}>
          Enter a urine dipstick
        </Link>
      </div>
      <div className="max-w-3xl space-y-10">
        <Disclaimer level="basic" />
        <GuideSections sections={testKitSections} />
      </div>
    </div>
  );
}
