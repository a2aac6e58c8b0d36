import { useRouteDef } from '../app/route-def';
import { PageHeader } from '../features/marketing/page-header';
import { EssentialOilLibrary } from '../features/safety/essential-oil-library';

/** /aromatherapy, /essential-oils, /dashboard/essential-oils: the essential-oil library (free). */
export default function EssentialOilsPage() {
  const def = useRouteDef();
  return (
    <>
      <PageHeader
        eyebrow="Aromatherapy"
        title={def?.name ?? 'Essential Oils'}
        intro="What each oil is used for, how good the evidence is, and how to use it safely: dilution limits, sunlight, pregnancy, children, pets and medicines."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <EssentialOilLibrary />
      </div>
    </>
  );
}
