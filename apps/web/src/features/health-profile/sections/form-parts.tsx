import type { ReactNode } from 'react';

/**
 * The field look without a width, for a field that shares its row (its width class is then the
 * only one: with `w-full` and `w-24` both present, the later rule in the CSS wins).
 */
export const fieldLookClass =
  'mt-1.5 block min-h-11 rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger disabled:opacity-60';

/** The field look shared by the section forms (same border strength as ui/text-field), full width. */
export const controlClass = `${fieldLookClass} w-full`;

/** A titled group of fields (fieldset + legend, so screen readers name the group). */
export function FieldCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      {/* float keeps the legend inside the card instead of on its border */}
      <legend className="float-left w-full text-base font-semibold text-ink">{title}</legend>
      <div className="clear-left space-y-4 pt-1">
        {description && <p className="text-sm text-muted">{description}</p>}
        {children}
      </div>
    </fieldset>
  );
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T | null;
  options: readonly T[];
  labels?: Partial<Record<T, string>>;
  /** The empty choice's text; without it the select always holds a value. */
  placeholder?: string;
  onChange: (value: T | null) => void;
}

/** A labelled native select; the empty choice maps to null. */
export function SelectField<T extends string>({ id, label, value, options, labels, placeholder, onChange }: SelectFieldProps<T>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : (e.target.value as T))} className={controlClass}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  );
}

interface SliderFieldProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** How the current value reads, e.g. '8 hours'. */
  valueText: string;
  hint?: string;
  onChange: (value: number) => void;
}

/** A labelled range input that shows and announces its current value. */
export function SliderField({ id, label, value, min, max, step = 1, valueText, hint, onChange }: SliderFieldProps) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-brand">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-2 block h-11 w-full cursor-pointer accent-brand"
      />
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A large, labelled checkbox for the 'none' answers. */
export function CheckboxField({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex min-h-11 items-center gap-3 rounded-xl border border-border bg-surface-2 px-4 py-2">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-5 shrink-0 accent-brand" />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  );
}
