import { Link } from 'react-router';
import type { LabReportDetail } from '@thrivewell/core/contracts/biomarkers-contract';
import { FlagBadge, flagSourceLabels } from './flag-badge';
import { dayLabel, rangeLabel, valueLabel } from './format';

/**
 * A confirmed report's results, now interpreted: each value with its flag (text, colour and icon)
 * and where the flag came from — the lab's flag, the lab's range, a typical adult range (said so),
 * or none. Educational, not a diagnosis.
 */
export function ConfirmedResults({ report }: { report: LabReportDetail }) {
  return (
    <section aria-labelledby="confirmed-results-title" className="space-y-4">
      <div>
        <h2 id="confirmed-results-title" className="text-xl font-semibold">
          Your confirmed results
        </h2>
        <p className="text-sm text-muted">
          {report.collectedOn ? `Sample taken ${dayLabel(report.collectedOn)}` : 'Sample date not given'} · {report.results.length} {report.results.length === 1 ? 'result' : 'results'}
        </p>
      </div>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Confirmed results with their flags</caption>
          <thead className="bg-surface-2 text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Marker</th>
              <th scope="col" className="px-3 py-2 font-semibold">Result</th>
              <th scope="col" className="px-3 py-2 font-semibold">Range</th>
              <th scope="col" className="px-3 py-2 font-semibold">Flag</th>
            </tr>
          </thead>
          <tbody>
            {report.results.map((r) => (
              <tr key={r.rowId} className="border-t border-border align-top">
                <th scope="row" className="px-3 py-2 font-medium">
                  {r.loinc ? (
                    <Link to={`/wellness/biomarkers?marker=${encodeURIComponent(r.loinc)}`} className="text-brand underline underline-offset-2">
                      {r.name}
                    </Link>
                  ) : (
                    r.name
                  )}
                </th>
                <td className="px-3 py-2">{valueLabel(r)}</td>
                <td className="px-3 py-2">{rangeLabel(r.range) || '—'}</td>
                <td className="px-3 py-2">
                  <FlagBadge flag={r.flag} />
                  {r.flagSource !== 'none' && <span className="mt-1 block text-xs text-muted">From {flagSourceLabels[r.flagSource]}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
