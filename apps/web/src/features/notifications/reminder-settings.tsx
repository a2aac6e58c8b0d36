import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { Reminder } from '@thrivewell/core/contracts/reminders-contract';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { FormMessage, TextField } from '../../ui/text-field';
import { DeliverySettings } from './delivery-settings';
import { useNotificationSettings, useReminderMutations, useReminders } from './notifications-api';
import { ReminderList } from './reminder-list';

/** The daily check-in reminder: one time a day, created on the first save. */
function DailyLogReminder({ existing, timeZone, channels }: { existing: Reminder | undefined; timeZone: string; channels: ('push' | 'email')[] }) {
  const { add, update } = useReminderMutations();
  const ids = useId();
  const [time, setTime] = useState(existing?.times[0] ?? '20:00');
  const [saved, setSaved] = useState(false);
  const pending = add.isPending || update.isPending;
  const error = add.error instanceof ApiError ? add.error : update.error instanceof ApiError ? update.error : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    const onSuccess = () => setSaved(true);
    if (existing) update.mutate({ id: existing.id, patch: { times: [time], active: true } }, { onSuccess });
    else add.mutate({ kind: 'daily-log', times: [time], timeZone, channels }, { onSuccess });
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField
        id={`${ids}-time`}
        label="Daily check-in reminder"
        type="time"
        value={time}
        onChange={(e) => setTime(e.target.value)}
        hint="A nudge to fill in your daily log. Notifications say only “Time to check in”."
        error={error?.field?.startsWith('times') ? error.message : undefined}
      />
      {error && !error.field?.startsWith('times') && <FormMessage tone="error">{error.message}</FormMessage>}
      {saved && !pending && <FormMessage tone="success">Daily check-in reminder saved for {time}.</FormMessage>}
      <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending}>
        {pending ? 'Saving...' : existing ? 'Save check-in time' : 'Add check-in reminder'}
      </Button>
    </form>
  );
}

/** /account: "Reminders and notifications" (W2-D). */
export function ReminderSettings() {
  const settings = useNotificationSettings();
  const reminders = useReminders();

  return (
    <section id="reminders" aria-labelledby="reminders-title" className="scroll-mt-20 space-y-6">
      <div>
        <h2 id="reminders-title" className="text-lg font-semibold">
          Reminders and notifications
        </h2>
        <p className="mt-1 text-sm text-muted">Reminders never name a medicine or a symptom: they show on lock screens.</p>
      </div>
      {(settings.isPending || reminders.isPending) && (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your reminders...
        </p>
      )}
      {(settings.isError || reminders.isError) && (
        <FormMessage tone="error">
          Your reminders could not be loaded.{' '}
          <button
            type="button"
            className="font-medium underline"
            onClick={() => {
              void settings.refetch();
              void reminders.refetch();
            }}
          >
            Try again
          </button>
        </FormMessage>
      )}
      {settings.data && reminders.data && (
        <>
          <DeliverySettings settings={settings.data} />
          <DailyLogReminder
            existing={reminders.data.reminders.find((r) => r.kind === 'daily-log')}
            timeZone={settings.data.timeZone === 'UTC' ? Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' : settings.data.timeZone}
            channels={settings.data.emailEnabled ? ['push', 'email'] : ['push']}
          />
          <div className="space-y-3">
            <h3 className="font-medium">Your reminders</h3>
            <ReminderList reminders={reminders.data.reminders} />
          </div>
        </>
      )}
    </section>
  );
}
