import { Plus, X } from 'lucide-react';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { profileLimits } from '@thrivewell/core/rules/profile-sections';
import { Button } from '../../../ui/button';
import { ChoiceChips } from './choice-chips';
import { controlClass } from './form-parts';

interface EntryInputProps {
  id: string;
  /** The text box's label, e.g. 'Other condition'. */
  label: string;
  /** The + button's name, e.g. 'Add condition'. */
  addLabel: string;
  placeholder?: string;
  /** Receives the raw text; the caller's core edit trims it and ignores empty or duplicate entries. */
  onAdd: (raw: string) => void;
}

/** Why pasted text was not taken: the box keeps at most `limit` characters. */
export function tooLongMessage(length: number, limit: number): string {
  return `That text is ${length.toLocaleString('en-US')} characters long; an entry can be at most ${limit}. Shorten it, then paste or type it again.`;
}

/**
 * A free-text box: Enter or the + button adds what was typed (P2-ONB-49). The limit shows under
 * the box before typing, with a count; a paste that would not fit is refused with a message
 * instead of being cut short without a word.
 */
export function EntryInput({ id, label, addLabel, placeholder, onAdd }: EntryInputProps) {
  const limit = profileLimits.maxEntryLength;
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  function add() {
    onAdd(text);
    setText('');
    setRefused(null);
  }
  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    const pasted = e.clipboardData.getData('text');
    const box = e.currentTarget;
    const selected = (box.selectionEnd ?? text.length) - (box.selectionStart ?? text.length);
    const length = text.length - selected + pasted.length;
    if (length <= limit) return;
    e.preventDefault();
    setRefused(tooLongMessage(length, limit));
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter') return;
    // Enter adds the entry; it never submits a surrounding form.
    e.preventDefault();
    add();
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <input
          id={id}
          type="text"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setRefused(null);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          maxLength={limit}
          aria-invalid={refused !== null}
          aria-describedby={refused ? `${id}-limit ${id}-refused` : `${id}-limit`}
          placeholder={placeholder}
          autoComplete="off"
          className={`${controlClass} min-w-0`}
        />
        <Button variant="secondary" onClick={add} aria-label={addLabel} className="min-h-11 shrink-0">
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <p id={`${id}-limit`} className="mt-1 text-sm text-muted">
        {`Up to ${limit} characters · ${text.length}/${limit}`}
      </p>
      {refused && (
        <p id={`${id}-refused`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {refused}
        </p>
      )}
    </div>
  );
}

/** The entries added so far, each with its own 'Remove X' button. */
export function EntryChips({ label, items, onRemove }: { label: string; items: readonly string[]; onRemove: (entry: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-surface-2 py-1 pr-1 pl-3 text-sm break-words text-ink">
          <span className="min-w-0">{item}</span>
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={`Remove ${item}`}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

interface EntryListFieldProps {
  id: string;
  /** What the list is, e.g. 'Current conditions'; names the chips list. */
  label: string;
  items: readonly string[];
  /** Predefined choices shown as toggle chips. */
  choices?: readonly string[];
  /** Names the chips group; 'Common {label}' by default. */
  choicesLabel?: string;
  inputLabel: string;
  addLabel: string;
  placeholder?: string;
  onAdd: (raw: string) => void;
  onRemove: (entry: string) => void;
}

/** Predefined toggle chips, a free-text box and the removable entries of one list. */
export function EntryListField({ id, label, items, choices, choicesLabel, inputLabel, addLabel, placeholder, onAdd, onRemove }: EntryListFieldProps) {
  return (
    <div className="space-y-3">
      {choices && choices.length > 0 && (
        <ChoiceChips label={choicesLabel ?? `Common ${label.toLowerCase()}`} choices={choices} selected={items} onToggle={(choice, pressed) => (pressed ? onAdd(choice) : onRemove(choice))} />
      )}
      <EntryInput id={id} label={inputLabel} addLabel={addLabel} placeholder={placeholder} onAdd={onAdd} />
      <EntryChips label={`${label}, added`} items={items} onRemove={onRemove} />
    </div>
  );
}
