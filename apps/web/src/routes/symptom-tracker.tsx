import { PageHeader } from '../features/marketing/page-header';
import { SymptomPanel } from '../features/tracking/symptom-panel';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return <PageHeader eyebrow="Tracking" title="Symptom Tracker" intro="Log a symptom with its severity, time, duration and possible triggers, and see how it changes over time. For anything that feels like an emergency, call 911, 999 or 112." />;
}

/** /symptoms, /symptoms/tracker (protected). */
export default function SymptomTrackerPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <SymptomPanel />
    </div>
  );
}
