import { useId, useState } from 'react';
import type { Reminder } from '@thrivewell/core/contracts/reminders-contract';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { FormMessage, TextField } from '../../ui/text-field';
import { useReminderMutations } from './notifications-api';

const dayNames: Record<string, string> = { MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat', SU: 'Sun' };
const kindNames: Record<Reminder['kind'], string> = { 'daily-log': 'Daily check-in', habit: 'Habits', dose: 'Medicines', refill: 'Refill' };

export function describeSchedule(r: Pick<Reminder, 'times' | 'weekdays' | 'timeZone'> & { everyDays?: number }): string {
  const weekdays = r.weekdays.map((d) => dayNames[d]).join(', ');
  const every = r.everyDays ?? 1;
  const interval = every === 2 ? 'Every other day' : `Every ${every} days`;
  const days = every > 1 ? (r.weekdays.length ? `${interval}, on ${weekdays}` : interval) : r.weekdays.length === 0 ? 'Every day' : weekdays;
  return `${days}${r.times.length > 0 ? ` at ${r.times.join(', ')}` : ''} (${r.timeZone.replaceAll('_', ' ')})`;
}

/** "08:00, 20:30" → ['08:00', '20:30']; the server checks each. */
export function parseTimes(text: string): string[] {
  return text
    .split(/[,\s]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

function ReminderRow({ reminder }: { reminder: Reminder }) {
  const { update, remove } = useReminderMutations();
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const [times, setTimes] = useState(reminder.times.join(', '));
  const [confirming, setConfirming] = useState(false);
  const error = update.error instanceof ApiError ? update.error : remove.error instanceof ApiError ? remove.error : null;

  function saveTimes(event: React.FormEvent) {
    event.preventDefault();
    update.mutate({ id: reminder.id, patch: { times: parseTimes(times) } }, { onSuccess: () => setEditing(false) });
  }

  return (
    <li className="space-y-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-medium">{reminder.title}</p>
          <p className="text-sm text-muted">
            {kindNames[reminder.kind]} · {describeSchedule(reminder)} · {reminder.channels.map((c) => (c === 'push' ? 'push' : 'e-mail')).join(' and ')}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={`${ids}-active`} className="text-sm">
            On
          </label>
          <Switch id={`${ids}-active`} checked={reminder.active} disabled={update.isPending} onCheckedChange={(active) => update.mutate({ id: reminder.id, patch: { active } })} aria-label={`${reminder.title}: on`} />
        </div>
      </div>
      {editing ? (
        <form onSubmit={saveTimes} className="space-y-3" noValidate>
          <TextField
            id={`${ids}-times`}
            label="Times (24-hour, separated by commas)"
            value={times}
            onChange={(e) => setTimes(e.target.value)}
            hint="For example 08:00, 20:30"
            error={error?.field?.startsWith('times') ? error.message : undefined}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
              Save times
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {reminder.times.length > 0 && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit times
            </Button>
          )}
          {confirming ? (
            <>
              <Button variant="secondary" onClick={() => remove.mutate(reminder.id)} disabled={remove.isPending} aria-busy={remove.isPending}>
                Yes, delete this reminder
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </div>
      )}
      {error && !error.field?.startsWith('times') && <FormMessage tone="error">{error.message}</FormMessage>}
    </li>
  );
}

export function ReminderList({ reminders }: { reminders: Reminder[] }) {
  if (reminders.length === 0) return <p className="text-sm text-muted">No reminders yet. Add a daily check-in above; medicine reminders come from your dose schedules.</p>;
  return (
    <ul className="space-y-3" aria-label="Your reminders">
      {reminders.map((r) => (
        <ReminderRow key={`${r.id}-${r.times.join()}`} reminder={r} />
      ))}
    </ul>
  );
}
