import { lazy, Suspense } from 'react';
import { PageHeader } from '../features/marketing/page-header';
import { CabinetPanel } from '../features/safety/cabinet-panel';
import { WhenVisible } from '../ui/when-visible';

// The doses section (today's doses, schedules, adherence) sits below the cabinet and loads when
// the person scrolls towards it: the prerendered page's first script stays the cabinet's.
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
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <CabinetPanel emptyText="Your cabinet is empty. Add the medicines and supplements you take to check them together." />
      <WhenVisible placeholder={<DosesPlaceholder />}>
        <Suspense fallback={<DosesPlaceholder />}>
          <DosesSection />
        </Suspense>
      </WhenVisible>
    </div>
  );
}
