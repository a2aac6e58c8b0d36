import type { DoseSchedule } from './doses-api';
import { SourceLinks } from '../../ui/source-links';

/** The advice's **bold** parts as <strong> (the only markup the knowledge texts use). */
function Advice({ text }: { text: string }) {
  return (
    <p className="text-sm text-ink">
      {text.split(/(\*\*[^*]+\*\*)/).map((part, i) => (part.startsWith('**') && part.endsWith('**') ? <strong key={i}>{part.slice(2, -2)}</strong> : part))}
    </p>
  );
}

/** What to do about a missed dose: the label's rule for this medicine when we have it, else the general rule, with the source. */
export function MissedDoseGuidance({ schedule, id }: { schedule: Pick<DoseSchedule, 'medicineName' | 'missedDoseGuidance'>; id?: string }) {
  const g = schedule.missedDoseGuidance;
  return (
    <div id={id} className="space-y-2 rounded-xl border border-warning/40 bg-warning-soft p-3">
      <p className="text-sm font-semibold text-ink">
        {g.labelSpecific ? `Missed a dose of ${schedule.medicineName}` : `Missed a dose of ${schedule.medicineName}: the general rule`}
      </p>
      <Advice text={g.advice} />
      <p className="text-sm text-ink">If you are not sure whether you took it, or you missed more than one dose, ask your pharmacist before taking more.</p>
      <SourceLinks sources={[g.source]} />
    </div>
  );
}
