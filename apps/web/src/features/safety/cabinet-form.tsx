import { Loader2, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { defaultMedicationType, medicationTypeValues, type MedicationTypeValue } from '@thrivewell/core/contracts/safety-contract';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCabinetMutations } from './safety-api';
import { SubstanceCombobox } from './substance-combobox';

const selectClass = 'mt-1.5 block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink';

/**
 * Adds a medicine or supplement to the cabinet: name with autocomplete, type (Prescription by
 * default), dosage, how often, what it is for, start date, prescriber. What was typed stays in
 * the form when saving fails.
 */
export function CabinetForm({ defaultType = defaultMedicationType, onAdded }: { defaultType?: MedicationTypeValue; onAdded?: (name: string) => void }) {
  const id = useId();
  const { add } = useCabinetMutations();
  const [name, setName] = useState('');
  const [type, setType] = useState<MedicationTypeValue>(defaultType);
  const [dosage, setDosage] = useState('');
  const [frequency, setFrequency] = useState('');
  const [indication, setIndication] = useState('');
  const [startDate, setStartDate] = useState('');
  const [prescribingDoctor, setPrescribingDoctor] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setError('Enter the name of the medicine or supplement.');
      return;
    }
    setError(null);
    add.mutate(
      { name: name.trim(), type, dosage: dosage || null, frequency: frequency || null, indication: indication || null, startDate: startDate || null, prescribingDoctor: prescribingDoctor || null },
      {
        onSuccess: () => {
          onAdded?.(name.trim());
          setName('');
          setDosage('');
          setFrequency('');
          setIndication('');
          setStartDate('');
          setPrescribingDoctor('');
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : 'Saving failed. Please try again.'),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} aria-label="Add to medicine cabinet" className="space-y-4 rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold">Add a medicine or supplement</h2>
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-ink">
          Name
        </label>
        <div className="mt-1.5">
          <SubstanceCombobox id={`${id}-name`} label="Name" value={name} onChange={setName} onCommit={setName} placeholder="e.g. Lipitor, metformin, fish oil" describedBy={error ? `${id}-error` : undefined} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-type`} className="block text-sm font-medium text-ink">
            Type
          </label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as MedicationTypeValue)} className={selectClass}>
            {medicationTypeValues.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <TextField id={`${id}-dosage`} label="Dosage (optional)" value={dosage} onChange={(e) => setDosage(e.target.value)} maxLength={100} placeholder="e.g. 20 mg" />
        <TextField id={`${id}-frequency`} label="How often (optional)" value={frequency} onChange={(e) => setFrequency(e.target.value)} maxLength={100} placeholder="e.g. once a day" />
        <TextField id={`${id}-indication`} label="What it is for (optional)" value={indication} onChange={(e) => setIndication(e.target.value)} maxLength={200} />
        <TextField id={`${id}-start`} label="Started on (optional)" type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        <TextField id={`${id}-doctor`} label="Prescriber (optional)" value={prescribingDoctor} onChange={(e) => setPrescribingDoctor(e.target.value)} maxLength={200} />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Plus aria-hidden="true" className="size-4" />}
        {add.isPending ? 'Adding...' : 'Add to cabinet'}
      </Button>
    </form>
  );
}
