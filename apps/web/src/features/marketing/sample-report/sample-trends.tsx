import { lazy, Suspense } from 'react';
import { sampleHabits, sampleMoodWeeks } from './sample-data';
import type { TrendBarsProps } from './sample-trend-bars';

// The chart library loads with the charts, never with the page's first script.
const TrendBars = lazy(() => import('./sample-trend-bars'));

/** Every chart has four bars: 144 px (h-36), reserved while the chart's script loads. */
const chartHeight = 144;

/** A chart with its values as text for screen readers; the same height is kept while it loads. */
function TrendChart(props: Omit<TrendBarsProps, 'height'> & { title: string }) {
  const { title, ...chart } = props;
  return (
    <figure className="mt-4">
      <figcaption className="sr-only">{title}</figcaption>
      <ul className="sr-only">
        {chart.bars.map((b) => (
          <li key={b.label}>{`${b.label}: ${b.text}`}</li>
        ))}
      </ul>
      <div aria-hidden="true" className="h-36 text-ink">
        <Suspense fallback={null}>
          <TrendBars {...chart} height={chartHeight} />
        </Suspense>
      </div>
    </figure>
  );
}

/** Mood, sleep and habit trends of the sample member as bar charts. */
export function SampleTrends() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="rounded-2xl border border-border bg-surface p-5">
        <h3 className="font-semibold">Mood by week</h3>
        <p className="mt-1 text-sm text-muted">Average mood on a 1–5 scale.</p>
        <TrendChart title="Mood by week" bars={sampleMoodWeeks.map((w) => ({ label: w.week, value: w.mood, text: `${w.mood.toFixed(1)} / 5` }))} max={5} tone="brand" labelWidth={64} />
        <h3 className="mt-6 font-semibold">Sleep by week</h3>
        <p className="mt-1 text-sm text-muted">Average hours per night; the goal is 7–8.</p>
        <TrendChart title="Sleep by week" bars={sampleMoodWeeks.map((w) => ({ label: w.week, value: w.sleepHours, text: `${w.sleepHours.toFixed(1)} h` }))} max={9} tone="accent" labelWidth={64} />
      </div>
      <div className="rounded-2xl border border-border bg-surface p-5">
        <h3 className="font-semibold">Habits</h3>
        <p className="mt-1 text-sm text-muted">Share of the last 28 days each habit was logged as done.</p>
        <TrendChart title="Habits" bars={sampleHabits.map((h) => ({ label: h.habit, value: h.percent, text: `${h.percent}%` }))} max={100} tone="brand" labelWidth={170} />
        <p className="mt-6 text-sm text-muted">
          Pattern noticed: in week 3, the first week of the antibiotic course, sleep and mood both dipped; both rose in
          week 4. One month is too short to call this a trend.
        </p>
      </div>
    </div>
  );
}
