/**
 * The measurements goals are tracked with (W2-D): each metric's units and the range a reading
 * must fall in. Weight can be kg or lbs (the profile's weightUnit); readings are kept in the unit
 * they were entered in and converted when compared with a goal.
 */

export const measurementMetrics = ['weight', 'steps', 'activity_minutes', 'sleep_hours', 'bp_systolic', 'bp_diastolic'] as const;
export type MeasurementMetric = (typeof measurementMetrics)[number];

export const weightUnits = ['kg', 'lbs'] as const;
export type WeightUnit = (typeof weightUnits)[number];

export const kgPerLb = 0.45359237;

interface MetricInfo {
  label: string;
  /** The unit a reading of this metric is in (weight: kg; lbs is converted). */
  unit: string;
  min: number;
  max: number;
  /** Decimal places a reading is shown with. */
  decimals: number;
}

export const metricInfo: Record<MeasurementMetric, MetricInfo> = {
  weight: { label: 'Weight', unit: 'kg', min: 20, max: 400, decimals: 1 },
  steps: { label: 'Steps', unit: 'steps', min: 0, max: 100_000, decimals: 0 },
  activity_minutes: { label: 'Activity minutes', unit: 'min', min: 0, max: 1440, decimals: 0 },
  sleep_hours: { label: 'Sleep', unit: 'hours', min: 0, max: 24, decimals: 1 },
  bp_systolic: { label: 'Blood pressure (systolic)', unit: 'mmHg', min: 50, max: 260, decimals: 0 },
  bp_diastolic: { label: 'Blood pressure (diastolic)', unit: 'mmHg', min: 30, max: 160, decimals: 0 },
};

/** A value in `from` expressed in `to` (only weight has two units; others pass through). */
export function convertUnit(value: number, from: string, to: string): number {
  if (from === to) return value;
  if (from === 'lbs' && to === 'kg') return value * kgPerLb;
  if (from === 'kg' && to === 'lbs') return value / kgPerLb;
  return value;
}

/**
 * Why a reading is out of range, or null when it fits. Weight in lbs is checked after conversion,
 * so 20–400 kg is 44–882 lbs.
 */
export function rangeProblem(metric: MeasurementMetric, value: number, unit: string): string | null {
  const info = metricInfo[metric];
  if (!Number.isFinite(value)) return `${info.label} must be a number.`;
  if (metric === 'weight') {
    const kg = convertUnit(value, unit, 'kg');
    if (kg < info.min || kg > info.max) {
      const [lo, hi] = unit === 'lbs' ? [Math.ceil(info.min / kgPerLb), Math.floor(info.max / kgPerLb)] : [info.min, info.max];
      return `Weight must be between ${lo} and ${hi} ${unit}.`;
    }
    return null;
  }
  if (value < info.min || value > info.max) return `${info.label} must be between ${info.min} and ${info.max.toLocaleString('en-US')}${info.unit === 'steps' ? '' : ` ${info.unit}`}.`;
  return null;
}
