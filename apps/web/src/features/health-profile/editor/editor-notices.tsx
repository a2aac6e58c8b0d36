import { AlertTriangle, XCircle } from 'lucide-react';
import { useId } from 'react';
import { editorTexts } from '../profile-editor-rules';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { Button } from '../../../ui/button';
import type { EditorSaveFailure } from './use-editor-save';

/** P2-EDIT-11: the amber list of what the integrity check found after the last save. */
export function ValidationIssues({ issues }: { issues: readonly string[] }) {
  const titleId = useId();
  if (issues.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-warning/40 bg-warning-soft p-4 text-sm text-ink">
      <h4 id={titleId} className="flex items-center gap-2 font-semibold text-warning">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        {editorTexts.validationIssuesTitle}
      </h4>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Why the last save did not go through, inside the dialog: the dialog is modal, so the toast
 * outside it is neither reachable by keyboard nor read out while it is open. A refused save
 * lists its reasons; a save that threw says the data is backed up and offers Retry Now.
 */
export function SaveFailure({ failure, onRetry }: { failure: EditorSaveFailure | null; onRetry: () => void }) {
  if (!failure || failure.outcome === 'conflict') return null;
  const threw = failure.outcome === 'threw';
  return (
    <div role="alert" className="space-y-2 rounded-xl border border-danger/40 bg-danger-soft p-4 text-sm text-ink">
      <p className="flex items-center gap-2 font-semibold">
        <XCircle aria-hidden="true" className="size-4 shrink-0 text-danger" />
        {threw ? profileMessages.sectionSaveError : profileMessages.sectionSaveFailed}
      </p>
      {threw && <p>{profileMessages.hookSaveFailed.description}</p>}
      {failure.errors.length > 0 && (
        <ul className="list-disc space-y-1 pl-6">
          {failure.errors.map((e) => (
            <li key={`${e.field}-${e.message}`}>{e.message}</li>
          ))}
        </ul>
      )}
      {threw && (
        <Button variant="secondary" onClick={onRetry}>
          {profileMessages.stepSaveFailed.action}
        </Button>
      )}
    </div>
  );
}
