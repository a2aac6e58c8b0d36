import { Link } from 'react-router';
import { PageHeader } from '../features/marketing/page-header';
import { CabinetPanel } from '../features/safety/cabinet-panel';
import { MedicationFacts } from '../features/safety/medication-facts';
import { buttonClass } from '../ui/button';

/** /dashboard/medication-safety and /dashboard/safety (protected): the cabinet's check, warnings and label facts. */
export default function MedicationSafetyPage() {
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Medication Safety" intro="Everything you take, checked together, with the warnings and side effects to watch for.">
        <Link to="/interaction-analyzer" className={buttonClass('secondary')}>
          Check something new
        </Link>
        <Link to="/safety/timing" className={buttonClass('ghost')}>
          Timing guide
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        <CabinetPanel emptyText="Nothing here yet. Add the medicines and supplements you take to see how they work together." />
        <MedicationFacts />
      </div>
    </>
  );
}
