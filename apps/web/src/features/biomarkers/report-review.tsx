import { Loader2 } from 'lucide-react';
import { useMemo } from 'react';
import type { LabReportDetail } from '@thrivewell/core/contracts/biomarkers-contract';
import { localToday } from '../../lib/device-time';
import { ProgressBar } from '../../ui/progress-bar';
import { useConfirmReport } from './biomarkers-api';
import { readingLabel } from './format';
import { ReviewForm } from './review-form';
import { draftFromReport } from './review-rows';
import { useLabDraft } from './use-lab-draft';

/** While the report is read in the background: its progress, announced politely as it moves. */
export function ProcessingView({ report }: { report: LabReportDetail }) {
  const label = readingLabel(report.progress, report.pages);
  return (
    <section aria-labelledby="processing-title" className="space-y-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="processing-title" className="flex items-center gap-2 text-lg font-semibold">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand" /> Reading {report.fileName ?? 'your report'}
      </h2>
      <ProgressBar label="Reading progress" value={report.progress} valueText={`${report.progress} percent read. ${label}`} />
      <p className="flex justify-between gap-3 text-sm text-ink">
        <span role="status">{label}</span>
        <span aria-hidden="true">{report.progress}%</span>
      </p>
      <p className="text-sm text-muted">This usually takes a few seconds a page (longer for photos). You can leave this page: the report keeps being read and waits for your review.</p>
    </section>
  );
}

/**
 * A read report waiting for review: the review table seeded with what was read, the page image
 * beside it, and "Confirm results". Edits survive a reload (kept per report on this device);
 * the draft is forgotten once the server has the confirmed rows.
 */
export function ReportReview({ report }: { report: LabReportDetail }) {
  const seed = useMemo(() => draftFromReport(report, localToday()), [report]);
  const state = useLabDraft(report.id, seed);
  const confirm = useConfirmReport(report.id);
  const draft = state.draft;
  if (!draft) {
    return (
      <p role="status" className="min-h-24 text-sm text-muted">
        Preparing the review…
      </p>
    );
  }
  const unsure = report.results.filter((r) => r.confidence < 0.8).length;
  return (
    <ReviewForm
      state={{ ...state, draft }}
      report={{ id: report.id, pages: report.pages }}
      title="Check what was read"
      intro={`${report.results.length} ${report.results.length === 1 ? 'row was' : 'rows were'} read${unsure ? `; ${unsure} marked “Please check”` : ''}. Compare each row with your report, correct anything that differs, remove rows you do not want and add any that were missed.`}
      submitLabel="Confirm results"
      pending={confirm.isPending}
      onSubmit={async (body) => {
        await confirm.mutateAsync(body);
        state.clear();
      }}
    />
  );
}
