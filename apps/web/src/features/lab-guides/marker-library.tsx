import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { panels, searchGuides, type PanelId } from '@thrivewell/labs/marker-guides';
import { GuideCard } from './guide-card';

const inputClass = 'block min-h-11 w-full rounded-lg border border-muted/70 bg-surface py-2 text-base text-ink placeholder:text-muted';

/**
 * The marker guides, searchable by name, abbreviation or words, and filterable by panel; grouped
 * under one heading per panel. The guides ship with this page's chunk (no network needed).
 */
export function MarkerLibrary() {
  const [query, setQuery] = useState('');
  const [panel, setPanel] = useState<PanelId | 'all'>('all');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const panelId = useId();
  const found = searchGuides(deferredQuery, panel === 'all' ? undefined : panel);
  const groups = panels.map((p) => ({ ...p, guides: found.filter((g) => g.panel === p.id) })).filter((g) => g.guides.length > 0);

  return (
    <div className="space-y-6">
      <div role="search" aria-label="Marker guides" className="grid gap-4 sm:grid-cols-[1fr_16rem] sm:items-end">
        <div>
          <label htmlFor={searchId} className="block text-sm font-medium text-ink">
            Search markers
          </label>
          <div className="relative mt-1.5">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
            <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. TSH, ferritin, potassium" maxLength={100} className={`${inputClass} pr-3 pl-9`} />
          </div>
        </div>
        <div>
          <label htmlFor={panelId} className="block text-sm font-medium text-ink">
            Panel
          </label>
          <select id={panelId} value={panel} onChange={(e) => setPanel(e.target.value as PanelId | 'all')} className={`${inputClass} mt-1.5 px-3`}>
            <option value="all">All panels</option>
            {panels.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="text-sm text-muted">
        {found.length === 1 ? '1 marker' : `${found.length} markers`}
      </p>
      {groups.length === 0 && <p className="text-muted">No marker matches “{deferredQuery}”. Try another name or choose all panels.</p>}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`panel-${group.id}`} className="space-y-4">
          <h2 id={`panel-${group.id}`} className="text-2xl font-bold text-ink">
            {group.name}
          </h2>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {group.guides.map((guide) => (
              <GuideCard key={guide.loinc} guide={guide} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
