import { AlertTriangle, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { findCommonMarker } from './common-markers';
import { lowConfidence, type DraftErrors, type DraftRow, type LabFlagCode, type RowField } from './review-rows';

/** The id of the one datalist of marker names the name inputs share (review-table.tsx renders it). */
export const markerSuggestionsId = 'lab-marker-suggestions';

export const fieldClass =
  'block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger sm:text-sm';

const flagChoices: { value: LabFlagCode; label: string }[] = [
  { value: '', label: 'None' },
  { value: 'H', label: 'H (high)' },
  { value: 'L', label: 'L (low)' },
  { value: 'A', label: 'A (abnormal)' },
  { value: 'N', label: 'N (normal)' },
];

interface ResultRowProps {
  row: DraftRow;
  index: number;
  count: number;
  errors: DraftErrors;
  selected: boolean;
  onSelect: () => void;
  onChange: (patch: Partial<DraftRow>) => void;
  onRemove: () => void;
}

/**
 * One editable row of the review table: name (with suggestions), result, unit, range and the
 * lab's printed flag. A row the reader was unsure of is marked with its reasons (text and icon,
 * not colour alone). Focusing any field selects the row, which highlights it on the page image.
 */
export function ResultRow({ row, index, count, errors, selected, onSelect, onChange, onRemove }: ResultRowProps) {
  const id = (f: string) => `lab-row-${row.key}-${f}`;
  const unsure = row.confidence < lowConfidence;
  const describe = (f: RowField) => [errors[`${row.key}.${f}`] ? id(`${f}-error`) : '', unsure ? id('unsure') : ''].filter(Boolean).join(' ') || undefined;
  const title = row.name.trim() || 'new row';

  const setName = (name: string) => {
    const known = findCommonMarker(name);
    onChange({ name, loinc: known?.loinc ?? null, ...(known && !row.unit.trim() && known.unit ? { unit: known.unit } : {}) });
  };

  const field = (f: RowField, label: string, input: ReactNode, wide = false) => (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <label htmlFor={id(f)} className="block text-xs font-medium text-muted">
        {label}
      </label>
      {input}
      {errors[`${row.key}.${f}`] && (
        <p id={id(`${f}-error`)} className="mt-1 text-sm font-medium text-danger">
          {errors[`${row.key}.${f}`]}
        </p>
      )}
    </div>
  );
  const invalid = (f: RowField) => (errors[`${row.key}.${f}`] ? true : undefined);

  return (
    <li
      data-selected={selected || undefined}
      onFocus={onSelect}
      onClick={onSelect}
      className={`rounded-xl border p-3 ${unsure ? 'border-warning/60 bg-warning-soft' : 'border-border bg-surface'} ${selected ? 'ring-2 ring-brand' : ''}`}
    >
      <fieldset>
        <legend className="sr-only">
          Row {index + 1} of {count}: {title}
          {unsure ? ' (please check)' : ''}
        </legend>
        {unsure && (
          <p id={id('unsure')} className="mb-2 flex items-start gap-2 text-sm text-ink">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              <strong>Please check this row:</strong> the reader was not sure it read it right
              {row.notes.length ? ` (${row.notes.join('; ')})` : ''}. Compare it with the page and correct anything that differs.
            </span>
          </p>
        )}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_1.2fr_1.1fr_auto] sm:items-start">
          {field(
            'name',
            'Marker',
            <input id={id('name')} list={markerSuggestionsId} autoComplete="off" className={fieldClass} value={row.name} onChange={(e) => setName(e.target.value)} aria-invalid={invalid('name')} aria-describedby={describe('name')} />,
            true,
          )}
          {field(
            'result',
            'Result',
            <input id={id('result')} inputMode="text" autoComplete="off" className={fieldClass} value={row.result} onChange={(e) => onChange({ result: e.target.value })} aria-invalid={invalid('result')} aria-describedby={describe('result')} placeholder="5.4 or Negative" />,
          )}
          {field('unit', 'Unit', <input id={id('unit')} autoComplete="off" className={fieldClass} value={row.unit} onChange={(e) => onChange({ unit: e.target.value })} aria-invalid={invalid('unit')} aria-describedby={describe('unit')} />)}
          {field(
            'range',
            'Range',
            <input id={id('range')} aria-label="Reference range" autoComplete="off" className={fieldClass} value={row.range} onChange={(e) => onChange({ range: e.target.value })} aria-invalid={invalid('range')} aria-describedby={describe('range')} placeholder="3.5-5.1" />,
          )}
          <div className="min-w-0">
            <label htmlFor={id('flag')} className="block text-xs font-medium text-muted">
              Lab flag
            </label>
            <select id={id('flag')} className={fieldClass} value={row.labFlag} onChange={(e) => onChange({ labFlag: e.target.value as LabFlagCode })}>
              {flagChoices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end sm:pt-5">
            <button
              type="button"
              onClick={(e) => {
                e.stopPropagation();
                onRemove();
              }}
              aria-label={`Remove row ${index + 1}: ${title}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-danger hover:bg-danger-soft"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sm:sr-only">Remove</span>
            </button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
