import { CheckCircle2, FileUp, Loader2, Upload, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { useSessionDraft } from '../../lib/session-draft';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/text-field';
import { checkRecipeFile, importRecipes, previewRecipes, recipeFileErrors, recipeLibraryKey, type RecipeImportReport, type RecipeImportResult } from './admin-recipes-api';

type Source = { kind: 'file'; name: string; text: string } | { kind: 'paste' };
type Stage =
  | { step: 'choose' }
  | { step: 'previewing' }
  | { step: 'preview'; report: RecipeImportReport }
  | { step: 'importing'; report: RecipeImportReport }
  | { step: 'done'; result: RecipeImportResult };

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
/** Pasted text is kept in the tab's session storage (nothing typed is lost on a reload) up to this size. */
const draftLimit = 200_000;

/**
 * Choose a JSON or CSV file (or paste it) → preview: every line valid or not, with the reasons;
 * nothing saved → "Import N valid recipes" → what was written. Focus moves to the preview and
 * the result as they appear; every message is announced.
 */
export function RecipeImport() {
  const fileId = useId();
  const fileHintId = useId();
  const pasteId = useId();
  const pasteHintId = useId();
  const previewHeadingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState<Source>({ kind: 'paste' });
  const [draft, setDraft, clearDraft] = useSessionDraft<{ text: string }>('admin-recipes-paste', { text: '' });
  const [pasted, setPasted] = useState(draft.text);
  const [error, setError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const busy = stage.step === 'previewing' || stage.step === 'importing';

  useEffect(() => {
    if (stage.step === 'preview') document.getElementById(previewHeadingId)?.focus();
    if (stage.step === 'done') resultRef.current?.focus();
  }, [stage.step, previewHeadingId]);

  async function choose(file: File | null) {
    if (busy) return;
    setStage({ step: 'choose' });
    if (!file) {
      setSource({ kind: 'paste' });
      setError(null);
      return;
    }
    const problem = checkRecipeFile(file);
    if (problem) {
      setSource({ kind: 'paste' });
      setError(problem);
      return;
    }
    try {
      setSource({ kind: 'file', name: file.name, text: await file.text() });
      setError(null);
    } catch {
      setError(recipeFileErrors.unreadable);
    }
  }

  function changePaste(text: string) {
    setPasted(text);
    setDraft({ text: text.length <= draftLimit ? text : '' });
    if (stage.step !== 'choose' && source.kind === 'paste') setStage({ step: 'choose' });
  }

  const content = source.kind === 'file' ? source.text : pasted;
  const filename = source.kind === 'file' ? source.name : undefined;

  async function send(mode: 'preview' | 'import') {
    if (content.trim() === '') {
      setError(recipeFileErrors.empty);
      fileRef.current?.focus();
      return;
    }
    const report = stage.step === 'preview' ? stage.report : null;
    setError(null);
    setStage(mode === 'import' && report ? { step: 'importing', report } : { step: 'previewing' });
    try {
      if (mode === 'preview') {
        setStage({ step: 'preview', report: await previewRecipes(content, filename) });
      } else {
        const result = await importRecipes(content, filename);
        setStage({ step: 'done', result });
        if (source.kind === 'paste') {
          clearDraft();
          setPasted('');
        }
        void queryClient.invalidateQueries({ queryKey: recipeLibraryKey });
      }
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The recipes could not be sent. Check your connection and try again.');
      setStage(report ? { step: 'preview', report } : { step: 'choose' });
    }
  }

  const report = stage.step === 'preview' || stage.step === 'importing' ? stage.report : null;

  return (
    <section aria-labelledby="recipe-import-title" className="space-y-4">
      <h2 id="recipe-import-title" className="text-xl font-semibold">
        Import recipes
      </h2>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void send('preview');
        }}
        noValidate
        className="space-y-4"
      >
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-ink">
            Recipe file (JSON or CSV)
          </label>
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            aria-describedby={fileHintId}
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
            className="mt-1.5 block w-full text-sm text-ink file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-border file:bg-surface-2 file:px-4 file:font-semibold file:text-ink"
          />
          <p id={fileHintId} className="mt-1.5 text-sm text-muted">
            {source.kind === 'file' ? `Chosen: ${source.name} (${plural(Math.ceil(source.text.length / 1024), 'KB', 'KB')}). Clear the choice to use pasted text.` : 'Up to 2 MB and 500 recipes. The format is described below.'}
          </p>
        </div>
        <div>
          <label htmlFor={pasteId} className="block text-sm font-medium text-ink">
            Or paste the recipes
          </label>
          <textarea
            id={pasteId}
            value={pasted}
            onChange={(e) => changePaste(e.target.value)}
            disabled={source.kind === 'file'}
            aria-describedby={pasteHintId}
            rows={6}
            spellCheck={false}
            className="mt-1.5 block w-full rounded-lg border border-border bg-surface px-3 py-2 font-mono text-sm text-ink disabled:opacity-60"
          />
          <p id={pasteHintId} className="mt-1.5 text-sm text-muted">
            {source.kind === 'file' ? 'A file is chosen, so the pasted text is not used.' : 'A JSON array or CSV with the header row, exactly as in a file.'}
          </p>
        </div>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        {stage.step !== 'importing' && (
          <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <FileUp aria-hidden="true" className="size-4" />}
            {busy ? 'Checking the recipes…' : 'Preview'}
          </Button>
        )}
      </form>

      {report && (
        <div className="space-y-4">
          <RecipePreview report={report} headingId={previewHeadingId} />
          {report.valid > 0 ? (
            <Button onClick={() => void send('import')} disabled={busy} aria-busy={busy}>
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <Upload aria-hidden="true" className="size-4" />}
              {busy ? 'Importing…' : `Import ${plural(report.valid, 'valid recipe')}`}
            </Button>
          ) : (
            <FormMessage tone="info">No recipe in this file is valid: fix the lines listed above and preview again.</FormMessage>
          )}
        </div>
      )}

      {stage.step === 'done' && (
        <div ref={resultRef} tabIndex={-1} className="outline-none">
          <FormMessage tone="success">
            Imported {plural(stage.result.imported, 'recipe')} ({stage.result.created.toLocaleString('en')} new, {stage.result.replaced.toLocaleString('en')} replaced).
            {stage.result.skipped > 0 ? ` ${plural(stage.result.skipped, 'invalid recipe')} skipped.` : ''} The import was recorded in the audit log.
          </FormMessage>
        </div>
      )}
    </section>
  );
}

/** Every line of the file: valid, or invalid with each reason and its field. A table, readable line by line. */
export function RecipePreview({ report, headingId }: { report: RecipeImportReport; headingId: string }) {
  const where = report.format === 'csv' ? 'Line' : 'Item';
  return (
    <div className="space-y-3">
      <h3 id={headingId} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        Preview: {plural(report.total, 'recipe')} in this {report.format.toUpperCase()} file
      </h3>
      <p role="status" className="text-sm text-ink">
        {plural(report.valid, 'recipe')} valid, {plural(report.invalid, 'recipe')} invalid. Nothing has been saved yet{report.invalid > 0 ? '; invalid recipes are skipped on import' : ''}.
      </p>
      <div role="region" aria-label="Recipes in the file" tabIndex={0} className="max-h-[32rem] overflow-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Each recipe of the file, valid or invalid, with the reasons</caption>
          <thead className="sticky top-0 bg-surface-2 text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {where}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Recipe
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {report.lines.map((l) => (
              <tr key={l.line} className="border-t border-border align-top">
                <td className="px-3 py-2 tabular-nums text-muted">{l.line}</td>
                <td className="px-3 py-2">
                  <span className="block font-medium break-words text-ink">{l.title ?? '(no title)'}</span>
                  {l.id && <code className="text-xs break-all text-muted">{l.id}</code>}
                </td>
                <td className="px-3 py-2">
                  {l.valid ? (
                    <span className="inline-flex items-center gap-1.5 text-success">
                      <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
                      {l.replaces ? 'Valid (replaces the recipe with this id)' : 'Valid'}
                    </span>
                  ) : (
                    <div>
                      <span className="inline-flex items-center gap-1.5 font-medium text-danger">
                        <XCircle aria-hidden="true" className="size-4 shrink-0" />
                        Invalid
                      </span>
                      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
                        {l.errors.map((e, i) => (
                          <li key={i}>
                            {e.field ? <span className="font-medium">{e.field}: </span> : null}
                            {e.message}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
