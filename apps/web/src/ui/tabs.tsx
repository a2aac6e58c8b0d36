import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabListProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix for the tab and panel ids, unique on the page. */
  idPrefix: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Grid columns of the tab row (a Tailwind class); two by default. */
  columnsClass?: string;
}

/**
 * WAI-ARIA tabs: one tab stop (roving tabindex), arrow keys and Home/End move between tabs and
 * select them, each tab controls its panel.
 */
export function TabList<T extends string>({ label, idPrefix, items, value, onChange, columnsClass = 'grid-cols-2' }: TabListProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((t) => t.id === value);
    const last = items.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = (next + items.length) % items.length;
    const item = items[target];
    if (!item) return;
    onChange(item.id);
    refs.current[target]?.focus();
  }
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={`grid ${columnsClass} gap-1 rounded-xl bg-surface-2 p-1`}>
      {items.map((item, i) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.id}`}
            aria-selected={selected}
            // Only the open panel is in the page, so only its tab points at it.
            aria-controls={selected ? `${idPrefix}-panel-${item.id}` : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
            className={`min-h-10 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${
              selected ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink'
            }`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel-${id}`} aria-labelledby={`${idPrefix}-tab-${id}`} className="mt-6 outline-none">
      {children}
    </div>
  );
}
