import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SubstanceKind } from '@thrivewell/core/contracts/knowledge-results';
import { useKnowledgeSearch } from './safety-api';

const kindLabel: Record<SubstanceKind, string> = { drug: 'Medicine', supplement: 'Supplement', food: 'Food or drink' };

interface SubstanceComboboxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter on a suggestion or on typed text; clicking a suggestion. */
  onCommit: (value: string) => void;
  kind?: SubstanceKind;
  placeholder?: string;
  disabled?: boolean;
  describedBy?: string;
  label: string;
}

/**
 * A text input with knowledge-base autocomplete (ARIA 1.2 combobox: arrows move, Enter picks,
 * Escape closes). Suggestions show the brand or synonym that matched and the generic name.
 */
export function SubstanceCombobox({ id, value, onChange, onCommit, kind, placeholder, disabled, describedBy, label }: SubstanceComboboxProps) {
  const listId = `${useId()}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useKnowledgeSearch(value, kind);
  const hits = value.trim().length >= 2 ? (search.data?.results ?? []) : [];
  const showList = open && hits.length > 0;
  const inputRef = useRef<HTMLInputElement>(null);
  // Letters typed into the prerendered page before it hydrated are in the field but not in state:
  // take them over once, so nothing typed in that first moment is lost.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed && typed !== value) {
      onChange(typed);
      setOpen(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  function commit(v: string) {
    setOpen(false);
    setActive(-1);
    onCommit(v);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && hits.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % hits.length);
    } else if (e.key === 'ArrowUp' && hits.length > 0) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? hits.length - 1 : a - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = showList && active >= 0 ? hits[active] : undefined;
      commit(hit ? (hit.matched ?? hit.name) : value);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative flex-1">
      <input
        ref={inputRef}
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        maxLength={200}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        className="block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink placeholder:text-muted disabled:opacity-60"
      />
      {showList && (
        <ul id={listId} role="listbox" aria-label={`Suggestions for ${label}`} className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-border bg-surface py-1 shadow-lg">
          {hits.map((hit, i) => (
            <li
              key={hit.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                commit(hit.matched ?? hit.name);
              }}
              className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${i === active ? 'bg-brand-soft' : 'hover:bg-surface-2'}`}
            >
              <span>
                <span className="font-medium text-ink">{hit.matched ?? hit.name}</span>
                {hit.matched && <span className="text-muted"> ({hit.name})</span>}
              </span>
              <span className="text-xs text-muted">{kindLabel[hit.kind]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
