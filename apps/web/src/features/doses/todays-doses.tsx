import { Check, Loader2, SkipForward } from 'lucide-react';
import { useState } from 'react';
import { localToday } from '../../lib/device-time';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/text-field';
import { useDoseDay, useDoseSchedules, useMarkDose, type DoseSchedule, type ScheduledDose } from './doses-api';
import { MissedDoseGuidance } from './missed-dose-guidance';

const statusLabel: Record<ScheduledDose['status'], [string, BadgeTone]> = {
  due: ['Due', 'neutral'],
  taken: ['Taken', 'success'],
  late: ['Taken late', 'warning'],
  skipped: ['Skipped', 'neutral'],
  missed: ['Missed', 'danger'],
};

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
const doseKey = (d: ScheduledDose) => `${d.scheduleId}@${d.scheduledFor}`;

function DoseRow({ dose, schedule, onMark, busy }: { dose: ScheduledDose; schedule?: DoseSchedule; onMark: (status: 'taken' | 'skipped') => void; busy: boolean }) {
  const [showGuidance, setShowGuidance] = useState(false);
  const [label, tone] = statusLabel[dose.status];
  const guidanceId = `missed-${doseKey(dose).replace(/[^a-z0-9]/gi, '')}`;
  const open = dose.status === 'due' || dose.status === 'missed';
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="w-14 font-mono text-sm tabular-nums text-ink">{dose.time}</span>
        <span className="min-w-0 flex-1 font-medium text-ink">{dose.medicineName}</span>
        <Badge tone={tone}>
          {label}
          {dose.takenAt && (dose.status === 'taken' || dose.status === 'late') ? ` at ${clock(dose.takenAt)}` : ''}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2 pl-0 sm:pl-17">
        {dose.status !== 'taken' && dose.status !== 'late' && (
          <Button variant={open ? 'primary' : 'secondary'} disabled={busy} onClick={() => onMark('taken')} aria-label={`Mark ${dose.medicineName} at ${dose.time} taken`}>
            <Check aria-hidden="true" className="size-4" /> Taken
          </Button>
        )}
        {dose.status !== 'skipped' && (
          <Button variant="secondary" disabled={busy} onClick={() => onMark('skipped')} aria-label={`Mark ${dose.medicineName} at ${dose.time} skipped`}>
            <SkipForward aria-hidden="true" className="size-4" /> Skip
          </Button>
        )}
        {schedule && dose.status !== 'missed' && (
          <Button variant="ghost" aria-expanded={showGuidance} aria-controls={guidanceId} onClick={() => setShowGuidance((s) => !s)}>
            I missed a dose
          </Button>
        )}
      </div>
      {schedule && (dose.status === 'missed' || showGuidance) && <MissedDoseGuidance schedule={schedule} id={guidanceId} />}
    </li>
  );
}

/**
 * Today's doses: each scheduled dose with its status, marked taken or skipped in one tap; a late
 * one says so; a missed one shows what its label says to do. As-needed medicines log a dose now.
 */
export function TodaysDoses({ date = localToday(), heading = "Today's doses" }: { date?: string; heading?: string }) {
  const day = useDoseDay(date);
  const schedules = useDoseSchedules();
  const mark = useMarkDose();
  const [announce, setAnnounce] = useState('');
  const byId = new Map((schedules.data ?? []).map((s) => [s.id, s]));

  async function markDose(dose: { scheduleId: string; scheduledFor?: string; medicineName: string }, status: 'taken' | 'skipped') {
    const result = await mark.mutateAsync({ scheduleId: dose.scheduleId, scheduledFor: dose.scheduledFor, status, clientId: crypto.randomUUID() }).catch(() => undefined);
    if (result === null) setAnnounce(`${dose.medicineName}: saved on this device — will sync when you are back online.`);
    else if (result) setAnnounce(`${dose.medicineName}: ${statusLabel[result.dose.status][0].toLowerCase()}.${result.supply.refillSoon ? ' Refill soon.' : ''}`);
  }

  return (
    <section aria-labelledby="todays-doses-heading" className="space-y-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="todays-doses-heading" className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <p role="status" className="sr-only">
        {announce}
      </p>
      {mark.isError && <FormMessage tone="error">{mark.error.message}</FormMessage>}
      {mark.isSuccess && mark.data === null && <FormMessage tone="info">Saved on this device — it will sync when you are back online.</FormMessage>}
      {day.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading your doses…
        </p>
      ) : day.isError ? (
        <FormMessage tone="error">
          Your doses could not be loaded. {day.error.message}{' '}
          <button type="button" className="underline" onClick={() => void day.refetch()}>
            Try again
          </button>
        </FormMessage>
      ) : day.data.doses.length === 0 && day.data.asNeeded.length === 0 ? (
        <p className="text-sm text-muted">No doses today. Add a medicine with how often you take it (for example “twice daily”) to your cabinet and its doses appear here.</p>
      ) : (
        <>
          {day.data.doses.length > 0 && (
            <ul className="divide-y divide-border" aria-label="Scheduled doses">
              {day.data.doses.map((d) => (
                <DoseRow key={doseKey(d)} dose={d} schedule={byId.get(d.scheduleId)} busy={mark.isPending} onMark={(s) => void markDose(d, s)} />
              ))}
            </ul>
          )}
          {day.data.asNeeded.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-base font-semibold text-ink">As needed</h3>
              <ul className="divide-y divide-border">
                {day.data.asNeeded.map((a) => (
                  <li key={a.scheduleId} className="flex flex-wrap items-center gap-3 py-3">
                    <span className="min-w-0 flex-1 font-medium text-ink">{a.medicineName}</span>
                    <span className="text-sm text-muted">{a.taken.length ? `Taken today at ${a.taken.map(clock).join(', ')}` : 'None today'}</span>
                    <Button variant="secondary" disabled={mark.isPending} onClick={() => void markDose(a, 'taken')} aria-label={`Log a dose of ${a.medicineName} taken now`}>
                      Log a dose
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
