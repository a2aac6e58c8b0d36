import { useId } from 'react';

export interface Choice {
  value: number;
  label: string;
  /** Shown above the label (a face for mood). */
  icon?: string;
}

/**
 * A row of choices with native radio semantics (one tab stop, arrow keys move): mood faces, energy,
 * sleep quality. `allowClear` adds "Not set" so an optional rating can be left out again.
 */
export function ChoiceGroup({ legend, choices, value, onChange, allowClear = false, size = 'md', hint }: { legend: string; choices: readonly Choice[]; value: number | null; onChange: (value: number | null) => void; allowClear?: boolean; size?: 'md' | 'lg'; hint?: string }) {
  const name = useId();
  const options = allowClear ? [{ value: 0, label: 'Not set' }, ...choices] : choices;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((choice) => {
          const checked = choice.value === 0 ? value === null : value === choice.value;
          return (
            <label
              key={choice.value}
              className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border px-3 text-sm font-medium has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${size === 'lg' ? 'min-h-20 min-w-16 py-2' : 'min-h-11 min-w-11 py-1'} ${checked ? 'border-brand bg-brand-soft text-ink' : 'border-border bg-surface text-ink hover:bg-surface-2'}`}
            >
              <input type="radio" name={name} className="sr-only" checked={checked} onChange={() => onChange(choice.value === 0 ? null : choice.value)} />
              {choice.icon && (
                <span aria-hidden="true" className="text-3xl leading-none">
                  {choice.icon}
                </span>
              )}
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export const moodFaces = ['😖', '🙁', '😐', '🙂', '😄'] as const;
export const oneToFive = [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }));
