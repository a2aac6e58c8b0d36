/**
 * Adherence per medicine and the supply left (Medisafe's two numbers, computed the same way
 * everywhere): doses taken (on time or late) ÷ doses whose window has ended or that were marked;
 * skips and misses are counted apart so a skip the doctor advised is not hidden in a percentage.
 */
import type { DoseOnDay } from './dose-day';

export interface AdherenceCounts {
  /** Doses that count: marked, or unmarked with their window over (a dose still due is not yet counted). */
  scheduled: number;
  taken: number;
  late: number;
  skipped: number;
  missed: number;
  /** (taken + late) ÷ scheduled, 0–100 rounded; null when nothing was scheduled yet. */
  percent: number | null;
}

export function adherenceOf(doses: readonly Pick<DoseOnDay, 'status'>[]): AdherenceCounts {
  const c = { scheduled: 0, taken: 0, late: 0, skipped: 0, missed: 0 };
  for (const d of doses) {
    if (d.status === 'due') continue;
    c.scheduled++;
    c[d.status]++;
  }
  return { ...c, percent: c.scheduled ? Math.round(((c.taken + c.late) / c.scheduled) * 100) : null };
}

export interface SupplyInput {
  times: string[];
  weekdays: number[];
  everyDays: number;
  asNeeded: boolean;
  unitsPerDose: number;
  quantityOnHand: number | null;
  refillThresholdDays: number;
}

export interface Supply {
  /** Whole days the quantity on hand lasts; null when not tracked or as needed. */
  daysLeft: number | null;
  refillSoon: boolean;
}

/** Average doses a day over a week (weekdays and "every n days" thin it out). */
export function dosesPerDay(s: Pick<SupplyInput, 'times' | 'weekdays' | 'everyDays' | 'asNeeded'>): number {
  if (s.asNeeded) return 0;
  const days = s.weekdays.length ? s.weekdays.length / 7 : 1;
  return (s.times.length * days) / Math.max(1, s.everyDays);
}

/** Days of supply left = quantity on hand ÷ (units per dose × doses per day), rounded down. */
export function supplyOf(s: SupplyInput): Supply {
  const perDay = dosesPerDay(s) * s.unitsPerDose;
  if (s.quantityOnHand === null || perDay <= 0) return { daysLeft: null, refillSoon: false };
  const daysLeft = Math.floor(s.quantityOnHand / perDay + 1e-9);
  return { daysLeft, refillSoon: daysLeft <= s.refillThresholdDays };
}

/** The quantity after a mark changes: a dose newly taken uses units, one un-taken gives them back; never below zero. */
export function quantityAfter(quantity: number | null, unitsPerDose: number, wasTaken: boolean, isTaken: boolean): number | null {
  if (quantity === null || wasTaken === isTaken) return quantity;
  return Math.max(0, quantity + (isTaken ? -unitsPerDose : unitsPerDose));
}
