import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdherenceResponse } from './doses-api';

/** The daily percentage as bars (loaded on demand; the table beside it has the same numbers). */
export default function AdherenceChart({ daily }: { daily: AdherenceResponse['daily'] }) {
  const data = daily.map((d) => ({ date: d.date.slice(5), percent: d.percent }));
  return (
    <div aria-hidden="true" className="h-48 w-full text-muted">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} vertical={false} />
          <XAxis dataKey="date" tick={{ fill: 'currentColor', fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis domain={[0, 100]} tick={{ fill: 'currentColor', fontSize: 12 }} unit="%" />
          <Tooltip formatter={(v) => [`${String(v)}%`, 'Doses taken']} />
          <Bar dataKey="percent" fill="var(--color-brand)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
