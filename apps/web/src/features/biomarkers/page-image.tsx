import { useState } from 'react';
import type { LabResultRow } from '@thrivewell/core/contracts/biomarkers-contract';
import { reportPageUrl } from './biomarkers-api';

interface PageImageProps {
  reportId: string;
  pages: number;
  /** The selected row: its page is shown and its place outlined. */
  selected: { key: string; name: string; box: LabResultRow['box'] } | null;
}

function caption(selected: PageImageProps['selected'], box: LabResultRow['box'], outlined: boolean, page: number): string {
  if (!selected) return 'Select a row to see where it was read on the page.';
  const name = selected.name.trim() || 'The selected row';
  if (!box) return `${name} has no place on the page (added or typed by hand).`;
  return outlined ? `${name} is outlined on page ${page}.` : `${name} is on page ${box.page}.`;
}

const pct = (f: number) => `${Math.max(0, Math.min(100, f * 100))}%`;

/**
 * The report's page beside the review table, with the selected row outlined where the reader
 * found it (the box is in fractions of the page, so the outline scales with the image). Choosing
 * another row shows its page; the page buttons browse the others.
 */
export function PageImage({ reportId, pages, selected }: PageImageProps) {
  // A page chosen with the buttons holds until another row is selected.
  const [chosen, setChosen] = useState<{ page: number; forKey: string | null }>({ page: 1, forKey: null });
  const [failed, setFailed] = useState<number | null>(null);
  const box = selected?.box ?? null;
  const page = chosen.forKey === (selected?.key ?? null) || !box ? chosen.page : box.page;
  const outlined = box && box.page === page ? box : null;

  return (
    <figure className="space-y-2">
      {pages > 1 && (
        <div role="group" aria-label="Report pages" className="flex flex-wrap gap-1">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={n === page}
              onClick={() => setChosen({ page: n, forKey: selected?.key ?? null })}
              className={`min-h-10 min-w-10 rounded-lg border px-3 text-sm font-semibold ${n === page ? 'border-brand bg-brand-soft text-ink' : 'border-border bg-surface text-ink hover:bg-surface-2'}`}
            >
              <span className="sr-only">Page </span>
              {n}
            </button>
          ))}
        </div>
      )}
      <div className="relative overflow-hidden rounded-xl border border-border bg-white">
        {failed === page ? (
          <p className="p-6 text-sm text-ink">This page’s image could not be loaded. The table holds everything that was read.</p>
        ) : (
          <img
            key={page}
            src={reportPageUrl(reportId, page)}
            alt={`Page ${page} of ${pages} of your report`}
            className="block h-auto w-full"
            onError={() => setFailed(page)}
          />
        )}
        {outlined && failed !== page && (
          <span
            aria-hidden="true"
            data-testid="row-outline"
            className="pointer-events-none absolute rounded-sm border-2 border-brand bg-brand/15 shadow-[0_0_0_3px_var(--surface)]"
            style={{ left: pct(outlined.x - 0.005), top: pct(outlined.y - 0.004), width: pct(outlined.w + 0.01), height: pct(outlined.h + 0.008) }}
          />
        )}
      </div>
      <figcaption className="text-sm text-muted">
        {caption(selected, box, outlined !== null, page)}
      </figcaption>
    </figure>
  );
}
