import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../ui/button';

interface ChipInputProps {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  hint?: string;
  max?: number;
  maxLength?: number;
}

/**
 * A labelled list of short free-text entries (allergies, conditions): Enter or + adds (trimmed,
 * no case-insensitive duplicates), each chip has its own remove button, Backspace in the empty
 * field removes the last one.
 */
export function ChipInput({ label, items, onChange, placeholder, hint = 'Press Enter to add each one.', max = 30, maxLength = 200 }: ChipInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const full = items.length >= max;
  const value = text.trim();

  function add() {
    const name = value.slice(0, maxLength);
    if (!name || full) return;
    if (!items.some((i) => i.toLowerCase() === name.toLowerCase())) onChange([...items, name]);
    setText('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      // Enter adds the entry; it never submits the surrounding form.
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && text === '' && items.length > 0) {
      onChange(items.slice(0, -1));
    }
  }

  return (
    <div>
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={`${id}-input`}
          type="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={maxLength}
          disabled={full}
          placeholder={full ? `You can add up to ${max}` : placeholder}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          className="block min-h-11 w-full min-w-0 rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink placeholder:text-muted disabled:opacity-60"
        />
        <Button variant="secondary" onClick={add} disabled={!value || full} aria-label={`Add ${value || label.toLowerCase()}`} className="shrink-0">
          <Plus aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
        {hint}
      </p>
      {items.length > 0 && (
        <ul aria-label={`${label}, added`} className="mt-3 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item} className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-surface-2 py-1 pr-1 pl-3 text-sm break-words text-ink">
              <span className="min-w-0">{item}</span>
              <button
                type="button"
                onClick={() => onChange(items.filter((i) => i !== item))}
                aria-label={`Remove ${item}`}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
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
