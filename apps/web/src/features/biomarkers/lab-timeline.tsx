import { Info, Loader2, Sparkles } from 'lucide-react';
import { Suspense, lazy, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { useLabTimeline, type LabTimeline } from './biomarkers-api';
import { dayLabel } from './format';
import { chartSeries, daysBefore, localToday, timelineEvents, timelineMarkers, timelinePeriods, type TimelineEventKind } from './timeline-model';

const TimelineChart = lazy(() => import('./timeline-chart'));

const notCause = 'Shown together, not a cause: things on the same days are not proof that one led to the other. Talk to your clinician before changing a medicine.';
const kindWords: Record<TimelineEventKind, string> = { lab: 'Lab result', symptom: 'Symptom', medicine: 'Medicine' };
const selectClass = 'min-h-10 rounded-lg border border-border bg-surface px-3 text-sm text-ink';

/** Free plan: what the timeline adds, and where to get it. */
function TimelineUpsell() {
  return (
    <div className="space-y-3 rounded-2xl border border-border bg-surface-2 p-5">
      <p className="flex gap-2 text-sm text-ink">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        With Wellness Pro, your lab results, the symptoms you log and the days you started or stopped a medicine appear on one timeline, so you can look at them side by side with your clinician.
      </p>
      <Link to="/pricing" className={buttonClass('secondary')}>
        See Wellness Pro plans
      </Link>
    </div>
  );
}

function describe(t: LabTimeline, markerName: string | null, series: ReturnType<typeof chartSeries>): string {
  const parts = [
    markerName ? `${markerName}: ${series.values.length} ${series.values.length === 1 ? 'value' : 'values'}` : 'No marker chosen',
    `${series.severity.length} ${series.severity.length === 1 ? 'day' : 'days'} with symptoms (highest severity, right axis 0 to 10)`,
    `${series.lines.length} medicine ${series.lines.length === 1 ? 'start or stop' : 'starts and stops'} as vertical lines`,
  ];
  return `Timeline from ${dayLabel(t.from)} to ${dayLabel(t.to)}. ${parts.join('; ')}. Shown together, not a cause. Every event is in the table below.`;
}

function TimelineBody({ timeline }: { timeline: LabTimeline }) {
  const markers = useMemo(() => timelineMarkers(timeline), [timeline]);
  const [chosen, setChosen] = useState<string | null>(null);
  const loinc = chosen && markers.some((m) => m.loinc === chosen) ? chosen : (markers[0]?.loinc ?? null);
  const markerName = markers.find((m) => m.loinc === loinc)?.name ?? null;
  const series = useMemo(() => chartSeries(timeline, loinc), [timeline, loinc]);
  const events = useMemo(() => timelineEvents(timeline), [timeline]);
  const markerId = useId();

  if (events.length === 0) {
    return <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">Nothing in this period yet: confirmed lab results, logged symptoms and cabinet changes will appear here.</p>;
  }
  return (
    <div className="space-y-4">
      {markers.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={markerId} className="text-sm font-medium">
            Marker on the chart
          </label>
          <select id={markerId} className={selectClass} value={loinc ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {markers.map((m) => (
              <option key={m.loinc} value={m.loinc}>
                {m.name} ({m.count})
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm text-muted">No lab results in this period: the chart shows symptoms and medicines only.</p>
      )}
      <Suspense fallback={<div className="h-72 rounded-xl bg-surface-2" aria-hidden="true" />}>
        <TimelineChart series={series} markerName={markerName} from={timeline.from} to={timeline.to} tickLabel={dayLabel} description={describe(timeline, markerName, series)} />
      </Suspense>
      <ul aria-label="Chart key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {markerName && <li><span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-brand align-middle" />{markerName}{series.unit ? ` (${series.unit}, left)` : ' (left)'}</li>}
        <li><span aria-hidden="true" className="mr-1 inline-block size-2.5 bg-warning align-middle" />Highest symptom severity that day (1–10, right)</li>
        <li><span aria-hidden="true" className="mr-1 inline-block h-3 w-0.5 bg-success align-middle" />Medicine started</li>
        <li><span aria-hidden="true" className="mr-1 inline-block h-3 w-0.5 border-l-2 border-dashed border-danger align-middle" />Medicine stopped</li>
      </ul>
      <div className="max-h-96 overflow-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label="Timeline events by date">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Every lab result, symptom and medicine change of the period, oldest first. Shown together, not a cause.</caption>
          <thead className="sticky top-0 bg-surface-2">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Date</th>
              <th scope="col" className="px-3 py-2 font-semibold">Type</th>
              <th scope="col" className="px-3 py-2 font-semibold">What</th>
              <th scope="col" className="px-3 py-2 font-semibold">Detail</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e, i) => (
              <tr key={`${e.day}-${e.kind}-${i}`} className="border-t border-border">
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium">{dayLabel(e.day)}</th>
                <td className="px-3 py-2 text-muted">{kindWords[e.kind]}</td>
                <td className="px-3 py-2">{e.what}</td>
                <td className="px-3 py-2">{e.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The Timeline section of /wellness/biomarkers (W2-F, Wellness Pro "blood and urine
 * correlations"): a marker's values, symptom severity and medicine starts and stops on one date
 * axis, with every event in a table as well. It never says one thing caused another. On the free
 * plan it says what Pro adds instead (and asks the server for nothing).
 */
export function LabTimelineSection({ pro, planKnown }: { pro: boolean; planKnown: boolean }) {
  const [days, setDays] = useState<number>(timelinePeriods[0].days);
  const from = useMemo(() => daysBefore(localToday(), days), [days]);
  const timeline = useLabTimeline(from, pro);
  const periodId = useId();

  return (
    <section aria-labelledby="lab-timeline-title" className="space-y-4">
      <h2 id="lab-timeline-title" className="text-xl font-semibold">
        Timeline
      </h2>
      <p className="flex gap-2 rounded-xl bg-surface-2 p-3 text-sm text-ink">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        {notCause}
      </p>
      {!planKnown ? null : !pro ? (
        <TimelineUpsell />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={periodId} className="text-sm font-medium">
              Period
            </label>
            <select id={periodId} className={selectClass} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {timelinePeriods.map((p) => (
                <option key={p.days} value={p.days}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          {timeline.isPending ? (
            <p role="status" className="flex min-h-40 items-center justify-center gap-2 text-muted">
              <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your timeline…
            </p>
          ) : timeline.isError ? (
            <LoadError message="Your timeline could not be loaded." onRetry={() => void timeline.refetch()} />
          ) : (
            <TimelineBody timeline={timeline.data} />
          )}
        </>
      )}
    </section>
  );
}
