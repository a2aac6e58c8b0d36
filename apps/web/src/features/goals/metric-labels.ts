import type { Measurement } from './goals-api';

export const metricLabels: Record<Measurement['metric'], string> = {
  weight: 'Weight',
  steps: 'Steps',
  activity_minutes: 'Activity minutes',
  sleep_hours: 'Sleep hours',
  bp_systolic: 'Blood pressure (upper)',
  bp_diastolic: 'Blood pressure (lower)',
};

export const formatDay = (date: string) => new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
export const formatValue = (n: number) => (Number.isInteger(n) ? n.toLocaleString() : n.toLocaleString(undefined, { maximumFractionDigits: 1 }));
