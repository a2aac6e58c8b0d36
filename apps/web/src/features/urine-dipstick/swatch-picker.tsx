import type { DipstickPad } from '@thrivewell/labs/dipstick';

/**
 * The colour blocks of one pad as a radio group: each choice shows its swatch and its printed
 * label in words, so nothing depends on seeing colour. Arrow keys move between choices.
 */
export function SwatchPicker({ pad, value, onChange }: { pad: DipstickPad; value: string | undefined; onChange: (value: string) => void }) {
  const name = `pad-${pad.id}`;
  return (
    <fieldset>
      <legend className="text-base font-semibold text-ink">Which block on the chart matches your {pad.name.toLowerCase()} pad?</legend>
      <p className="text-sm text-muted">The swatches here are approximate: compare with the chart printed on your own bottle.</p>
      <div className="mt-3 grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {pad.blocks.map((block) => {
          const id = `${name}-${block.value}`;
          return (
            <label
              key={block.value}
              htmlFor={id}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface p-2 text-sm text-ink has-[:checked]:border-brand has-[:checked]:ring-2 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
            >
              <input id={id} type="radio" name={name} value={block.value} checked={value === block.value} onChange={() => onChange(block.value)} className="size-4 shrink-0" />
              <span aria-hidden="true" className="size-9 shrink-0 rounded-md border border-ink/30" style={{ backgroundColor: block.hex }} />
              <span className="min-w-0 break-words">{block.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
