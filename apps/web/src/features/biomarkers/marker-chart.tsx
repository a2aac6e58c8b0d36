import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MarkerChartProps {
  points: readonly { day: string; value: number }[];
  /** The reference range drawn as a band (either end may be open). */
  band: { low: number | null; high: number | null } | null;
  unit: string | null;
  /** Axis label of a day ('20 Nov 2026'). */
  tickLabel: (day: string) => string;
  /** What the chart shows, for screen readers (the same numbers are in the table beside it). */
  description: string;
}

/**
 * A marker's values over time with its reference range as a shaded band, drawn with Recharts
 * (this module and the library load with the history, never with the page's first script).
 */
export default function MarkerChart({ points, band, unit, tickLabel, description }: MarkerChartProps) {
  const values = points.map((p) => p.value);
  const edges = [...values, ...(band ? [band.low, band.high].filter((v): v is number => v !== null) : [])];
  const lo = Math.min(...edges);
  const hi = Math.max(...edges);
  const pad = (hi - lo || Math.abs(hi) || 1) * 0.15;
  const domain: [number, number] = [Math.max(lo >= 0 ? 0 : -Infinity, lo - pad), hi + pad];
  const round = (v: number) => Number(v.toPrecision(3));
  return (
    <div role="img" aria-label={description} className="h-60 w-full text-muted">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 240 }}>
        <LineChart data={[...points]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          {band && (
            <ReferenceArea
              y1={band.low ?? domain[0]}
              y2={band.high ?? domain[1]}
              fill="var(--color-success)"
              fillOpacity={0.14}
              stroke="var(--color-success)"
              strokeOpacity={0.5}
              strokeDasharray="4 4"
              ifOverflow="extendDomain"
            />
          )}
          <XAxis dataKey="day" tickFormatter={tickLabel} tick={{ fontSize: 12, fill: 'currentColor' }} minTickGap={24} tickLine={false} />
          <YAxis domain={[round(domain[0]), round(domain[1])]} width={48} tick={{ fontSize: 12, fill: 'currentColor' }} tickLine={false} axisLine={false} allowDecimals />
          <Tooltip
            labelFormatter={(day) => tickLabel(String(day))}
            formatter={(value) => [`${String(value)}${unit ? ` ${unit}` : ''}`, 'Result']}
            contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--ink)' }}
          />
          <Line type="monotone" dataKey="value" stroke="var(--color-brand)" strokeWidth={2} dot={{ r: 4, fill: 'var(--color-brand)' }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
