import type { ReactNode } from 'react';
import { DailyLogForm } from './daily-log-form';
import { PendingSaves } from './pending-saves';
import { useTrackingSync } from './tracking-api';

/** The /log page's body: saves waiting to sync, then the day's form. */
export function DailyLogPanel({ extraSections }: { extraSections?: (date: string) => ReactNode }) {
  useTrackingSync();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PendingSaves />
      <DailyLogForm extraSections={extraSections} />
    </div>
  );
}
