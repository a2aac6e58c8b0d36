import { sampleHabits, sampleMoodWeeks } from './sample-data';

/**
 * One horizontal bar drawn as inline SVG: sizes are SVG attributes, not inline styles, so the
 * strict style-src policy is respected. The number is always printed beside it.
 */
function Bar({ fraction, tone }: { fraction: number; tone: 'brand' | 'accent' }) {
  const pct = `${Math.round(Math.min(Math.max(fraction, 0), 1) * 1000) / 10}%`;
  return (
    <svg aria-hidden="true" className="h-3 w-full" preserveAspectRatio="none">
      <rect width="100%" height="100%" rx="6" className="fill-surface-2" />
      <rect width={pct} height="100%" rx="6" className={tone === 'brand' ? 'fill-brand' : 'fill-accent'} />
    </svg>
  );
}

interface RowProps {
  label: string;
  value: string;
  fraction: number;
  tone: 'brand' | 'accent';
  /** Short labels ('Week 1') leave more room for the bar. */
  shortLabel?: boolean;
}

function Row({ label, value, fraction, tone, shortLabel }: RowProps) {
  const columns = shortLabel
    ? 'grid-cols-[4rem_1fr_4.5rem]'
    : 'grid-cols-[minmax(0,9rem)_1fr_3rem] sm:grid-cols-[minmax(0,14rem)_1fr_3rem]';
  return (
    <li className={`grid items-center gap-3 text-sm ${columns}`}>
      <span>{label}</span>
      <Bar fraction={fraction} tone={tone} />
      <span className="text-right font-semibold tabular-nums">{value}</span>
    </li>
  );
}

/** Mood, sleep and habit trends of the sample member as simple bars. */
export function SampleTrends() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="rounded-2xl border border-border bg-surface p-5">
        <h3 className="font-semibold">Mood by week</h3>
        <p className="mt-1 text-sm text-muted">Average mood on a 1–5 scale.</p>
        <ul className="mt-4 space-y-3">
          {sampleMoodWeeks.map((w) => (
            <Row key={w.week} label={w.week} value={`${w.mood.toFixed(1)} / 5`} fraction={w.mood / 5} tone="brand" shortLabel />
          ))}
        </ul>
        <h3 className="mt-6 font-semibold">Sleep by week</h3>
        <p className="mt-1 text-sm text-muted">Average hours per night; the goal is 7–8.</p>
        <ul className="mt-4 space-y-3">
          {sampleMoodWeeks.map((w) => (
            <Row key={w.week} label={w.week} value={`${w.sleepHours.toFixed(1)} h`} fraction={w.sleepHours / 9} tone="accent" shortLabel />
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-border bg-surface p-5">
        <h3 className="font-semibold">Habits</h3>
        <p className="mt-1 text-sm text-muted">Share of the last 28 days each habit was logged as done.</p>
        <ul className="mt-4 space-y-3">
          {sampleHabits.map((h) => (
            <Row key={h.habit} label={h.habit} value={`${h.percent}%`} fraction={h.percent / 100} tone="brand" />
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">
          Pattern noticed: in week 3, the first week of the antibiotic course, sleep and mood both dipped; both rose in
          week 4. One month is too short to call this a trend.
        </p>
      </div>
    </div>
  );
}
