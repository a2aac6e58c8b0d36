interface ProgressBarProps {
  label: string;
  value: number;
  /** P2-CONST-06: the scale's top, 100 unless told. */
  max?: number;
  min?: number;
  valueText?: string;
  /** The track colour: on a card use 'surface-2', on a tinted panel 'surface'. */
  track?: 'surface' | 'surface-2';
  className?: string;
}

/** An accessible progress bar: the fill is clamped to the track, the value announced as given. */
export function ProgressBar({ label, value, max = 100, min = 0, valueText, track = 'surface-2', className = '' }: ProgressBarProps) {
  const span = max - min;
  const percent = span > 0 ? Math.min(100, Math.max(0, ((value - min) / span) * 100)) : 0;
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`block h-2 overflow-hidden rounded-full ${track === 'surface' ? 'bg-surface' : 'bg-surface-2'} ${className}`}
    >
      <span className="block h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
    </span>
  );
}
