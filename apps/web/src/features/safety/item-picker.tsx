import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { SubstanceKind } from '@thrivewell/core/contracts/knowledge-results';
import { Button } from '../../ui/button';
import { SubstanceCombobox } from './substance-combobox';

interface ItemPickerProps {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** Limit suggestions to one kind. */
  kind?: SubstanceKind;
  max?: number;
  placeholder?: string;
}

/** A list of names to check: autocomplete, Enter or + adds (trimmed, no duplicates), chips remove. */
export function ItemPicker({ label, items, onChange, kind, max = 50, placeholder = 'Start typing a medicine, supplement or food' }: ItemPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const full = items.length >= max;

  function add(value: string) {
    const name = value.trim().slice(0, 200);
    if (!name || full) return;
    if (!items.some((i) => i.toLowerCase() === name.toLowerCase())) onChange([...items, name]);
    setText('');
  }

  return (
    <div>
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1.5 flex gap-2">
        <SubstanceCombobox
          id={`${id}-input`}
          label={label}
          value={text}
          onChange={setText}
          onCommit={add}
          kind={kind}
          disabled={full}
          placeholder={full ? `You can check up to ${max} items` : placeholder}
          describedBy={`${id}-hint`}
        />
        <Button variant="secondary" onClick={() => add(text)} disabled={!text.trim() || full} aria-label={`Add ${text.trim() || 'item'}`}>
          <Plus aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
        Generic or brand names both work. Press Enter to add.
      </p>
      {items.length > 0 && (
        <ul aria-label="Items to check" className="mt-3 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item} className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 py-1 pr-1 pl-3 text-sm">
              {item}
              <button
                type="button"
                onClick={() => onChange(items.filter((i) => i !== item))}
                aria-label={`Remove ${item}`}
                className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
