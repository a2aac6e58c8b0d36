/**
 * Achievements (W2-D), pure: the kind milestones a person has reached and the next ones ahead.
 * Each has a stable key, so it is earned once; the wording celebrates what was done ("7 days of
 * your evening walk") and never mentions a lost streak or a miss.
 */

export type AchievementKind = 'streak' | 'adherence' | 'goal' | 'consistency' | 'first-steps';

export interface AchievementInput {
  habits: readonly { id: string; name: string; bestStreak: number; currentStreak: number; unit: 'days' | 'weeks' }[];
  /** Distinct days with anything logged (a check-in or a measurement). */
  loggedDays: number;
  goals: readonly { id: string; title: string; reached: boolean }[];
  /** Dose adherence over the last `days` days, when the doses module answers it. */
  adherence?: { percent: number; days: number };
}

export interface Achievement {
  key: string;
  kind: AchievementKind;
  title: string;
  detail: Record<string, unknown>;
}

export interface NextMilestone {
  key: string;
  kind: AchievementKind;
  title: string;
  /** How far along, as text ("4 of 7 days"). */
  progress: string;
  current: number;
  target: number;
}

export const streakMilestones = [3, 7, 30, 100] as const;
export const consistencyMilestones = [7, 30, 100] as const;
/** Adherence milestones: at least this share over at least this many days. */
export const adherenceMilestones = [
  { percent: 80, days: 7 },
  { percent: 90, days: 30 },
] as const;

/** "Evening walk" → "your evening walk"; names that start with an acronym or a capitalised name keep their case. */
export function habitPhrase(name: string): string {
  const trimmed = name.trim();
  const lower = /^[A-Z][a-z]/.test(trimmed) && !/^[A-Z][a-z]+ [A-Z]/.test(trimmed) ? trimmed[0]!.toLowerCase() + trimmed.slice(1) : trimmed;
  return `your ${lower}`;
}

const units = (n: number, unit: 'days' | 'weeks') => `${n} ${n === 1 ? unit.slice(0, -1) : unit}`;

/** Every milestone the input has reached (the caller stores the new ones; keys make that idempotent). */
export function earnedAchievements(input: AchievementInput): Achievement[] {
  const out: Achievement[] = [];
  for (const h of input.habits) {
    for (const n of streakMilestones) {
      if (h.bestStreak >= n) out.push({ key: `habit-streak-${n}:${h.id}`, kind: 'streak', title: `${units(n, h.unit)} of ${habitPhrase(h.name)}`, detail: { habitId: h.id, streak: n, unit: h.unit } });
    }
  }
  for (const n of consistencyMilestones) {
    if (input.loggedDays >= n) out.push({ key: `logged-days-${n}`, kind: 'consistency', title: `You showed up on ${n} days`, detail: { days: n } });
  }
  if (input.loggedDays >= 1) out.push({ key: 'first-log', kind: 'first-steps', title: 'Your first entry', detail: {} });
  for (const g of input.goals) {
    if (g.reached) out.push({ key: `goal-reached:${g.id}`, kind: 'goal', title: `Goal reached: ${g.title}`, detail: { goalId: g.id } });
  }
  if (input.adherence) {
    for (const m of adherenceMilestones) {
      if (input.adherence.days >= m.days && input.adherence.percent >= m.percent) {
        out.push({ key: `adherence-${m.percent}-${m.days}`, kind: 'adherence', title: `${m.days} days of taking your doses as planned`, detail: { ...m } });
      }
    }
  }
  return out;
}

/** The next milestone for each habit and for logging, nearest first (what to look forward to). */
export function nextMilestones(input: AchievementInput): NextMilestone[] {
  const out: NextMilestone[] = [];
  for (const h of input.habits) {
    const next = streakMilestones.find((n) => n > h.currentStreak && n > 0);
    if (next === undefined) continue;
    out.push({ key: `habit-streak-${next}:${h.id}`, kind: 'streak', title: `${units(next, h.unit)} of ${habitPhrase(h.name)}`, progress: `${h.currentStreak} of ${units(next, h.unit)}`, current: h.currentStreak, target: next });
  }
  const nextLog = consistencyMilestones.find((n) => n > input.loggedDays);
  if (nextLog !== undefined) out.push({ key: `logged-days-${nextLog}`, kind: 'consistency', title: `Show up on ${nextLog} days`, progress: `${input.loggedDays} of ${nextLog} days`, current: input.loggedDays, target: nextLog });
  return out.sort((a, b) => a.target - a.current - (b.target - b.current));
}

/**
 * The adherence input from the doses module's per-day counts: the share of scheduled doses taken
 * (on time or late) over the days that had any scheduled; absent when none did.
 */
export function adherenceFromDays(daily: readonly { scheduled: number; taken: number; late: number }[]): AchievementInput['adherence'] {
  const days = daily.filter((d) => d.scheduled > 0);
  if (days.length === 0) return undefined;
  const scheduled = days.reduce((a, d) => a + d.scheduled, 0);
  const taken = days.reduce((a, d) => a + d.taken + d.late, 0);
  return { percent: Math.round((taken / scheduled) * 100), days: days.length };
}
