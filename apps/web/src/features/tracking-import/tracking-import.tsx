import { Download, FileUp, Loader2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { Button, buttonClass } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { FormMessage } from '../../ui/text-field';
import { ImportPreview } from './import-preview';
import { checkTrackingFile, trackingCsvUrl, uploadTrackingFile, type TrackingImportResult } from './tracking-import-api';

type Stage = { step: 'choose' } | { step: 'previewing' } | { step: 'preview'; result: TrackingImportResult } | { step: 'importing'; preview: TrackingImportResult } | { step: 'done'; result: TrackingImportResult };

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * "Import from Daylio or Bearable" on /account (W2-D): choose the CSV → preview (format,
 * counts, first rows, every refused line; nothing saved) → "Import N entries" → what was saved.
 * Importing the same file again adds nothing, and the result says so. Progress is shown while
 * the file uploads; every message is announced.
 */
export function TrackingImport() {
  const inputId = useId();
  const hintId = useId();
  const previewHeadingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const busy = stage.step === 'previewing' || stage.step === 'importing';

  // Focus moves to what appeared, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (stage.step === 'preview') document.getElementById(previewHeadingId)?.focus();
    if (stage.step === 'done') resultRef.current?.focus();
  }, [stage.step, previewHeadingId]);

  function choose(next: File | null) {
    // The field stays enabled while a file uploads (focus must be able to return to it); a new choice waits.
    if (busy) return;
    setFile(next);
    setStage({ step: 'choose' });
    setError(next ? checkTrackingFile(next) : null);
  }

  async function send(dryRun: boolean) {
    const problem = checkTrackingFile(file);
    if (problem || !file) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    const preview = stage.step === 'preview' ? stage.result : null;
    setError(null);
    setProgress(0);
    setStage(dryRun || !preview ? { step: 'previewing' } : { step: 'importing', preview });
    try {
      const result = await uploadTrackingFile(file, { dryRun, onProgress: setProgress });
      setStage(dryRun ? { step: 'preview', result } : { step: 'done', result });
      if (!dryRun) void queryClient.invalidateQueries();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The file could not be read. Please try again.');
      setStage(preview ? { step: 'preview', result: preview } : { step: 'choose' });
      if (!preview) inputRef.current?.focus();
    } finally {
      setProgress(null);
    }
  }

  const previewResult = stage.step === 'preview' ? stage.result : stage.step === 'importing' ? stage.preview : null;

  return (
    <section aria-labelledby="tracking-import-title" className="space-y-4">
      <h2 id="tracking-import-title" className="text-lg font-semibold">
        Import from Daylio or Bearable
      </h2>
      <p className="text-sm text-muted">
        Bring your history with you: moods, activities, symptoms, sleep, energy and factors. You see what the file holds before anything is saved, and importing the same file
        again adds nothing. Medicines are not imported: add them to your medicine cabinet.
      </p>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void send(true);
        }}
        noValidate
        className="space-y-3"
      >
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-ink">
            Export file (CSV)
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            aria-invalid={error && stage.step === 'choose' ? true : undefined}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            className="mt-1.5 block w-full text-sm text-ink file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-border file:bg-surface-2 file:px-4 file:font-semibold file:text-ink"
          />
          <p id={hintId} className="mt-1.5 text-sm text-muted">
            Daylio: More → Export entries → CSV. Bearable: Settings → Export data. A .csv file of up to 5 MB and 10,000 rows.
          </p>
        </div>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        {progress !== null && (
          <div role="status" className="space-y-1 text-sm text-muted">
            <ProgressBar label="Upload progress" value={Math.round(progress * 100)} valueText={`${Math.round(progress * 100)} percent uploaded`} />
            <p>{progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : stage.step === 'importing' ? 'Saving your entries…' : 'Reading the file…'}</p>
          </div>
        )}
        {/* After an import the same file (or another) can be previewed again: a re-import adds nothing. */}
        {(stage.step === 'choose' || stage.step === 'previewing' || stage.step === 'done') && (
          <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <FileUp aria-hidden="true" className="size-4" />}
            {busy ? 'Reading the file…' : 'Preview import'}
          </Button>
        )}
      </form>

      {previewResult && (
        <div className="space-y-4">
          <ImportPreview result={previewResult} headingId={previewHeadingId} />
          {previewResult.imported > 0 ? (
            <Button onClick={() => void send(false)} disabled={busy} aria-busy={busy}>
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Upload aria-hidden="true" className="size-4" />}
              {busy ? 'Importing…' : `Import ${plural(previewResult.imported, 'entry', 'entries')}`}
            </Button>
          ) : (
            <FormMessage tone="info">Nothing new to import: every entry in this file is already saved.</FormMessage>
          )}
        </div>
      )}

      {stage.step === 'done' && (
        <div ref={resultRef} tabIndex={-1} className="outline-none">
          <FormMessage tone="success">
            {stage.result.imported > 0
              ? `Imported ${plural(stage.result.imported, 'entry', 'entries')} (${plural(stage.result.byKind.mood, 'mood entry', 'mood entries')}, ${plural(stage.result.byKind.symptom, 'symptom entry', 'symptom entries')}, ${plural(stage.result.byKind.daily, 'day')} of the daily log).`
              : 'Nothing new was imported: every entry in this file was already saved.'}
            {stage.result.skipped > 0 ? ` ${plural(stage.result.skipped, 'row')} skipped.` : ''}
            {stage.result.errorCount > 0 ? ` ${plural(stage.result.errorCount, 'line')} could not be imported.` : ''}
          </FormMessage>
        </div>
      )}

      <p className="border-t border-border pt-4 text-sm text-muted">
        Your own tracking data as a spreadsheet: every mood, symptom, daily log and habit entry. It can be imported back.
      </p>
      <a href={trackingCsvUrl} download className={buttonClass('secondary')}>
        <Download aria-hidden="true" className="size-4" />
        Download my tracking data (CSV)
      </a>
    </section>
  );
}
