/**
 * A suggested day plan from timing advice: each daily dose goes into one of five daily slots so
 * that empty-stomach, with-food and time-of-day advice is met and items that must be kept apart
 * are at least the advised hours apart (twice daily = two slots). A plan that cannot meet a
 * separation says so. An item with a major or contraindicated finding is never scheduled as
 * routine: it is listed as flagged, with what to do. As-needed and less-than-daily items are
 * listed apart from the daily routine.
 */
import { onceDaily, type DoseFrequency } from './dose-frequency';
import type { Interaction } from './interactions';
import type { TimingAdvice } from './timing';
import { severities, type Severity, type Substance } from './types';

export const scheduleSlots = [
  { id: 'waking', label: 'On waking, empty stomach', hour: 6.5 },
  { id: 'breakfast', label: 'With breakfast', hour: 8 },
  { id: 'midday', label: 'Midday', hour: 12.5 },
  { id: 'dinner', label: 'With dinner', hour: 18.5 },
  { id: 'bedtime', label: 'At bedtime', hour: 22 },
] as const;
export type SlotId = (typeof scheduleSlots)[number]['id'];

export interface ScheduleItem {
  id: string;
  name: string;
  /** For an item taken more than once a day: which dose this is (1-based) … */
  dose?: number;
  /** … of how many a day. */
  dosesPerDay?: number;
}

export interface ScheduleEntry {
  slot: SlotId;
  label: string;
  items: ScheduleItem[];
}

/** An item held out of the routine because of a major or contraindicated finding. */
export interface FlaggedScheduleItem {
  id: string;
  name: string;
  /** The most serious finding's severity. */
  severity: Severity;
  findings: { with: string; severity: Severity; summary: string; management: string }[];
}

/** An item that is not taken every day at fixed times (as needed, weekly …). */
export interface OffRoutineItem {
  id: string;
  name: string;
  kind: 'as-needed' | 'not-daily';
  /** The frequency as the person wrote it. */
  frequency: string;
}

export interface DaySchedule {
  slots: ScheduleEntry[];
  /** Separations the plan could not keep: ask a pharmacist. */
  conflicts: string[];
  /** Not placed in the routine: a major or contraindicated finding needs a professional's plan first. */
  flagged?: FlaggedScheduleItem[];
  /** Not placed in the routine: taken as needed or less often than daily. */
  offRoutine?: OffRoutineItem[];
}

export interface PlanOptions {
  /** How often each item (by substance id) is taken; missing = once a day. */
  frequencies?: ReadonlyMap<string, DoseFrequency>;
  /** The list's interactions: items with a major or contraindicated one are flagged, not scheduled. */
  interactions?: readonly Pick<Interaction, 'a' | 'b' | 'aId' | 'bId' | 'severity' | 'summary' | 'management'>[];
}

const hourOf = Object.fromEntries(scheduleSlots.map((s) => [s.id, s.hour])) as Record<SlotId, number>;
const allSlots: SlotId[] = scheduleSlots.map((s) => s.id);
const serious = (s: Severity) => s === 'contraindicated' || s === 'major';

function adviceKinds(advice: readonly TimingAdvice[]): Set<string> {
  return new Set(advice.map((a) => (a.kind === 'time-of-day' ? (a.timeOfDay ?? 'same-time') : a.kind)));
}

function preferredSlots(kinds: Set<string>): SlotId[] {
  if (kinds.has('empty-stomach')) return kinds.has('bedtime') ? ['bedtime', 'waking'] : ['waking', 'bedtime', 'midday'];
  if (kinds.has('bedtime')) return ['bedtime', 'dinner'];
  if (kinds.has('evening')) return ['dinner', 'bedtime'];
  if (kinds.has('morning')) return kinds.has('with-food') ? ['breakfast', 'waking'] : ['waking', 'breakfast'];
  if (kinds.has('with-food')) return ['breakfast', 'dinner', 'midday'];
  return ['breakfast', 'midday', 'dinner', 'bedtime', 'waking'];
}

/** The slot sets to try for n doses a day, best first (doses spread over the waking day). */
function doseSets(n: number, kinds: Set<string>): SlotId[][] {
  if (n <= 1) {
    const prefs = preferredSlots(kinds);
    return [...prefs, ...allSlots.filter((id) => !prefs.includes(id))].map((s) => [s]);
  }
  const empty = kinds.has('empty-stomach');
  const sets: Record<number, SlotId[][]> = {
    2: empty ? [['waking', 'bedtime'], ['waking', 'dinner']] : [['breakfast', 'dinner'], ['waking', 'bedtime'], ['breakfast', 'bedtime'], ['waking', 'dinner']],
    3: empty ? [['waking', 'midday', 'bedtime'], ['breakfast', 'midday', 'dinner']] : [['breakfast', 'midday', 'dinner'], ['waking', 'midday', 'bedtime'], ['breakfast', 'midday', 'bedtime']],
    4: empty ? [['waking', 'midday', 'dinner', 'bedtime'], ['breakfast', 'midday', 'dinner', 'bedtime']] : [['breakfast', 'midday', 'dinner', 'bedtime'], ['waking', 'midday', 'dinner', 'bedtime']],
  };
  const preferred = sets[Math.min(n, 4)]!;
  // Then any other n slots, the most evenly spread first.
  const rest = combinations(allSlots, Math.min(n, 4))
    .filter((set) => !preferred.some((p) => p.join() === set.join()))
    .sort((x, y) => smallestGap(y) - smallestGap(x));
  return [...preferred, ...rest];
}

function combinations<T>(list: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return list.flatMap((head, i) => combinations(list.slice(i + 1), k - 1).map((tail) => [head, ...tail]));
}

function smallestGap(set: readonly SlotId[]): number {
  const hours = set.map((s) => hourOf[s]);
  return Math.min(...hours.slice(1).map((h, i) => h - hours[i]!));
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

/** Every dose of a against every dose of b keeps the gap. */
function gapKept(gap: Gap, at: Map<string, number[]>): boolean {
  const ha = at.get(gap.a);
  const hb = at.get(gap.b);
  if (!ha || !hb) return true;
  return ha.every((x) =>
    hb.every((y) => {
      const bLater = y - x;
      if (gap.after === undefined && gap.before === undefined) return Math.abs(bLater) >= 2;
      return (gap.after !== undefined && bLater >= gap.after) || (gap.before !== undefined && -bLater >= gap.before);
    }),
  );
}

/** Items with a major or contraindicated finding, each with every such finding. */
export function flaggedItems(items: readonly Substance[], interactions: PlanOptions['interactions'] = []): FlaggedScheduleItem[] {
  const out: FlaggedScheduleItem[] = [];
  for (const item of items) {
    const findings = interactions
      .filter((i) => serious(i.severity) && (i.aId === item.id || i.bId === item.id))
      .map((i) => ({ with: i.aId === item.id ? i.b : i.a, severity: i.severity, summary: i.summary, management: i.management }));
    if (findings.length === 0) continue;
    const severity = severities.find((s) => findings.some((f) => f.severity === s))!;
    out.push({ id: item.id, name: item.name, severity, findings });
  }
  return out;
}

export function planSchedule(items: readonly Substance[], advice: readonly TimingAdvice[], options: PlanOptions = {}): DaySchedule {
  const unique = [...new Map(items.map((s) => [s.id, s])).values()];
  const flagged = flaggedItems(unique, options.interactions);
  const frequencyOf = (id: string) => options.frequencies?.get(id) ?? onceDaily;
  const offRoutine: OffRoutineItem[] = [];
  const routine: Substance[] = [];
  for (const item of unique) {
    if (flagged.some((f) => f.id === item.id)) continue;
    const f = frequencyOf(item.id);
    if (f.kind === 'daily') routine.push(item);
    else offRoutine.push({ id: item.id, name: item.name, kind: f.kind, frequency: f.text });
  }
  const dosesOf = (id: string) => {
    const f = frequencyOf(id);
    return f.kind === 'daily' ? f.perDay : 1;
  };

  const gaps = gapsFrom(advice);
  const constrained = (id: string) => gaps.filter((g) => g.a === id || g.b === id).length;
  // Items tied to a time (empty stomach, morning, bedtime) and items taken most often are placed first; flexible ones move around them.
  const tied = (id: string) => (advice.some((a) => a.itemId === id && (a.kind === 'empty-stomach' || (a.kind === 'time-of-day' && a.timeOfDay))) ? 1 : 0);
  const order = [...routine].sort((x, y) => tied(y.id) - tied(x.id) || dosesOf(y.id) - dosesOf(x.id) || constrained(y.id) - constrained(x.id));
  const at = new Map<string, number[]>();
  const slotsOf = new Map<string, SlotId[]>();
  const conflicts: string[] = [];
  for (const item of order) {
    const candidates = doseSets(dosesOf(item.id), adviceKinds(advice.filter((a) => a.itemId === item.id)));
    const own = gaps.filter((g) => g.a === item.id || g.b === item.id);
    const fits = candidates.find((set) => {
      at.set(item.id, set.map((s) => hourOf[s]));
      const ok = own.every((g) => gapKept(g, at));
      at.delete(item.id);
      return ok;
    });
    const chosen = fits ?? candidates[0]!;
    if (!fits) conflicts.push(`${item.name}: no time of day keeps every advised gap; ask your pharmacist for a schedule.`);
    at.set(item.id, chosen.map((s) => hourOf[s]));
    slotsOf.set(item.id, chosen);
  }
  const slots = scheduleSlots
    .map((s) => ({
      slot: s.id,
      label: s.label,
      items: order.flatMap((i): ScheduleItem[] => {
        const chosen = slotsOf.get(i.id) ?? [];
        const index = chosen.indexOf(s.id);
        if (index < 0) return [];
        return chosen.length > 1 ? [{ id: i.id, name: i.name, dose: index + 1, dosesPerDay: chosen.length }] : [{ id: i.id, name: i.name }];
      }),
    }))
    .filter((s) => s.items.length > 0);
  return { slots, conflicts, flagged, offRoutine };
}
