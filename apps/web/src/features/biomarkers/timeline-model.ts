/**
 * The lab timeline's shapes for the screen (W2-F): the markers that have values in the period,
 * the chart's series on one day axis (the chosen marker's values, the day's highest symptom
 * severity, medicine starts and stops), and every event in date order for the table that screen
 * reader and keyboard users read instead of the chart. Events are only placed side by side.
 */
import type { LabTimeline, MedicineChangeBasis, MedicineChangeKind } from '@thrivewell/core/contracts/biomarkers-contract';
import { unitLabel, valueLabel } from './format';

/** The period choices: days back from today. */
export const timelinePeriods = [
  { days: 365, label: 'Last 12 months' },
  { days: 730, label: 'Last 2 years' },
  { days: 1095, label: 'Last 3 years' },
] as const;

/** `today` (YYYY-MM-DD) minus n days. */
export function daysBefore(today: string, n: number): string {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - n)).toISOString().slice(0, 10);
}

/** The person's local today as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Markers with at least one value in the period, by name. */
export function timelineMarkers(t: LabTimeline): { loinc: string; name: string; count: number }[] {
  const byLoinc = new Map<string, { loinc: string; name: string; count: number }>();
  for (const lab of t.labs) {
    const seen = byLoinc.get(lab.loinc);
    if (seen) seen.count++;
    else byLoinc.set(lab.loinc, { loinc: lab.loinc, name: lab.name, count: 1 });
  }
  return [...byLoinc.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Milliseconds of a calendar day at UTC noon (the chart's shared day axis). */
export const dayMs = (day: string) => Date.parse(`${day}T12:00:00Z`);

export interface ChartSeries {
  /** The chosen marker's numeric values. */
  values: { x: number; day: string; value: number }[];
  unit: string;
  /** The day's highest severity of any symptom, with the symptoms named. */
  severity: { x: number; day: string; severity: number; names: string }[];
  /** Medicine starts and stops (an edit is in the table only: it is not a start or a stop). */
  lines: { x: number; day: string; label: string; change: MedicineChangeKind }[];
}

export function chartSeries(t: LabTimeline, loinc: string | null): ChartSeries {
  const labs = t.labs.filter((l) => l.loinc === loinc && l.value !== null);
  const byDay = new Map<string, { severity: number; names: string[] }>();
  for (const s of t.symptoms) {
    const day = byDay.get(s.day) ?? { severity: 0, names: [] };
    day.severity = Math.max(day.severity, s.severity);
    day.names.push(`${s.name} ${s.severity}`);
    byDay.set(s.day, day);
  }
  return {
    values: labs.map((l) => ({ x: dayMs(l.collectedOn), day: l.collectedOn, value: l.value as number })),
    unit: unitLabel(labs.at(-1)?.unit ?? null),
    severity: [...byDay].map(([day, v]) => ({ x: dayMs(day), day, severity: v.severity, names: v.names.join(', ') })).sort((a, b) => a.x - b.x),
    lines: t.medicineChanges
      .filter((c) => c.change !== 'changed')
      // Taking it again draws as a start; a removal from the cabinet as a stop.
      .map((c) => {
        const starts = c.change === 'started' || c.change === 'resumed';
        return { x: dayMs(c.day), day: c.day, change: starts ? ('started' as const) : ('stopped' as const), label: `${changeWords[c.change]} ${c.medicine}` };
      }),
  };
}

const changeWords: Record<MedicineChangeKind, string> = { started: 'Started', stopped: 'Stopped', resumed: 'Taking again', changed: 'Changed', removed: 'Removed' };
const basisWords: Record<MedicineChangeBasis, string> = {
  start_date: 'the start date you gave',
  logged: 'the day you made the change in your cabinet',
  added: 'the day it was added to your cabinet',
  marked_not_taken: 'the day it was marked as not taken',
  edited: 'its latest edit in your cabinet',
};

export type TimelineEventKind = 'lab' | 'symptom' | 'medicine';
export interface TimelineEvent {
  day: string;
  kind: TimelineEventKind;
  what: string;
  detail: string;
}

/** Every event of the period, oldest first: labs, then symptoms, then medicines within a day. */
export function timelineEvents(t: LabTimeline): TimelineEvent[] {
  const order: Record<TimelineEventKind, number> = { lab: 0, symptom: 1, medicine: 2 };
  const events: TimelineEvent[] = [
    ...t.labs.map((l) => ({ day: l.collectedOn, kind: 'lab' as const, what: l.name, detail: `${valueLabel({ value: l.value, text: l.value === null ? 'text result' : null, unit: l.unit })}${l.flag === 'high' ? ' (high)' : l.flag === 'low' ? ' (low)' : ''}` })),
    ...t.symptoms.map((s) => ({ day: s.day, kind: 'symptom' as const, what: s.name, detail: `Highest severity ${s.severity} of 10` })),
    ...t.medicineChanges.map((c) => ({ day: c.day, kind: 'medicine' as const, what: `${changeWords[c.change]}: ${c.medicine}`, detail: `Dated by ${basisWords[c.basis]}` })),
  ];
  return events.sort((a, b) => a.day.localeCompare(b.day) || order[a.kind] - order[b.kind]);
}
