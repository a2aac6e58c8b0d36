import { Badge, type BadgeTone } from '../../../ui/badge';
import type { MarkerStatus, SampleMarker } from './sample-data';

const statusTone: Record<MarkerStatus, BadgeTone> = { 'in-range': 'success', above: 'warning', flag: 'warning' };

/** One results table (blood or urine dipstick) with reference ranges and a source per marker. */
export function BiomarkerTable({ caption, markers }: { caption: string; markers: SampleMarker[] }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="px-5 pt-4 pb-2 text-left text-base font-semibold">{caption}</caption>
        <thead className="border-b border-border bg-surface-2 text-muted">
          <tr>
            <th scope="col" className="px-5 py-2 font-semibold">Marker</th>
            <th scope="col" className="px-3 py-2 font-semibold">Result</th>
            <th scope="col" className="px-3 py-2 font-semibold">Reference range</th>
            <th scope="col" className="px-3 py-2 font-semibold">Status</th>
            <th scope="col" className="px-5 py-2 font-semibold">Source</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {markers.map((m) => (
            <tr key={m.name}>
              <th scope="row" className="px-5 py-2.5 font-medium">{m.name}</th>
              <td className="px-3 py-2.5 tabular-nums">{m.value}</td>
              <td className="px-3 py-2.5 text-muted">{m.range}</td>
              <td className="px-3 py-2.5">
                <Badge tone={statusTone[m.status]}>{m.statusLabel}</Badge>
              </td>
              <td className="px-5 py-2.5">
                <a href={m.source.url} target="_blank" rel="noopener noreferrer" className="text-brand underline underline-offset-2 hover:text-brand-strong">
                  {m.source.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
