import { severityWord } from '@thrivewell/core/tracking/tracking-choices';

/** Severity 1–10 as a slider whose value is read out in words ("7 of 10, severe"). */
export function SeveritySlider({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (value: number) => void }) {
  const text = `${value} of 10, ${severityWord(value)}`;
  return (
    <div>
      <label htmlFor={id} className="flex justify-between text-sm font-medium">
        <span>{label}</span>
        <span aria-hidden="true">{text}</span>
      </label>
      <input id={id} type="range" min={1} max={10} step={1} value={value} aria-valuetext={text} onChange={(e) => onChange(Number(e.target.value))} className="mt-2 w-full accent-[var(--brand)]" />
      <div aria-hidden="true" className="flex justify-between text-xs text-muted">
        <span>1 mild</span>
        <span>10 worst</span>
      </div>
    </div>
  );
}
