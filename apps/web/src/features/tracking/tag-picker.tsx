import { useId, useState } from 'react';
import { trackingLimits } from '@thrivewell/core/tracking/tracking-choices';
import { Button } from '../../ui/button';

/**
 * Toggle chips for tags (emotions, activities, triggers, factors) with suggestions and a field to
 * add one's own; each chip is a toggle button (aria-pressed).
 */
export function TagPicker({ legend, suggestions, value, onChange }: { legend: string; suggestions: readonly string[]; value: readonly string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const [custom, setCustom] = useState('');
  const has = (tag: string) => value.some((v) => v.toLowerCase() === tag.toLowerCase());
  const toggle = (tag: string) => onChange(has(tag) ? value.filter((v) => v.toLowerCase() !== tag.toLowerCase()) : [...value, tag]);
  const all = [...suggestions, ...value.filter((v) => !suggestions.some((s) => s.toLowerCase() === v.toLowerCase()))];
  const add = () => {
    const tag = custom.trim().slice(0, trackingLimits.tagMax);
    if (tag && !has(tag) && value.length < trackingLimits.tagsMax) onChange([...value, tag]);
    setCustom('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {all.map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={has(tag)}
            onClick={() => toggle(tag)}
            className={`min-h-10 rounded-full border px-3 text-sm ${has(tag) ? 'border-brand bg-brand-soft font-semibold text-ink' : 'border-border bg-surface text-ink hover:bg-surface-2'}`}
          >
            {tag}
          </button>
        ))}
      </div>
      <div className="flex items-end gap-2">
        <div className="grow">
          <label htmlFor={`${id}-custom`} className="sr-only">
            Add your own to {legend.toLowerCase()}
          </label>
          <input
            id={`${id}-custom`}
            value={custom}
            maxLength={trackingLimits.tagMax}
            placeholder="Add your own"
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            className="block min-h-10 w-full rounded-lg border border-muted/70 bg-surface px-3 text-sm text-ink placeholder:text-muted"
          />
        </div>
        <Button variant="secondary" onClick={add} aria-label={`Add to ${legend.toLowerCase()}`}>
          Add
        </Button>
      </div>
    </fieldset>
  );
}
