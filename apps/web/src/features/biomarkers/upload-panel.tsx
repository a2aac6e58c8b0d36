import { AlertTriangle, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useSubscription } from '../../lib/use-tier';
import { Button, buttonClass } from '../../ui/button';
import { Disclaimer } from '../../ui/disclaimer';
import { LoadError } from '../../ui/load-error';
import { useReport } from './biomarkers-api';
import { ConfirmedResults } from './confirmed-results';
import { statusLabels } from './format';
import { ManualEntry } from './manual-entry';
import { ProUpsell } from './pro-upsell';
import { ProcessingView, ReportReview } from './report-review';
import { UploadStart } from './upload-start';

/**
 * /upload and /blood-test-upload (W2-F). Wellness Pro: choose a report → upload → it is read in
 * the background (progress) → review table → confirmed results. The report's id is kept in the
 * address (`?report=`), so a reload, or a report opened from /wellness/biomarkers, resumes where
 * it was. Free: what Pro adds, and typing results in by hand (`?entry=manual` opens it for anyone).
 */
export function UploadPanel() {
  const [params, setParams] = useSearchParams();
  const reportId = params.get('report');
  const manual = params.get('entry') === 'manual';
  const sub = useSubscription();
  const pro = sub.simplifiedTier === 'paid';

  if (reportId) {
    return (
      <div className="space-y-8">
        <Disclaimer level="advanced" />
        <ReportStage id={reportId} onRestart={(entry) => setParams(entry ? { entry } : {})} />
      </div>
    );
  }

  // The notice comes first: below the plan check it would jump down when the page's body arrives.
  return (
    <div className="space-y-8">
      <Disclaimer level="advanced" />
      {sub.loading ? (
        <p role="status" className="flex min-h-40 items-center gap-2 text-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Checking your plan…
        </p>
      ) : pro && !manual ? (
        <section aria-labelledby="upload-title" className="space-y-4">
          <h2 id="upload-title" className="text-xl font-semibold">
            Upload a lab report
          </h2>
          <UploadStart initialKind={params.get('kind') === 'urine' ? 'urine' : 'blood'} onUploaded={(id) => setParams({ report: id })} />
          <p className="text-sm text-muted">
            No file?{' '}
            <Link to={{ search: '?entry=manual' }} className="font-medium text-brand underline underline-offset-2">
              Enter results by hand
            </Link>
          </p>
        </section>
      ) : (
        <>
          {!pro && <ProUpsell />}
          {pro && (
            <p className="text-sm">
              <Link to={{ search: '' }} className="font-medium text-brand underline underline-offset-2">
                Upload a report instead
              </Link>
            </p>
          )}
          <ManualEntry />
        </>
      )}
    </div>
  );
}

/** One uploaded report, at whatever stage it is: being read, to review, confirmed or failed. */
function ReportStage({ id, onRestart }: { id: string; onRestart: (entry?: 'manual') => void }) {
  const report = useReport(id);
  const data = report.data;
  const headingRef = useRef<HTMLParagraphElement>(null);
  const status = data?.status;
  // When the stage changes (read → review → confirmed), focus moves to it for keyboard and screen-reader users.
  useEffect(() => {
    if (status && status !== 'processing') headingRef.current?.focus();
  }, [status]);

  if (report.isPending) {
    return (
      <p role="status" className="flex min-h-40 items-center gap-2 text-muted">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your report…
      </p>
    );
  }
  if (report.isError) {
    const missing = report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 400);
    return missing ? (
      <div className="space-y-3">
        <p role="alert">That report was not found. It may have been deleted.</p>
        <Button variant="secondary" onClick={() => onRestart()}>
          Upload a report
        </Button>
      </div>
    ) : (
      <LoadError message="Your report could not be loaded." onRetry={() => void report.refetch()} />
    );
  }
  const r = report.data;
  return (
    <div className="space-y-6">
      <p ref={headingRef} tabIndex={-1} className="text-sm text-muted outline-none">
        {r.fileName ?? 'Your report'} · {statusLabels[r.status]}
      </p>
      {r.status === 'processing' && <ProcessingView report={r} />}
      {r.status === 'needs_review' && <ReportReview report={r} />}
      {r.status === 'confirmed' && (
        <>
          <ConfirmedResults report={r} />
          <div className="flex flex-wrap gap-3">
            <Link to="/wellness/biomarkers" className={buttonClass('primary')}>
              See your markers
            </Link>
            <Button variant="secondary" onClick={() => onRestart()}>
              Upload another report
            </Button>
          </div>
        </>
      )}
      {r.status === 'failed' && (
        <div role="alert" className="space-y-3 rounded-xl border border-danger/40 bg-danger-soft p-4">
          <p className="flex items-start gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> This report could not be read.
          </p>
          <p>{r.error ?? 'The file could not be read.'}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => onRestart()}>Try again</Button>
            <Button variant="secondary" onClick={() => onRestart('manual')}>
              Enter by hand
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
