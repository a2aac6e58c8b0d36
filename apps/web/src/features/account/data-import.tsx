import { DatabaseBackup, Loader2, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { unexpectedErrorMessage } from '@thrivewell/core/copy/auth-messages';
import { ApiError } from '../../lib/api-client';
import { profileKeys } from '../../lib/profile-query-keys';
import { attemptRecovery, type RecoveryAttempt } from '../../lib/profile-recovery';
import { queryClient } from '../../lib/query-client';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/text-field';
import { importDataFile, type LegacyImportResult } from './account-api';

/** An export file holds every table, so it may be large; only its legacy part is sent (see importPayload). */
export const maxImportFileBytes = 5 * 1024 * 1024;

export const importErrors = {
  noFile: 'Choose the data file to import first.',
  wrongType: 'Choose a .json file: the data file you downloaded with "Download my data".',
  tooBig: 'This file is larger than 5 MB. Choose the data file you downloaded from this page.',
  invalidJson: 'This file is not valid JSON, so it cannot be imported. Choose the data file you downloaded from this page, unchanged.',
} as const;

/** The first problem with a chosen file, or null when it may be read. */
export function checkDataFile(file: File | null | undefined): string | null {
  if (!file) return importErrors.noFile;
  const isJson = file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';
  if (!isJson) return importErrors.wrongType;
  if (file.size > maxImportFileBytes) return importErrors.tooBig;
  return null;
}

/**
 * What is sent for a parsed file: of an account export, only its `user_details` rows (the
 * server reads nothing else, and takes at most 512 KiB); any other JSON as it is.
 */
export function importPayload(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const tables = (data as { tables?: unknown }).tables;
  if (!tables || typeof tables !== 'object' || Array.isArray(tables)) return data;
  return { tables: { user_details: (tables as { user_details?: unknown }).user_details ?? [] } };
}

async function readJson(file: File): Promise<{ ok: true; data: unknown } | { ok: false }> {
  try {
    return { ok: true, data: JSON.parse(await file.text()) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Import a previously downloaded data file (issue 5): the health questionnaire inside it is
 * written as the user's earlier data (user_details), and when it can fill the health profile,
 * 'Recover My Data' moves it in with the same messages as the Previous Data Found card.
 */
export function DataImport() {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LegacyImportResult | null>(null);
  const [recovering, setRecovering] = useState(false);
  const [recovery, setRecovery] = useState<RecoveryAttempt | null>(null);

  function choose(next: File | null) {
    setFile(next);
    setResult(null);
    setRecovery(null);
    setError(next ? checkDataFile(next) : null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = checkDataFile(file);
    if (problem || !file) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const parsed = await readJson(file);
      if (!parsed.ok) {
        setError(importErrors.invalidJson);
        return;
      }
      setResult(await importDataFile(importPayload(parsed.data)));
      void queryClient.invalidateQueries({ queryKey: profileKeys.status });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : unexpectedErrorMessage);
    } finally {
      setBusy(false);
    }
  }

  async function recover() {
    setRecovering(true);
    try {
      const attempt = await attemptRecovery(true); // /account renders only for a signed-in user; a 401 still reads as signed out
      setRecovery(attempt);
      if (attempt.recovered) void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    } finally {
      setRecovering(false);
    }
  }

  return (
    <section aria-labelledby="import-title" className="space-y-4">
      <h2 id="import-title" className="text-lg font-semibold">
        Import my data
      </h2>
      <p className="text-sm text-muted">
        Import a previously downloaded data file. We read the health questionnaire saved in it, and can use it to fill in your health profile.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-ink">
            Data file
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".json,application/json"
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            className="mt-1.5 block w-full text-sm text-ink file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-border file:bg-surface-2 file:px-4 file:font-semibold file:text-ink"
          />
          <p id={hintId} className="mt-1.5 text-sm text-muted">
            A .json file of up to 5 MB, downloaded with &quot;Download my data&quot;.
          </p>
        </div>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Upload aria-hidden="true" className="size-4" />}
          {busy ? 'Importing...' : 'Import data file'}
        </Button>
      </form>
      {result && (
        <FormMessage tone="success">
          {result.recoveryOffered
            ? 'Your data file was imported. It holds health information your profile does not have yet: recover it to fill in your profile. Sections you have already filled in are kept as they are.'
            : 'Your data file was imported. Your health profile is already filled in, so there is nothing to recover.'}
        </FormMessage>
      )}
      {result?.recoveryOffered && !recovery?.recovered && (
        <Button onClick={() => void recover()} disabled={recovering} aria-busy={recovering}>
          {recovering ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <DatabaseBackup aria-hidden="true" className="size-4" />}
          {recovering ? 'Recovering Data...' : 'Recover My Data'}
        </Button>
      )}
      {recovery && <FormMessage tone={recovery.tone}>{recovery.text}</FormMessage>}
    </section>
  );
}
