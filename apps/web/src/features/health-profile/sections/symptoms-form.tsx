import { X } from 'lucide-react';
import { addSymptom, removeSymptom, setNoSymptoms, setSymptomFrequency, setSymptomSeverity, symptomSeverity } from '@thrivewell/core/rules/onboarding-edits';
import { symptomChoices, symptomFrequencyLabels } from '@thrivewell/core/copy/profile-choices';
import type { Symptoms } from '@thrivewell/core/contracts/profile-schemas';
import { profileLimits as L, symptomFrequencies } from '@thrivewell/core/rules/profile-sections';
import { ChoiceChips } from './choice-chips';
import { EntryInput } from './entry-list-field';
import { CheckboxField, FieldCard, SelectField, SliderField } from './form-parts';

function withoutFrequency(value: Symptoms, name: string): Symptoms {
  const { [name]: _dropped, ...frequency } = value.frequency;
  return { ...value, frequency };
}

interface SymptomDetailProps {
  id: string;
  name: string;
  value: Symptoms;
  onChange: (next: Symptoms) => void;
}

/** One listed symptom: its severity (1–10, default 1), how often it happens, and a remove button. */
function SymptomDetail({ id, name, value, onChange }: SymptomDetailProps) {
  const severity = symptomSeverity(value, name);
  return (
    <li className="space-y-3 rounded-xl border border-border bg-surface-2 p-4">
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-ink">{name}</p>
        <button
          type="button"
          onClick={() => onChange(removeSymptom(value, name))}
          aria-label={`Remove ${name}`}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SliderField
          id={`${id}-severity`}
          label={`Severity of ${name}`}
          value={severity}
          min={L.severityMin}
          max={L.severityMax}
          valueText={`${severity} out of 10`}
          onChange={(n) => onChange(setSymptomSeverity(value, name, n))}
        />
        <SelectField
          id={`${id}-frequency`}
          label={`Frequency of ${name}`}
          value={value.frequency[name] ?? null}
          options={symptomFrequencies}
          labels={symptomFrequencyLabels}
          placeholder="Select how often"
          onChange={(f) => onChange(f === null ? withoutFrequency(value, name) : setSymptomFrequency(value, name, f))}
        />
      </div>
    </li>
  );
}

/**
 * Current Symptoms: predefined and free-text symptoms, each with severity and frequency, and
 * the 'no symptoms' tick (P2-ONB-20..25, P2-CHO-03).
 */
export function SymptomsForm({ idPrefix, value, onChange }: { idPrefix: string; value: Symptoms; onChange: (next: Symptoms) => void }) {
  const apply = (next: Symptoms) => {
    if (next !== value) onChange(next);
  };
  return (
    <div className="space-y-4">
      <CheckboxField id={`${idPrefix}-none`} label="I have no symptoms right now" checked={value.completed} onChange={(checked) => apply(setNoSymptoms(value, checked))} />
      {!value.completed && (
        <FieldCard title="Your symptoms" description="Pick what you have been noticing lately, then tell us how strong and how frequent each one is.">
          <ChoiceChips
            label="Common symptoms"
            choices={symptomChoices}
            selected={value.currentSymptoms}
            onToggle={(choice, pressed) => apply(pressed ? addSymptom(value, choice) : removeSymptom(value, choice))}
          />
          <EntryInput id={`${idPrefix}-other`} label="Other symptom" addLabel="Add symptom" placeholder="e.g. Blurred vision" onAdd={(raw) => apply(addSymptom(value, raw))} />
          {value.currentSymptoms.length > 0 && (
            <ul aria-label="Your symptoms, added" className="space-y-3">
              {value.currentSymptoms.map((name, i) => (
                <SymptomDetail key={name} id={`${idPrefix}-symptom-${i}`} name={name} value={value} onChange={apply} />
              ))}
            </ul>
          )}
        </FieldCard>
      )}
    </div>
  );
}
