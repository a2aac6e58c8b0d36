import { FileUp, Loader2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { labUploadMaxBytes, type LabKind } from '@thrivewell/core/contracts/biomarkers-contract';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { FormMessage } from '../../ui/text-field';
import { uploadLabReport } from './biomarkers-api';
import { checkLabFile, labFileAccept } from './upload-check';

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Choosing and sending a lab report (Wellness Pro): a file field that also takes a dropped file,
 * the spec's file checks with its exact messages before anything is sent, then the upload with
 * its progress. The server answers 202 with the report's id; reading goes on in the background.
 */
export function UploadStart({ onUploaded, initialKind = 'blood' }: { onUploaded: (id: string) => void; initialKind?: LabKind }) {
  const inputId = useId();
  const [kind, setKind] = useState<LabKind>(initialKind);
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;

  function choose(next: File | null) {
    if (busy) return;
    setFile(next);
    setError(next ? checkLabFile(next) : null);
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    const dropped = e.dataTransfer.files;
    if (dropped.length > 1) {
      setError('Drop one file at a time.');
      return;
    }
    choose(dropped[0] ?? null);
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    const problem = checkLabFile(file);
    if (problem || !file) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const { id } = await uploadLabReport(file, { kind, onProgress: setProgress });
      onUploaded(id);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The upload failed. Please try again.');
      inputRef.current?.focus();
    } finally {
      setProgress(null);
    }
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form onSubmit={(e) => void send(e)} noValidate className="space-y-4" aria-label="Upload a lab report">
      <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-medium">What kind of report is it?</legend>
        {(['blood', 'urine'] as const).map((k) => (
          <label key={k} className="inline-flex min-h-10 items-center gap-2 text-sm">
            <input type="radio" name="lab-kind" value={k} checked={kind === k} disabled={busy} onChange={() => setKind(k)} className="size-4 accent-brand" />
            {k === 'blood' ? 'Blood test' : 'Urine test (urinalysis)'}
          </label>
        ))}
      </fieldset>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={`rounded-2xl border-2 border-dashed p-6 text-center transition-colors ${dragging ? 'border-brand bg-brand-soft' : 'border-border bg-surface'}`}
      >
        <FileUp aria-hidden="true" className="mx-auto size-8 text-brand" />
        <p className="mt-2 font-semibold">Drop your report here, or choose it</p>
        <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-ink">
          Lab report (PDF or photo)
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={labFileAccept}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="mx-auto mt-1.5 block w-full max-w-md text-sm text-ink file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-border file:bg-surface-2 file:px-4 file:font-semibold file:text-ink"
        />
        <p id={hintId} className="mt-2 text-sm text-muted">
          PDF, JPEG, PNG or GIF, up to {labUploadMaxBytes / 1024 / 1024} MB. A photo works best flat, in good light, with the whole page in view. Location and camera details are removed before the file is stored.
        </p>
        {file && !error && (
          <p className="mt-2 text-sm text-ink">
            Chosen: <strong>{file.name}</strong> ({sizeLabel(file.size)})
          </p>
        )}
      </div>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {busy && (
        <div role="status" className="space-y-1 text-sm text-muted">
          <ProgressBar label="Upload progress" value={percent} valueText={`${percent} percent uploaded`} />
          <p>{percent < 100 ? `Uploading… ${percent}%` : 'Uploaded. Starting to read it…'}</p>
        </div>
      )}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Upload aria-hidden="true" className="size-4" />}
        {busy ? 'Uploading…' : 'Upload and read'}
      </Button>
    </form>
  );
}
