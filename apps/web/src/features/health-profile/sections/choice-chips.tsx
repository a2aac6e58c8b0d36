import { Check } from 'lucide-react';

interface ChoiceChipsProps {
  /** Names the group for screen readers, e.g. 'Common conditions'. */
  label: string;
  choices: readonly string[];
  selected: readonly string[];
  /** pressed is the state after the click. */
  onToggle: (choice: string, pressed: boolean) => void;
}

/** Predefined choices as toggle buttons (aria-pressed), wrapping on narrow screens. */
export function ChoiceChips({ label, choices, selected, onToggle }: ChoiceChipsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((choice) => {
        const pressed = selected.includes(choice);
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(choice, !pressed)}
            className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
              pressed ? 'border-brand bg-brand text-on-brand' : 'border-border bg-surface text-ink hover:bg-surface-2'
            }`}
          >
            {pressed && <Check aria-hidden="true" className="size-4" />}
            {choice}
          </button>
        );
      })}
    </div>
  );
}
