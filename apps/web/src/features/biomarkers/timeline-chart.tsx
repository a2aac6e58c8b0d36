import { CartesianGrid, ComposedChart, Line, ReferenceLine, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import { dayMs, type ChartSeries } from './timeline-model';

export interface TimelineChartProps {
  series: ChartSeries;
  markerName: string | null;
  from: string;
  to: string;
  /** Axis label of a day ('20 Nov 2026'). */
  tickLabel: (day: string) => string;
  /** What the chart shows, for screen readers (every event is in the table below it too). */
  description: string;
}

const dayOf = (x: number) => new Date(x).toISOString().slice(0, 10);

/** A medicine line's name, written down the line from the top, on its left (so nothing is cut at the edges). */
function LineLabel({ viewBox, text }: { viewBox?: { x?: number; y?: number }; text: string }) {
  if (viewBox?.x === undefined || viewBox.y === undefined) return null;
  const x = viewBox.x - 4;
  const y = viewBox.y + 4;
  return (
    <text x={x} y={y} transform={`rotate(-90 ${x} ${y})`} textAnchor="end" fontSize={11} fill="var(--color-ink)">
      {text}
    </text>
  );
}

/**
 * The lab timeline's chart (W2-F): on one day axis, the chosen marker's values (left axis, a
 * line), the day's highest symptom severity 1–10 (right axis, squares) and medicine starts and
 * stops as labelled vertical lines. Colours are the theme's variables, so dark mode follows.
 * Loaded on demand with Recharts, never with the page's first script.
 */
export default function TimelineChart({ series, markerName, from, to, tickLabel, description }: TimelineChartProps) {
  const axis = { fontSize: 12, fill: 'currentColor' };
  return (
    <div role="img" aria-label={description} className="h-72 w-full text-muted">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 288 }}>
        <ComposedChart margin={{ top: 16, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis type="number" dataKey="x" scale="time" domain={[dayMs(from), dayMs(to)]} tickFormatter={(x: number) => tickLabel(dayOf(x))} tick={axis} minTickGap={32} tickLine={false} allowDuplicatedCategory={false} />
          <YAxis yAxisId="value" domain={['auto', 'auto']} width={48} tick={axis} tickLine={false} axisLine={false} allowDecimals />
          <YAxis yAxisId="severity" orientation="right" domain={[0, 10]} ticks={[0, 5, 10]} width={28} tick={axis} tickLine={false} axisLine={false} />
          {series.lines.map((l, i) => (
            <ReferenceLine
              key={`${l.day}-${l.label}-${i}`}
              yAxisId="value"
              x={l.x}
              stroke={l.change === 'started' ? 'var(--color-success)' : 'var(--color-danger)'}
              strokeDasharray={l.change === 'started' ? undefined : '5 4'}
              strokeWidth={1.5}
              label={<LineLabel text={l.label} />}
            />
          ))}
          <Scatter yAxisId="severity" name="Highest symptom severity" data={series.severity} dataKey="severity" fill="var(--color-warning)" shape="square" isAnimationActive={false} />
          {markerName && (
            <Line yAxisId="value" name={markerName} data={series.values} dataKey="value" type="monotone" stroke="var(--color-brand)" strokeWidth={2} dot={{ r: 4, fill: 'var(--color-brand)' }} isAnimationActive={false} />
          )}
          <Tooltip
            labelFormatter={(x) => tickLabel(dayOf(Number(x)))}
            formatter={(value, name) => [name === markerName && series.unit ? `${String(value)} ${series.unit}` : String(value), String(name)]}
            contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--ink)' }}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
