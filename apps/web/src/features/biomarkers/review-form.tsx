import { Info, Loader2, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ConfirmReportBody } from '@thrivewell/core/contracts/biomarkers-contract';
import { ApiError } from '../../lib/api-client';
import { localToday } from '../../lib/device-time';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/text-field';
import { commonMarkers } from './common-markers';
import { PageImage } from './page-image';
import { ResultRow, fieldClass, markerSuggestionsId } from './result-row';
import { checkDraft, draftErrorKey, emptyRow, type DraftErrors, type DraftRow } from './review-rows';
import type { LabDraftState } from './use-lab-draft';

interface ReviewFormProps {
  state: LabDraftState & { draft: NonNullable<LabDraftState['draft']> };
  /** The uploaded report (its pages are shown beside the table); none for manual entry. */
  report?: { id: string; pages: number };
  title: string;
  intro: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the checked body; throws an ApiError whose `field` points at what to fix. */
  onSubmit: (body: ConfirmReportBody) => Promise<unknown>;
}

/**
 * The editable results table shared by the upload review and manual entry (W2-F): the sample
 * date, every row editable, rows removed and added, the page image beside it with the selected
 * row outlined. Edits are kept on the device as they are typed (use-lab-draft). Nothing is
 * flagged or coloured here: interpretation starts after the person confirms.
 */
export function ReviewForm({ state, report, title, intro, submitLabel, pending, onSubmit }: ReviewFormProps) {
  const { draft, update, restored, clear } = state;
  const headingId = useId();
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const today = localToday();
  const selected = draft.rows.find((r) => r.key === selectedKey) ?? null;

  const changeRow = (key: string, patch: Partial<DraftRow>) => {
    update((d) => ({ ...d, rows: d.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));
    // A corrected field's message goes as the person types; the others stay until the next check.
    const fixed = Object.keys(patch).map((f) => `${key}.${f}`);
    if (fixed.some((k) => errors[k])) setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !fixed.includes(k))));
  };
  const removeRow = (row: DraftRow, index: number) => {
    update((d) => ({ ...d, rows: d.rows.filter((r) => r.key !== row.key) }));
    setAnnouncement(`Row ${index + 1}${row.name ? `, ${row.name},` : ''} removed.`);
    // Focus stays in the table: on the next row's name, or on "Add a row".
    requestAnimationFrame(() => {
      const next = draft.rows[index + 1] ?? draft.rows[index - 1];
      (document.getElementById(next ? `lab-row-${next.key}-name` : `${headingId}-add`) as HTMLElement | null)?.focus();
    });
  };
  const addRow = () => {
    const row = emptyRow();
    update((d) => ({ ...d, rows: [...d.rows, row] }));
    setAnnouncement(`Row ${draft.rows.length + 1} added.`);
    requestAnimationFrame(() => document.getElementById(`lab-row-${row.key}-name`)?.focus());
  };

  const focusFirstError = (found: DraftErrors) => {
    const first = Object.keys(found)[0];
    if (!first) return;
    const id = first === 'collectedOn' ? `${headingId}-date` : first === 'rows' ? `${headingId}-add` : `lab-row-${first.replace(/\.(\w+)$/, '-$1')}`;
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkDraft(draft, today);
    setErrors(checked.errors);
    setFormError(null);
    if (!checked.body) {
      const n = Object.keys(checked.errors).length;
      setFormError(`${n === 1 ? 'One thing needs' : `${n} things need`} fixing before the results can be saved.`);
      focusFirstError(checked.errors);
      return;
    }
    try {
      await onSubmit(checked.body);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'The results could not be saved. Please try again.';
      const at = err instanceof ApiError ? draftErrorKey(err.field, draft) : null;
      if (at) {
        setErrors({ [at]: message });
        focusFirstError({ [at]: message });
      }
      setFormError(at ? `${message} (see the highlighted field)` : `${message} Your edits are kept on this device.`);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId} className="space-y-5">
      <div className="space-y-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted">{intro}</p>
        <p className="flex items-start gap-2 rounded-xl border border-border bg-surface-2 p-3 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          Nothing is interpreted yet: no flags or colours until you confirm that these rows match your report. Then each result is compared with the lab’s flag or range.
        </p>
        {restored && (
          <FormMessage tone="info">
            Your unsaved edits were restored from this device.{' '}
            <button type="button" onClick={clear} className="font-semibold text-brand underline underline-offset-2">
              Discard my edits
            </button>
          </FormMessage>
        )}
      </div>

      <div className="max-w-xs">
        <label htmlFor={`${headingId}-date`} className="block text-sm font-medium text-ink">
          Sample date
        </label>
        <input
          id={`${headingId}-date`}
          type="date"
          max={today}
          className={`mt-1.5 ${fieldClass}`}
          value={draft.collectedOn}
          onChange={(e) => update((d) => ({ ...d, collectedOn: e.target.value }))}
          aria-invalid={errors.collectedOn ? true : undefined}
          aria-describedby={errors.collectedOn ? `${headingId}-date-error` : `${headingId}-date-hint`}
        />
        {errors.collectedOn ? (
          <p id={`${headingId}-date-error`} className="mt-1 text-sm font-medium text-danger">
            {errors.collectedOn}
          </p>
        ) : (
          <p id={`${headingId}-date-hint`} className="mt-1 text-sm text-muted">
            The day the sample was taken (on the report as “collected”).
          </p>
        )}
      </div>

      <div className={report ? 'grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start' : ''}>
        <div className="space-y-3">
          <ol aria-label="Results" className="space-y-2">
            {draft.rows.map((row, i) => (
              <ResultRow
                key={row.key}
                row={row}
                index={i}
                count={draft.rows.length}
                errors={errors}
                selected={row.key === selectedKey}
                onSelect={() => setSelectedKey(row.key)}
                onChange={(patch) => changeRow(row.key, patch)}
                onRemove={() => removeRow(row, i)}
              />
            ))}
          </ol>
          {draft.rows.length === 0 && <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">No rows. Add the results you want to keep.</p>}
          <Button id={`${headingId}-add`} variant="secondary" onClick={addRow}>
            <Plus aria-hidden="true" className="size-4" /> Add a row
          </Button>
          {errors.rows && <p className="text-sm font-medium text-danger">{errors.rows}</p>}
          <datalist id={markerSuggestionsId}>
            {commonMarkers.map((m) => (
              <option key={m.loinc} value={m.name} />
            ))}
          </datalist>
        </div>
        {report && (
          <div className="lg:sticky lg:top-20">
            <PageImage reportId={report.id} pages={report.pages} selected={selected && { key: selected.key, name: selected.name, box: selected.box }} />
          </div>
        )}
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {submitLabel}
        </Button>
        <p className="text-sm text-muted">Your edits are kept on this device until you save.</p>
      </div>
    </form>
  );
}
