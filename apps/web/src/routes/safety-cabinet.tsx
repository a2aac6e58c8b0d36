import { lazy, Suspense, useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cabinetQueryKey } from '../lib/cabinet-query-keys';
import { PageHeader } from '../features/marketing/page-header';
import { CabinetPanel } from '../features/safety/cabinet-panel';
import { WhenVisible } from '../ui/when-visible';

// The doses section (today's doses, schedules, adherence) sits below the cabinet and loads when
// the person scrolls to it: the prerendered page's first script stays the cabinet's. Its frame
// appears only once the cabinet has loaded, below it, so nothing above it moves the frame (CLS).
const DosesSection = lazy(() => import('../features/doses/doses-section'));

/** The doses section's frame while its script loads (its heading, so the page does not jump). */
function DosesPlaceholder() {
  return (
    <div aria-hidden="true" className="min-h-[16rem] rounded-2xl border border-border bg-surface p-5">
      <p className="text-lg font-semibold">Today&apos;s doses</p>
    </div>
  );
}

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return (
    <PageHeader
      eyebrow="Safety"
      title="Medicine Cabinet"
      intro="Keep your medicines and supplements in one place. Every time you add, pause or remove something, we check the whole cabinet again."
    />
  );
}

/** /safety/cabinet (protected): everything the user takes, checked together on every change, and their doses. */
export default function SafetyCabinetPage() {
  // Deferred like the cabinet panel's first render, so the frame commits together with the list
  // (below it), not in the moment the panel still shows its loading line.
  const cabinetShown = useDeferredValue(useQuery({ queryKey: cabinetQueryKey, enabled: false }).isSuccess);
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <CabinetPanel emptyText="Your cabinet is empty. Add the medicines and supplements you take to check them together." />
      {cabinetShown && (
        <WhenVisible placeholder={<DosesPlaceholder />} rootMargin="0px">
          <Suspense fallback={<DosesPlaceholder />}>
            <DosesSection />
          </Suspense>
        </WhenVisible>
      )}
    </div>
  );
}
