import { Clock, Coffee, Moon, Sun, Utensils, UtensilsCrossed } from 'lucide-react';
import type { DaySchedule } from '@thrivewell/knowledge/schedule';
import { SourceLinks } from '../../ui/source-links';
import type { TimingAdvice } from './safety-api';

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

/** The suggested day plan built from the timing advice. */
export function DayPlan({ schedule }: { schedule: DaySchedule }) {
  if (schedule.slots.length === 0) return null;
  return (
    <div>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
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
                  <li key={i.id}>{i.name}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {schedule.conflicts.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-warning">
          {schedule.conflicts.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-muted">A suggestion from general timing rules. Your prescriber or pharmacist may advise a different schedule for you.</p>
    </div>
  );
}
