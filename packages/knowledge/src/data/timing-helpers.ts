/** Small builders for timing rules, so the data files stay short and uniform. */
import type { Source } from '../source';
import type { TimingRule } from '../types';

/** Empty stomach, with food or a time of day (timeOfDay may be left out for "same time each day"). */
export function when(
  id: string,
  subject: string,
  kind: 'empty-stomach' | 'with-food' | 'time-of-day',
  advice: string,
  reason: string,
  sources: Source[],
  timeOfDay?: TimingRule['timeOfDay'],
): TimingRule {
  return { id, subject, kind, ...(timeOfDay ? { timeOfDay } : {}), advice, reason, sources };
}

/**
 * Keep `subject` apart from `other`: take it at least `hoursBefore` hours before the other, or
 * at least `hoursAfter` hours after it (either may be left out when the label gives only one).
 * `other` may be left out for general advice ("take other medicines 2 hours apart").
 */
export function apart(
  id: string,
  subject: string,
  other: string | undefined,
  hours: { before?: number; after?: number },
  advice: string,
  reason: string,
  sources: Source[],
): TimingRule {
  return {
    id,
    subject,
    kind: 'separate',
    ...(other ? { other } : {}),
    ...(hours.before !== undefined ? { hoursBefore: hours.before } : {}),
    ...(hours.after !== undefined ? { hoursAfter: hours.after } : {}),
    advice,
    reason,
    sources,
  };
}

/** Do not take `subject` together with `other`. */
export function avoid(id: string, subject: string, other: string, advice: string, reason: string, sources: Source[]): TimingRule {
  return { id, subject, kind: 'avoid', other, advice, reason, sources };
}
