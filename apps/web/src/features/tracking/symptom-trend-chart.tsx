import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The chart half of the symptom trend (recharts, loaded lazily by symptom-trend.tsx). */
export default function SymptomTrendChart({ points, name }: { points: { date: string; severity: number }[]; name: string }) {
  return (
    <div role="img" aria-label={`Chart of ${name} severity by day; the same numbers are in the table below.`} className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="date" tick={{ fill: 'var(--muted)', fontSize: 12 }} tickFormatter={(d: string) => d.slice(5)} />
          <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={{ fill: 'var(--muted)', fontSize: 12 }} />
          <Tooltip contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--ink)' }} />
          <Line type="monotone" dataKey="severity" name={`${name} severity`} stroke="var(--brand)" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
