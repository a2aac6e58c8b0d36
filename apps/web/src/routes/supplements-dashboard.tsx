import { Link } from 'react-router';
import { PageHeader } from '../features/marketing/page-header';
import { CabinetPanel } from '../features/safety/cabinet-panel';
import { buttonClass } from '../ui/button';

const supplementTypes = new Set(['Supplement', 'Vitamin', 'Herbal']);

/** /dashboard/supplements (protected): the supplements, vitamins and herbs in the cabinet, checked with everything else. */
export default function SupplementsDashboardPage() {
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Supplements" intro="Your vitamins, minerals and herbal products, checked against each other and the medicines in your cabinet.">
        <Link to="/supplement-interactions" className={buttonClass('secondary')}>
          Check a new supplement
        </Link>
        <Link to="/natural-remedies" className={buttonClass('ghost')}>
          Explore natural remedies
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <CabinetPanel
          filter={(item) => supplementTypes.has(item.type) || item.kind === 'supplement'}
          defaultType="Supplement"
          emptyText="No supplements yet. Add the vitamins, minerals and herbs you take."
        />
      </div>
    </>
  );
}
