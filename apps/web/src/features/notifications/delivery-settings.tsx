import { BellRing, Lock } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { NotificationSettings } from '@thrivewell/core/contracts/reminders-contract';
import { ApiError } from '../../lib/api-client';
import { Button, buttonClass } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { FormMessage, TextField } from '../../ui/text-field';
import { fetchVapidPublicKey, useSettingsMutations } from './notifications-api';
import { disablePush, enablePush, hasPushSubscription, PushPermissionError, pushSupport } from './push-device';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const zones = (): string[] => {
  const list = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return list.includes('UTC') ? list : ['UTC', ...list];
};

function messageOf(err: unknown): string {
  if (err instanceof PushPermissionError || err instanceof ApiError) return err.message;
  return 'Push notifications could not be turned on in this browser. Please try again.';
}

/** The plan note: delivery by push and e-mail is Wellness Pro; reminders stay in the app for everyone. */
function UpgradeNote() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand/30 bg-brand-soft p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm text-ink">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        Push and e-mail reminders are part of Wellness Pro. Your reminders still show in the app&apos;s &quot;due today&quot; list.
      </p>
      <Link to="/upgrade/automated_reminders" className={buttonClass('primary', 'md', 'shrink-0')}>
        See what Wellness Pro unlocks
      </Link>
    </div>
  );
}

/** Push on this device, e-mail, quiet hours and the time zone reminders use. */
export function DeliverySettings({ settings }: { settings: NotificationSettings }) {
  const { save, subscribe, unsubscribe } = useSettingsMutations();
  const ids = useId();
  const [pushHere, setPushHere] = useState(false);
  const [pushBusy, setPushBusy] = useState(false);
  const [pushError, setPushError] = useState<string | null>(null);
  const [quiet, setQuiet] = useState({ on: settings.quietHours !== null, start: settings.quietHours?.start ?? '22:00', end: settings.quietHours?.end ?? '07:00' });
  const [zone, setZone] = useState(settings.timeZone === 'UTC' ? deviceZone() : settings.timeZone);
  const [saved, setSaved] = useState(false);
  const support = pushSupport();
  const fieldError = save.error instanceof ApiError ? save.error : null;

  useEffect(() => {
    void hasPushSubscription().then(setPushHere);
  }, []);

  async function turnOnPush() {
    setPushBusy(true);
    setPushError(null);
    try {
      const body = await enablePush(await fetchVapidPublicKey());
      await subscribe.mutateAsync(body);
      setPushHere(true);
    } catch (err) {
      setPushError(messageOf(err));
    } finally {
      setPushBusy(false);
    }
  }

  async function turnOffPush() {
    setPushBusy(true);
    setPushError(null);
    try {
      const endpoint = await disablePush();
      if (endpoint) await unsubscribe.mutateAsync(endpoint);
      setPushHere(false);
    } catch (err) {
      setPushError(messageOf(err));
    } finally {
      setPushBusy(false);
    }
  }

  function saveTimes(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate({ quietHours: quiet.on ? { start: quiet.start, end: quiet.end } : null, timeZone: zone }, { onSuccess: () => setSaved(true) });
  }

  return (
    <div className="space-y-5">
      {!settings.canDeliver && <UpgradeNote />}

      <div className="space-y-2">
        <h3 className="font-medium">Push notifications</h3>
        {support === 'unsupported' && <p className="text-sm text-muted">This browser cannot receive push notifications. On iPhone and iPad, add Thrivewell to your Home Screen first.</p>}
        {support === 'denied' && <p className="text-sm text-muted">Notifications are blocked for this site. Allow them in your browser&apos;s site settings to get reminders here.</p>}
        {support === 'supported' && (
          <>
            <p className="text-sm text-muted" role="status">
              {pushHere ? 'This device receives reminders.' : 'This device does not receive reminders yet.'}{' '}
              {settings.pushSubscriptions > 0 && `${settings.pushSubscriptions} device${settings.pushSubscriptions === 1 ? '' : 's'} in all.`}
            </p>
            {pushHere ? (
              <Button variant="secondary" onClick={() => void turnOffPush()} disabled={pushBusy} aria-busy={pushBusy}>
                Stop push notifications on this device
              </Button>
            ) : (
              <Button onClick={() => void turnOnPush()} disabled={pushBusy || !settings.canDeliver} aria-busy={pushBusy}>
                <BellRing aria-hidden="true" className="size-4" />
                {pushBusy ? 'Turning on...' : 'Turn on push notifications'}
              </Button>
            )}
          </>
        )}
        {pushError && <FormMessage tone="error">{pushError}</FormMessage>}
      </div>

      <div className="flex items-center justify-between gap-4">
        <label htmlFor={`${ids}-email`} className="font-medium">
          E-mail reminders
          <span className="block text-sm font-normal text-muted">A short e-mail at each reminder time, without any health details.</span>
        </label>
        <Switch
          id={`${ids}-email`}
          checked={settings.emailEnabled}
          disabled={save.isPending || (!settings.canDeliver && !settings.emailEnabled)}
          onCheckedChange={(on) => save.mutate({ emailEnabled: on })}
        />
      </div>

      <form onSubmit={saveTimes} className="space-y-4" noValidate>
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={`${ids}-quiet`} className="font-medium">
            Quiet hours
            <span className="block text-sm font-normal text-muted">Reminders due in quiet hours arrive when they end.</span>
          </label>
          <Switch id={`${ids}-quiet`} checked={quiet.on} onCheckedChange={(on) => setQuiet({ ...quiet, on })} />
        </div>
        {quiet.on && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id={`${ids}-quiet-start`} label="Quiet from" type="time" required value={quiet.start} onChange={(e) => setQuiet({ ...quiet, start: e.target.value })} error={fieldError?.field === 'quietHours.start' ? fieldError.message : undefined} />
            <TextField id={`${ids}-quiet-end`} label="Quiet until" type="time" required value={quiet.end} onChange={(e) => setQuiet({ ...quiet, end: e.target.value })} error={fieldError?.field === 'quietHours.end' ? fieldError.message : undefined} />
          </div>
        )}
        <div>
          <label htmlFor={`${ids}-zone`} className="block text-sm font-medium text-ink">
            Time zone for reminders
          </label>
          <select id={`${ids}-zone`} value={zone} onChange={(e) => setZone(e.target.value)} className="mt-1.5 block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink">
            {zones().map((z) => (
              <option key={z} value={z}>
                {z.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        {fieldError && !fieldError.field?.startsWith('quietHours') && <FormMessage tone="error">{fieldError.message}</FormMessage>}
        {saved && !save.isPending && <FormMessage tone="success">Quiet hours and time zone saved.</FormMessage>}
        <Button type="submit" variant="secondary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save quiet hours and time zone'}
        </Button>
      </form>
    </div>
  );
}
