import { PageHeader } from '../features/marketing/page-header';
import { CabinetPanel } from '../features/safety/cabinet-panel';

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

/** /safety/cabinet (protected): everything the user takes, checked together on every change. */
export default function SafetyCabinetPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <CabinetPanel emptyText="Your cabinet is empty. Add the medicines and supplements you take to check them together." />
    </div>
  );
}
