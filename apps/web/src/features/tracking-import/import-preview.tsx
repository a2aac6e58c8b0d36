import type { TrackingImportResult } from './tracking-import-api';

const formatNames: Record<TrackingImportResult['format'], string> = { daylio: 'Daylio export', bearable: 'Bearable export', thrivewell: 'Thrivewell tracking CSV' };
const kindNames = { mood: 'Mood', symptom: 'Symptom', daily: 'Daily log' } as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** What the file holds before anything is saved: the format, the counts, the first rows and every refused line. */
export function ImportPreview({ result, headingId }: { result: TrackingImportResult; headingId: string }) {
  const { byKind } = result;
  return (
    <div className="space-y-4">
      <h3 id={headingId} tabIndex={-1} className="text-base font-semibold text-ink outline-none">
        Preview: {formatNames[result.format]}
      </h3>
      <ul className="grid gap-1 text-sm text-ink sm:grid-cols-2">
        <li>{plural(byKind.mood, 'mood entry', 'mood entries')}</li>
        <li>{plural(byKind.symptom, 'symptom entry', 'symptom entries')}</li>
        <li>{plural(byKind.daily, 'day', 'days')} of the daily log</li>
        <li>{plural(result.skipped, 'row')} skipped</li>
      </ul>
      {result.skippedReasons.length > 0 && (
        <details className="text-sm text-muted">
          <summary className="cursor-pointer font-medium text-ink">Why rows are skipped</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {result.skippedReasons.map((r) => (
              <li key={r.reason}>
                {r.reason}: {r.count.toLocaleString('en')}
              </li>
            ))}
          </ul>
        </details>
      )}
      {result.preview.length > 0 && (
        <div role="region" aria-label="First entries in the file" tabIndex={0} className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The first {result.preview.length} entries in the file</caption>
            <thead className="bg-surface-2 text-ink">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Line</th>
                <th scope="col" className="px-3 py-2 font-semibold">Date</th>
                <th scope="col" className="px-3 py-2 font-semibold">Kind</th>
                <th scope="col" className="px-3 py-2 font-semibold">Entry</th>
              </tr>
            </thead>
            <tbody>
              {result.preview.map((row) => (
                <tr key={`${row.line}-${row.kind}`} className="border-t border-border">
                  <td className="px-3 py-2 tabular-nums text-muted">{row.line}</td>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                    {row.date}
                    {row.time ? ` ${row.time}` : ''}
                  </td>
                  <td className="px-3 py-2">{kindNames[row.kind]}</td>
                  <td className="px-3 py-2">{row.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.errorCount > 0 && <LineErrors result={result} />}
    </div>
  );
}

function LineErrors({ result }: { result: TrackingImportResult }) {
  return (
    <div role="region" aria-label="Lines that cannot be imported" className="rounded-xl border border-danger/40 bg-danger-soft p-3 text-sm text-ink">
      <p className="font-semibold">
        {plural(result.errorCount, 'line')} cannot be imported; the rest can.
        {result.errorCount > result.errors.length ? ` The first ${result.errors.length} are listed.` : ''}
      </p>
      <ul tabIndex={0} aria-label="Line errors" className="mt-2 max-h-60 space-y-1 overflow-y-auto">
        {result.errors.map((e) => (
          <li key={`${e.line}-${e.message}`}>
            <span className="font-medium">Line {e.line}:</span> {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
