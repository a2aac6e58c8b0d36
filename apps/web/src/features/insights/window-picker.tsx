import type { TrendWindow } from './insights-api';

const labels: Record<TrendWindow, string> = { 7: '7 days', 30: '30 days', 90: '90 days', 365: 'Year' };

/**
 * The window of days as a radio group (one choice, arrow keys move it): a native fieldset, so
 * screen readers announce the group and the checked option without any script of ours.
 */
export function WindowPicker<T extends number>({ value, options, onChange, legend }: { value: T; options: readonly T[]; onChange: (value: T) => void; legend: string }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option}
          className="cursor-pointer rounded-full border border-border px-4 py-2 text-sm font-medium text-ink has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-on-brand has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand has-[:focus-visible]:ring-offset-2"
        >
          <input type="radio" name={legend} value={option} checked={option === value} onChange={() => onChange(option)} className="sr-only" />
          {labels[option as TrendWindow] ?? `${option} days`}
        </label>
      ))}
    </fieldset>
  );
}
