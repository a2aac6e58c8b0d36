import { AlertTriangle } from 'lucide-react';
import type { DoseSchedule } from './doses-api';

/** The supply left in days, with a refill warning at or under the chosen days. */
export function SupplyNote({ schedule }: { schedule: Pick<DoseSchedule, 'medicineName' | 'quantityOnHand' | 'supply' | 'asNeeded'> }) {
  const { daysLeft, refillSoon } = schedule.supply;
  if (schedule.quantityOnHand === null) return <p className="text-sm text-muted">Supply not tracked. Enter the quantity on hand to get refill warnings.</p>;
  if (daysLeft === null) return <p className="text-sm text-muted">{schedule.quantityOnHand} left (as needed: no daily estimate).</p>;
  return refillSoon ? (
    <p className="flex items-center gap-2 text-sm font-medium text-ink">
      <AlertTriangle aria-hidden="true" className="size-4 text-warning" /> Refill soon: {schedule.quantityOnHand} left, about {daysLeft} {daysLeft === 1 ? 'day' : 'days'} of {schedule.medicineName}.
    </p>
  ) : (
    <p className="text-sm text-muted">
      {schedule.quantityOnHand} left, about {daysLeft} days.
    </p>
  );
}
