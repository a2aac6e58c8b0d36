import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ProgressChartProps {
  points: readonly { date: string; value: number }[];
  target: number | null;
  unit: string;
}

/** A metric's readings over time with the target line (loaded lazily; the page lists the same values in a table). */
export default function ProgressChart({ points, target, unit }: ProgressChartProps) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={[...points]} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis dataKey="date" tick={{ fontSize: 12, fill: 'currentColor' }} />
        <YAxis domain={['auto', 'auto']} tick={{ fontSize: 12, fill: 'currentColor' }} width={48} unit={unit === 'steps' ? '' : ` ${unit}`} />
        <Tooltip />
        {target !== null && <ReferenceLine y={target} strokeDasharray="4 4" stroke="var(--color-accent)" label={{ value: 'Target', fill: 'currentColor', fontSize: 12 }} />}
        <Line type="monotone" dataKey="value" stroke="var(--color-brand)" strokeWidth={2} dot={{ fill: "var(--color-brand)" }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
