/**
 * A suggested day plan from timing advice: each item goes into one of five daily slots so that
 * empty-stomach, with-food and time-of-day advice is met and items that must be kept apart are
 * at least the advised hours apart. A plan that cannot meet a separation says so.
 */
import type { TimingAdvice } from './timing';
import type { Substance } from './types';

export const scheduleSlots = [
  { id: 'waking', label: 'On waking, empty stomach', hour: 6.5 },
  { id: 'breakfast', label: 'With breakfast', hour: 8 },
  { id: 'midday', label: 'Midday', hour: 12.5 },
  { id: 'dinner', label: 'With dinner', hour: 18.5 },
  { id: 'bedtime', label: 'At bedtime', hour: 22 },
] as const;
export type SlotId = (typeof scheduleSlots)[number]['id'];

export interface ScheduleEntry {
  slot: SlotId;
  label: string;
  items: { id: string; name: string }[];
}

export interface DaySchedule {
  slots: ScheduleEntry[];
  /** Separations the plan could not keep: ask a pharmacist. */
  conflicts: string[];
}

const hourOf = Object.fromEntries(scheduleSlots.map((s) => [s.id, s.hour])) as Record<SlotId, number>;

function preferredSlots(advice: readonly TimingAdvice[]): SlotId[] {
  const kinds = new Set(advice.map((a) => (a.kind === 'time-of-day' ? a.timeOfDay : a.kind)));
  if (kinds.has('empty-stomach')) return kinds.has('bedtime') ? ['bedtime', 'waking'] : ['waking', 'bedtime', 'midday'];
  if (kinds.has('bedtime')) return ['bedtime', 'dinner'];
  if (kinds.has('evening')) return ['dinner', 'bedtime'];
  if (kinds.has('morning')) return kinds.has('with-food') ? ['breakfast', 'waking'] : ['waking', 'breakfast'];
  if (kinds.has('with-food')) return ['breakfast', 'dinner', 'midday'];
  return ['breakfast', 'midday', 'dinner', 'bedtime', 'waking'];
}

interface Gap {
  a: string;
  b: string;
  /** b must come at least this many hours after a … */
  after?: number;
  /** … or a at least this many hours after b. */
  before?: number;
}

function gapsFrom(advice: readonly TimingAdvice[]): Gap[] {
  return advice
    .filter((a) => a.kind === 'separate' && a.withListItem && a.withId)
    .map((a) => ({ a: a.itemId, b: a.withId!, after: a.hoursBefore, before: a.hoursAfter }));
}

function gapKept(gap: Gap, at: Map<string, number>): boolean {
  const ha = at.get(gap.a);
  const hb = at.get(gap.b);
  if (ha === undefined || hb === undefined) return true;
  const bLater = hb - ha;
  const okBefore = gap.after !== undefined && bLater >= gap.after;
  const okAfter = gap.before !== undefined && -bLater >= gap.before;
  if (gap.after === undefined && gap.before === undefined) return Math.abs(bLater) >= 2;
  return okBefore || okAfter;
}

export function planSchedule(items: readonly Substance[], advice: readonly TimingAdvice[]): DaySchedule {
  const gaps = gapsFrom(advice);
  const constrained = (id: string) => gaps.filter((g) => g.a === id || g.b === id).length;
  // Items tied to a time (empty stomach, morning, bedtime) are placed first; flexible ones move around them.
  const tied = (id: string) => (advice.some((a) => a.itemId === id && (a.kind === 'empty-stomach' || (a.kind === 'time-of-day' && a.timeOfDay))) ? 1 : 0);
  const order = [...new Map(items.map((s) => [s.id, s])).values()].sort((x, y) => tied(y.id) - tied(x.id) || constrained(y.id) - constrained(x.id));
  const at = new Map<string, number>();
  const slotOf = new Map<string, SlotId>();
  const conflicts: string[] = [];
  for (const item of order) {
    const prefs = preferredSlots(advice.filter((a) => a.itemId === item.id));
    const candidates = [...prefs, ...scheduleSlots.map((s) => s.id).filter((id) => !prefs.includes(id))];
    const own = gaps.filter((g) => g.a === item.id || g.b === item.id);
    const fits = candidates.find((slot) => {
      at.set(item.id, hourOf[slot]);
      const ok = own.every((g) => gapKept(g, at));
      at.delete(item.id);
      return ok;
    });
    const slot: SlotId = fits ?? prefs[0] ?? 'breakfast';
    if (!fits) conflicts.push(`${item.name}: no time of day keeps every advised gap; ask your pharmacist for a schedule.`);
    at.set(item.id, hourOf[slot]);
    slotOf.set(item.id, slot);
  }
  const slots = scheduleSlots
    .map((s) => ({
      slot: s.id,
      label: s.label,
      items: order.filter((i) => slotOf.get(i.id) === s.id).map((i) => ({ id: i.id, name: i.name })),
    }))
    .filter((s) => s.items.length > 0);
  return { slots, conflicts };
}
