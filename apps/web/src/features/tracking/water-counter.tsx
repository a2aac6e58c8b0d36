import { Minus, Plus } from 'lucide-react';

/** Glasses of water with − and + buttons; the count is announced as it changes. */
export function WaterCounter({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">Water</legend>
      <div className="mt-2 flex items-center gap-3">
        <button type="button" onClick={() => onChange(Math.max(0, value - 1))} disabled={value <= 0} aria-label="One glass less" className="flex size-11 items-center justify-center rounded-full border border-border bg-surface hover:bg-surface-2 disabled:opacity-50">
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <output aria-live="polite" className="min-w-24 text-center text-lg font-semibold">
          {value} {value === 1 ? 'glass' : 'glasses'}
        </output>
        <button type="button" onClick={() => onChange(Math.min(40, value + 1))} disabled={value >= 40} aria-label="One glass more" className="flex size-11 items-center justify-center rounded-full border border-border bg-surface hover:bg-surface-2 disabled:opacity-50">
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
    </fieldset>
  );
}
