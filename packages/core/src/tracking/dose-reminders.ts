/**
 * The reminders a dose schedule asks for, as RFC 5545 rules (the reminders module stores and fires
 * them). The text shows on lock screens, so it names the time of day, never the medicine.
 */
const byDay = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

export interface DoseReminderDefinition {
  kind: 'dose' | 'refill';
  /** DTSTART with TZID and an RRULE, as rrule.js reads them. */
  rule: string;
  timeZone: string;
  title: string;
}

/** "Time for your morning medicines", by the hour of the first time; mixed periods say no period. */
export function doseReminderTitle(times: string[]): string {
  const period = (t: string) => {
    const h = Number(t.slice(0, 2));
    return h < 5 ? 'night-time' : h < 12 ? 'morning' : h < 17 ? 'afternoon' : h < 21 ? 'evening' : 'night-time';
  };
  const periods = new Set(times.map(period));
  return periods.size === 1 ? `Time for your ${[...periods][0]} medicines` : 'Time for your medicines';
}

const compact = (date: string) => date.replaceAll('-', '');

/**
 * One reminder per time of day (each with its own lock-screen text), on the schedule's days;
 * none for as-needed schedules.
 */
export function doseReminders(s: { times: string[]; weekdays: number[]; everyDays: number; asNeeded: boolean; timeZone: string; startDate: string }): DoseReminderDefinition[] {
  if (s.asNeeded) return [];
  return [...s.times].sort().map((time) => {
    const [h, m] = time.split(':');
    const days = s.weekdays.length ? `;BYDAY=${[...s.weekdays].sort().map((d) => byDay[d]).join(',')}` : '';
    const freq = s.weekdays.length ? 'FREQ=WEEKLY' : `FREQ=DAILY;INTERVAL=${Math.max(1, s.everyDays)}`;
    return {
      kind: 'dose' as const,
      rule: `DTSTART;TZID=${s.timeZone}:${compact(s.startDate)}T${h}${m}00\nRRULE:${freq}${days};BYHOUR=${Number(h)};BYMINUTE=${Number(m)}`,
      timeZone: s.timeZone,
      title: doseReminderTitle([time]),
    };
  });
}

/** A daily 10:00 nudge while the supply is low (removed when refilled). */
export function refillReminder(s: { timeZone: string; startDate: string }): DoseReminderDefinition {
  return { kind: 'refill', rule: `DTSTART;TZID=${s.timeZone}:${compact(s.startDate)}T100000\nRRULE:FREQ=DAILY;BYHOUR=10;BYMINUTE=0`, timeZone: s.timeZone, title: 'Time to reorder your medicines' };
}
