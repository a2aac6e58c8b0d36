/**
 * What a reminder says (W2-D). Notifications show on lock screens, so their text never names a
 * medicine, a symptom or a condition: it is always one of the phrases below, chosen from the
 * reminder's kind and its local time. A title asked for by a caller (the doses module, the API)
 * is kept only when it is one of these phrases; anything else is replaced.
 */
export type ReminderKind = 'daily-log' | 'habit' | 'dose' | 'refill';

export type PartOfDay = 'morning' | 'midday' | 'afternoon' | 'evening' | 'night';

export function partOfDay(minute: number): PartOfDay {
  if (minute >= 5 * 60 && minute < 11 * 60) return 'morning';
  if (minute >= 11 * 60 && minute < 14 * 60) return 'midday';
  if (minute >= 14 * 60 && minute < 18 * 60) return 'afternoon';
  if (minute >= 18 * 60 && minute < 22 * 60) return 'evening';
  return 'night';
}

const parts: PartOfDay[] = ['morning', 'midday', 'afternoon', 'evening', 'night'];

/** Every text a notification may carry. */
export const lockScreenPhrases: readonly string[] = [
  ...parts.map((p) => `Time for your ${p} medicines`),
  'Time for your medicines',
  'Time for your night-time medicines',
  'Time to check in',
  'Time for your habits',
  'Time to plan a refill',
  'Time to reorder your medicines',
];

export function defaultReminderTitle(kind: ReminderKind, minute: number | null): string {
  switch (kind) {
    case 'dose':
      return minute === null ? 'Time for your medicines' : `Time for your ${partOfDay(minute)} medicines`;
    case 'daily-log':
      return 'Time to check in';
    case 'habit':
      return 'Time for your habits';
    case 'refill':
      return 'Time to plan a refill';
  }
}

export function isLockScreenSafe(text: string): boolean {
  return lockScreenPhrases.includes(text);
}

/** The title to store and show: the requested one when it is a safe phrase, else the kind's default. */
export function lockScreenTitle(kind: ReminderKind, minute: number | null, requested?: string | null): string {
  const asked = requested?.trim();
  return asked && isLockScreenSafe(asked) ? asked : defaultReminderTitle(kind, minute);
}

/** Where a notification opens the app. */
export function reminderPath(kind: ReminderKind): string {
  return kind === 'habit' ? '/habits' : '/log';
}

/** The e-mail's body: the safe title, a link, and how to turn reminders off — nothing else. */
export function reminderEmailText(title: string, appUrl: string, kind: ReminderKind): string {
  return `${title}.\n\nOpen Thrivewell: ${appUrl}${reminderPath(kind)}\n\nYou can change or turn off reminders on your account page: ${appUrl}/account#reminders\n`;
}
