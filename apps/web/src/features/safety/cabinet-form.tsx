import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { cabinetItemBodySchema, defaultMedicationType, medicationTypeValues, type MedicationTypeValue } from '@thrivewell/core/contracts/safety-contract';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCabinetMutations } from './safety-api';
import { SubstanceCombobox } from './substance-combobox';

const selectClass = 'mt-1.5 block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink';

/** The fields as typed (an empty start date is no date); the schema trims them and turns blanks into null. */
const blank = { name: '', dosage: '', frequency: '', indication: '', startDate: null, prescribingDoctor: '' };
const optionalFields = ['dosage', 'frequency', 'indication', 'startDate', 'prescribingDoctor'] as const;

/**
 * Adds a medicine or supplement to the cabinet: name with autocomplete, type (Prescription by
 * default), dosage, how often, what it is for, start date, prescriber. The fields are checked
 * with the API's own schema (cabinetItemBodySchema). What was typed stays in the form when
 * saving fails.
 */
export function CabinetForm({ defaultType = defaultMedicationType, onAdded }: { defaultType?: MedicationTypeValue; onAdded?: (name: string) => void }) {
  const id = useId();
  const { add } = useCabinetMutations();
  const { control, register, handleSubmit, reset, getValues, setError, formState } = useForm({
    resolver: zodResolver(cabinetItemBodySchema),
    defaultValues: { ...blank, type: defaultType },
  });
  const { errors } = formState;
  const fieldError = errors.name?.message ?? optionalFields.map((f) => errors[f]?.message).find(Boolean);
  const error = fieldError ?? errors.root?.message ?? null;

  const onSubmit = handleSubmit((body) => {
    add.mutate(body, {
      onSuccess: () => {
        onAdded?.(body.name);
        reset({ ...blank, type: getValues('type') });
      },
      onError: (err) => setError('root', { message: err instanceof ApiError ? err.message : 'Saving failed. Please try again.' }),
    });
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Add to medicine cabinet" className="space-y-4 rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold">Add a medicine or supplement</h2>
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-ink">
          Name
        </label>
        <div className="mt-1.5">
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <SubstanceCombobox
                id={`${id}-name`}
                label="Name"
                value={field.value ?? ''}
                onChange={field.onChange}
                onCommit={field.onChange}
                placeholder="e.g. Lipitor, metformin, fish oil"
                describedBy={error ? `${id}-error` : undefined}
              />
            )}
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-type`} className="block text-sm font-medium text-ink">
            Type
          </label>
          <select id={`${id}-type`} {...register('type')} className={selectClass}>
            {medicationTypeValues.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <TextField id={`${id}-dosage`} label="Dosage (optional)" {...register('dosage')} maxLength={100} placeholder="e.g. 20 mg" />
        <TextField id={`${id}-frequency`} label="How often (optional)" {...register('frequency')} maxLength={100} placeholder="e.g. once a day" />
        <TextField id={`${id}-indication`} label="What it is for (optional)" {...register('indication')} maxLength={200} />
        <TextField id={`${id}-start`} label="Started on (optional)" type="date" {...register('startDate', { setValueAs: (v: string | null) => v || null })} />
        <TextField id={`${id}-doctor`} label="Prescriber (optional)" {...register('prescribingDoctor')} maxLength={200} />
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
