import { PageHeader } from '../features/marketing/page-header';
import { BiomarkersPanel } from '../features/biomarkers/biomarkers-panel';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return (
    <PageHeader
      eyebrow="Biomarkers"
      title="Biomarker Insights"
      intro="Your confirmed lab results at a glance: the latest value of each marker against its range, and how it has changed over time."
    />
  );
}

/** /wellness/biomarkers (protected): markers at a glance, past reports, and one marker's history (?marker=LOINC). */
export default function BiomarkersPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <BiomarkersPanel />
    </div>
  );
}
