import { Link } from 'react-router';
import { JourneyPicker } from '../features/health-profile/journey/journey-picker';
import { PageHeader } from '../features/marketing/page-header';
import { buttonClass } from '../ui/button';

/** /health/journey-selector (protected): change the health journey level. */
export default function JourneySelectorPage() {
  return (
    <>
      <PageHeader eyebrow="Health profile" title="Your Health Journey" intro="Choose how much time and attention you want to give your wellness. You can change it whenever you like.">
        <Link to="/dashboard" className={buttonClass('secondary')}>
          Back to dashboard
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <JourneyPicker duringOnboarding={false} />
      </div>
    </>
  );
}
