import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendPoint } from '@thrivewell/core/tracking/trend-points';

export interface TrendChartProps {
  points: readonly TrendPoint[];
  /** Lines for ratings and measures (gaps where nothing was logged), bars for counts and yes/no. */
  shape: 'line' | 'bar';
  height: number;
  /** Axis label of a day ('27 Nov'). */
  tickLabel: (day: string) => string;
}

/**
 * One metric's chart, drawn with Recharts (this module and the library load with the charts,
 * never with the page's first script). Decoration for sighted readers: the card lists the same
 * numbers in a table.
 */
export default function TrendChart({ points, shape, height, tickLabel }: TrendChartProps) {
  const data = points.map((p) => ({ day: p.day, value: p.value }));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
      <XAxis dataKey="day" tickFormatter={tickLabel} tick={{ fontSize: 12, fill: 'currentColor' }} minTickGap={24} tickLine={false} />
      <YAxis width={36} tick={{ fontSize: 12, fill: 'currentColor' }} tickLine={false} axisLine={false} allowDecimals />
      <Tooltip labelFormatter={(day) => tickLabel(String(day))} formatter={(value) => [typeof value === 'number' ? Number(value.toFixed(2)) : '—', '']} />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      {shape === 'line' ? (
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          {axes}
          <Line type="monotone" dataKey="value" stroke="var(--color-brand)" strokeWidth={2} dot={data.length <= 31} connectNulls={false} isAnimationActive={false} />
        </LineChart>
      ) : (
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          {axes}
          <Bar dataKey="value" fill="var(--color-brand)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
