import { FileText, Loader2, PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LabReportStatus } from '@thrivewell/core/contracts/biomarkers-contract';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { LoadError } from '../../ui/load-error';
import { SaveStatus } from '../../ui/save-status';
import { useDeleteReport, useReports, type LabReportSummary } from './biomarkers-api';
import { dayLabel, statusLabels } from './format';

const statusTones: Record<LabReportStatus, BadgeTone> = { processing: 'brand', needs_review: 'accent', confirmed: 'neutral', failed: 'danger' };

const dangerButton =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-danger px-4 py-2 text-sm font-semibold text-on-brand disabled:cursor-not-allowed disabled:opacity-60';

const reportName = (r: LabReportSummary) => r.fileName ?? (r.source === 'manual' ? 'Entered by hand' : 'Lab report');

/**
 * The person's past reports, newest first: name, dates, status (text, not colour alone), a link
 * to open or review it, and delete behind a confirm dialog (the report's results and files go).
 */
export function ReportsList() {
  const reports = useReports();
  const remove = useDeleteReport();
  const [doomed, setDoomed] = useState<LabReportSummary | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!doomed) return;
    const name = reportName(doomed);
    remove.mutate(doomed.id, {
      onSuccess: () => {
        setDeleted(name);
        setDoomed(null);
      },
    });
  };

  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <h2 id="reports-title" className="text-xl font-semibold">
        Your reports
      </h2>
      {reports.isPending && (
        <p role="status" className="flex min-h-20 items-center gap-2 text-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your reports…
        </p>
      )}
      {reports.isError && <LoadError message="Your reports could not be loaded." onRetry={() => void reports.refetch()} />}
      {reports.isSuccess && reports.data.length === 0 && <p className="text-sm text-muted">No reports yet. Reports you upload or enter by hand are listed here.</p>}
      {reports.isSuccess && reports.data.length > 0 && (
        <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
          {reports.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-3 p-3">
              {r.source === 'manual' ? <PenLine aria-hidden="true" className="size-5 shrink-0 text-muted" /> : <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{reportName(r)}</p>
                <p className="text-sm text-muted">
                  {r.collectedOn ? `Sample ${dayLabel(r.collectedOn)}` : `Added ${dayLabel(r.createdAt.slice(0, 10))}`} · {r.resultCount} {r.resultCount === 1 ? 'result' : 'results'}
                </p>
              </div>
              <Badge tone={statusTones[r.status]}>{statusLabels[r.status]}</Badge>
              <div className="flex gap-1">
                <Link to={`/upload?report=${encodeURIComponent(r.id)}`} aria-label={`${r.status === 'needs_review' ? 'Review' : 'Open'} ${reportName(r)}`} className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand hover:bg-surface-2">
                  {r.status === 'needs_review' ? 'Review' : 'Open'}
                </Link>
                <Button variant="ghost" onClick={() => setDoomed(r)} aria-label={`Delete ${reportName(r)}`}>
                  <Trash2 aria-hidden="true" className="size-4" /> Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <SaveStatus outcome={deleted ? { status: 'saved' } : null} savedText={deleted ? `Deleted ${deleted}.` : ''} />

      <Dialog open={!!doomed} onOpenChange={(open) => !open && !remove.isPending && setDoomed(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this report?</DialogTitle>
            <DialogDescription>
              {doomed ? `${reportName(doomed)} and its ${doomed.resultCount} ${doomed.resultCount === 1 ? 'result' : 'results'} will be deleted, with the uploaded file. This cannot be undone.` : ''}
            </DialogDescription>
          </DialogHeader>
          {remove.isError && (
            <p role="alert" className="mt-3 text-sm font-medium text-danger">
              {remove.error.message}
            </p>
          )}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setDoomed(null)} disabled={remove.isPending}>
              Keep it
            </Button>
            <button type="button" onClick={confirmDelete} disabled={remove.isPending} aria-busy={remove.isPending} className={dangerButton}>
              {remove.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
              Delete report
            </button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
