import { useMemo, useState } from 'react';
import type { LabReportDetail } from '@thrivewell/core/contracts/biomarkers-contract';
import { localToday } from '../../lib/device-time';
import { SaveStatus } from '../../ui/save-status';
import { useManualReport } from './biomarkers-api';
import { ConfirmedResults } from './confirmed-results';
import { ReviewForm } from './review-form';
import { emptyRow, type LabDraft } from './review-rows';
import { useLabDraft } from './use-lab-draft';

/**
 * Typing results in by hand (free): the same table as the upload review, starting with one
 * empty row, with marker-name suggestions. Saved results are confirmed at once and shown with
 * their flags; the draft is kept on the device until then.
 */
export function ManualEntry() {
  const seed = useMemo<LabDraft>(() => ({ collectedOn: localToday(), rows: [emptyRow()] }), []);
  const state = useLabDraft('manual', seed);
  const save = useManualReport();
  const [saved, setSaved] = useState<LabReportDetail | null>(null);
  const draft = state.draft;

  return (
    <div className="space-y-6">
      {draft ? (
        <ReviewForm
          state={{ ...state, draft }}
          title="Enter results by hand"
          intro="Type each result as it is printed on your report: the marker’s name (suggestions appear as you type), the result, its unit and the lab’s reference range. Add a row for each marker."
          submitLabel="Save results"
          pending={save.isPending}
          onSubmit={async (body) => {
            const report = await save.mutateAsync({ ...body, kind: 'blood' });
            state.clear();
            setSaved(report);
          }}
        />
      ) : (
        <p role="status" className="min-h-24 text-sm text-muted">
          Preparing the form…
        </p>
      )}
      <SaveStatus outcome={saved ? { status: 'saved' } : null} savedText={saved ? `Saved ${saved.results.length} ${saved.results.length === 1 ? 'result' : 'results'}.` : ''} />
      {saved && <ConfirmedResults report={saved} />}
    </div>
  );
}
