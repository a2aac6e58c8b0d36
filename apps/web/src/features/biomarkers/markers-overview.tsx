import { ChevronRight, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../ui/load-error';
import { useMarkers } from './biomarkers-api';
import { FlagBadge } from './flag-badge';
import { MedicineEffects } from './marker-explanation';
import { dayLabel, rangeLabel, valueLabel } from './format';

/**
 * "Your markers at a glance": each marker's latest confirmed value with its flag (text, colour
 * and icon), its range and date, and a link to its history. Empty: how to add results.
 */
export function MarkersOverview({ pro }: { pro: boolean }) {
  const markers = useMarkers();
  return (
    <section aria-labelledby="markers-title" className="space-y-4">
      <h2 id="markers-title" className="text-xl font-semibold">
        Your markers at a glance
      </h2>
      {markers.isPending && (
        <p role="status" className="flex min-h-32 items-center justify-center gap-2 rounded-xl border border-dashed border-border p-6 text-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your markers…
        </p>
      )}
      {markers.isError && <LoadError message="Your markers could not be loaded." onRetry={() => void markers.refetch()} />}
      {markers.isSuccess && markers.data.length === 0 && (
        <div className="space-y-2 rounded-xl border border-dashed border-border p-6 text-ink">
          <p className="font-semibold">No results yet.</p>
          <p className="text-sm text-muted">
            {pro
              ? 'Upload a lab report (PDF or photo) and check what was read, or type results in by hand. Once you confirm them they appear here, each with its latest value and history.'
              : 'Type your results in by hand from any lab report — free. Uploading a PDF or photo to have it read for you is part of Wellness Pro. Once saved, each marker appears here with its latest value and history.'}
          </p>
          <div className="flex flex-wrap gap-3 pt-1 text-sm font-medium">
            {pro && (
              <Link to="/upload" className="text-brand underline underline-offset-2">
                Upload a report
              </Link>
            )}
            <Link to="/upload?entry=manual" className="text-brand underline underline-offset-2">
              Enter results by hand
            </Link>
          </div>
        </div>
      )}
      {markers.isSuccess && markers.data.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {markers.data.map((m) => (
            <li key={m.loinc} className="rounded-xl border border-border bg-surface p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold">{m.name}</h3>
                <FlagBadge flag={m.latest.flag} />
              </div>
              <p className="mt-1 text-2xl font-bold tracking-tight">{valueLabel(m.latest)}</p>
              <p className="text-sm text-muted">
                {rangeLabel(m.latest.range) ? `Range ${rangeLabel(m.latest.range)}` : 'No range given'} · {dayLabel(m.latest.collectedOn)}
              </p>
              <MedicineEffects effects={m.medicineEffects} compact />
              <Link to={`?marker=${encodeURIComponent(m.loinc)}`} className="mt-2 inline-flex min-h-10 items-center gap-1 text-sm font-medium text-brand underline underline-offset-2">
                History ({m.count} {m.count === 1 ? 'result' : 'results'})<span className="sr-only"> of {m.name}</span>
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
