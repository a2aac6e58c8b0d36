import { AlertOctagon, CalendarClock, ChevronDown, Clock, Coffee, Moon, Sun, Utensils, UtensilsCrossed } from 'lucide-react';
import type { DaySchedule } from '@thrivewell/core/contracts/safety-check-response';
import { SourceLinks } from '../../ui/source-links';
import type { TimingAdvice } from './safety-api';
import { SeverityBadge } from './severity';

type ScheduleItem = DaySchedule['slots'][number]['items'][number];
type FlaggedScheduleItem = NonNullable<DaySchedule['flagged']>[number];
type OffRoutineItem = NonNullable<DaySchedule['offRoutine']>[number];

const kindIcon = { 'empty-stomach': UtensilsCrossed, 'with-food': Utensils, 'time-of-day': Sun, separate: Clock, avoid: Clock } as const;
const kindLabel = { 'empty-stomach': 'Empty stomach', 'with-food': 'With food', 'time-of-day': 'Time of day', separate: 'Keep apart', avoid: 'Avoid together' } as const;

export function TimingList({ timing }: { timing: readonly TimingAdvice[] }) {
  if (timing.length === 0) return <p className="text-muted">No special timing is known for these items: take them as your label or prescriber says.</p>;
  return (
    <ul className="space-y-3">
      {timing.map((t) => {
        const Icon = t.kind === 'time-of-day' && t.timeOfDay !== 'morning' ? Moon : kindIcon[t.kind];
        return (
          <li key={`${t.ruleId}:${t.itemId}:${t.withId ?? ''}`} className="rounded-xl border border-border bg-surface p-4">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Icon aria-hidden="true" className="size-4 text-brand" />
              <span className="font-semibold text-ink">{t.item}</span>
              <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">{kindLabel[t.kind]}</span>
              {t.with && <span className="text-muted">· {t.withListItem ? `with ${t.with} in your list` : t.with}</span>}
            </p>
            <p className="mt-2 text-ink">{t.advice}</p>
            <p className="mt-1 text-sm text-muted">{t.reason}</p>
            {t.sources.length > 0 && (
              <div className="mt-2">
                <SourceLinks sources={t.sources} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const slotIcon = { waking: Sun, breakfast: Coffee, midday: Sun, dinner: Utensils, bedtime: Moon } as const;

/** Separations from products the person does not take: kept out of the plan, folded away. */
export function OtherTiming({ timing }: { timing?: readonly TimingAdvice[] }) {
  if (!timing || timing.length === 0) return null;
  return (
    <details className="group rounded-xl border border-border bg-surface">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        If you start something else ({timing.length})
        <ChevronDown aria-hidden="true" className="size-5 text-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-border p-4">
        <p className="mb-3 text-sm text-muted">These are about products that are not in your list, so they are not part of your plan.</p>
        <TimingList timing={timing} />
      </div>
    </details>
  );
}

const doseText = (i: ScheduleItem) => (i.dosesPerDay ? ` (dose ${i.dose} of ${i.dosesPerDay})` : '');

function FlaggedItems({ items }: { items: readonly FlaggedScheduleItem[] }) {
  return (
    <section aria-labelledby="flagged-heading" className="rounded-xl border border-danger/50 bg-danger-soft p-4">
      <h3 id="flagged-heading" className="flex items-center gap-2 font-semibold text-ink">
        <AlertOctagon aria-hidden="true" className="size-5 text-danger" />
        Not in your routine: check with your prescriber or pharmacist first
      </h3>
      <p className="mt-1 text-sm text-ink">
        These have a serious interaction in your list, so we do not schedule them as routine. Do not stop a prescribed medicine on your own; ask how to take them safely.
      </p>
      <ul className="mt-3 space-y-3">
        {items.map((f) => (
          <li key={f.id} className="rounded-lg border border-border bg-surface p-3">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {f.name} <SeverityBadge severity={f.severity} />
            </p>
            <ul className="mt-1 space-y-1 text-sm">
              {f.findings.map((x) => (
                <li key={x.with}>
                  <span className="font-medium text-ink">With {x.with}:</span> <span className="text-ink">{x.management}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OffRoutine({ items }: { items: readonly OffRoutineItem[] }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-4 text-brand" />
        Not every day
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        {items.map((i) => (
          <li key={i.id}>
            {i.name} <span className="text-muted">· {i.kind === 'as-needed' ? 'only when needed' : 'not daily'} (“{i.frequency}”)</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The suggested day plan built from the timing advice, with serious findings flagged rather than scheduled. */
export function DayPlan({ schedule }: { schedule: DaySchedule }) {
  const flagged = schedule.flagged ?? [];
  const offRoutine = schedule.offRoutine ?? [];
  if (schedule.slots.length === 0 && flagged.length === 0 && offRoutine.length === 0) return null;
  return (
    <div className="space-y-3">
      {flagged.length > 0 && <FlaggedItems items={flagged} />}
      <ol aria-label="Day plan" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {schedule.slots.map((s) => {
          const Icon = slotIcon[s.slot];
          return (
            <li key={s.slot} className="rounded-xl border border-border bg-surface p-4">
              <p className="flex items-center gap-2 text-sm font-semibold text-ink">
                <Icon aria-hidden="true" className="size-4 text-brand" />
                {s.label}
              </p>
              <ul className="mt-2 space-y-1 text-sm text-ink">
                {s.items.map((i) => (
                  <li key={i.id}>
                    {i.name}
                    {i.dosesPerDay && <span className="text-muted">{doseText(i)}</span>}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {offRoutine.length > 0 && <OffRoutine items={offRoutine} />}
      {schedule.conflicts.length > 0 && (
        <ul className="space-y-1 text-sm text-warning">
          {schedule.conflicts.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted">A suggestion from general timing rules. Your prescriber or pharmacist may advise a different schedule for you.</p>
    </div>
  );
}
