import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

/** One bar: its axis label, its value on the chart's scale and the text printed beside it. */
export interface TrendBar {
  label: string;
  value: number;
  text: string;
}

export interface TrendBarsProps {
  bars: readonly TrendBar[];
  /** The value a full bar stands for. */
  max: number;
  tone: 'brand' | 'accent';
  /** Room for the labels on the left, in px (short 'Week 1' labels leave more for the bars). */
  labelWidth: number;
  /** The chart's height in px (the box around it reserves the same while this chunk loads). */
  height: number;
}

/**
 * Horizontal bars drawn with Recharts (loaded lazily: only the sample report draws charts). The
 * chart is decoration for sighted readers; SampleTrends lists every value as text as well.
 */
export default function TrendBars({ bars, max, tone, labelWidth, height }: TrendBarsProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...bars]} layout="vertical" margin={{ top: 0, right: 64, bottom: 0, left: 0 }} barCategoryGap={12} accessibilityLayer={false}>
        <XAxis type="number" domain={[0, max]} hide />
        <YAxis type="category" dataKey="label" width={labelWidth} tickLine={false} axisLine={false} tick={{ fontSize: 14, fill: 'currentColor' }} />
        <Bar dataKey="value" radius={6} isAnimationActive={false} className={tone === 'brand' ? 'fill-brand' : 'fill-accent'}>
          <LabelList dataKey="text" position="right" fill="currentColor" className="text-sm font-semibold tabular-nums" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
