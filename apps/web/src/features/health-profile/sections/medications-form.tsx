import { AlertTriangle, X } from 'lucide-react';
import { addMedication, isStoredMedication, removeMedication, setNoMedications } from '@thrivewell/core/rules/onboarding-edits';
import type { Medication, Medications } from '@thrivewell/core/contracts/profile-schemas';
import { cabinetWarning } from '@thrivewell/core/contracts/safety-contract';
import { Badge } from '../../../ui/badge';
import { CheckboxField, FieldCard } from './form-parts';
import { MedicationAddRow } from './medication-add-row';

/** The list the user sees: their own entries, then cabinet entries (db_…) not already in it. */
export function listedMedications(value: Medications, storedMedications: readonly Medication[] = []): Medication[] {
  const ids = new Set(value.current.map((m) => m.id));
  return [...value.current, ...storedMedications.filter((m) => !ids.has(m.id))];
}

function MedicationRow({ medication, onRemove }: { medication: Medication; onRemove: () => void }) {
  const stored = isStoredMedication(medication);
  const details = [medication.dosage, medication.frequency, medication.type].filter(Boolean).join(' · ');
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-border bg-surface-2 p-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{medication.name}</p>
        {details && <p className="text-sm text-muted">{details}</p>}
        {stored && (
          <Badge tone="neutral" className="mt-1">
            From your medicine cabinet
          </Badge>
        )}
      </div>
      {!stored && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${medication.name}`}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}

interface MedicationsFormProps {
  idPrefix: string;
  value: Medications;
  onChange: (next: Medications) => void;
  /** The user's medicine-cabinet entries (ids db_…): listed, never saved again from here. */
  storedMedications?: readonly Medication[];
}

/**
 * Medications: the list with remove buttons, the add row, the 'not taking any medications'
 * tick, cabinet entries marked as such, and the multiple-medications warning above two
 * (P2-ONB-26..32, P2-ERR-13).
 */
export function MedicationsForm({ idPrefix, value, onChange, storedMedications = [] }: MedicationsFormProps) {
  const listed = listedMedications(value, storedMedications);
  const warning = cabinetWarning(listed.length);
  const hasStored = listed.some(isStoredMedication);
  return (
    <div className="space-y-4">
      <CheckboxField id={`${idPrefix}-none`} label="I'm not taking any medications" checked={value.noMedications} onChange={(checked) => onChange(setNoMedications(value, checked))} />
      <FieldCard title="Your medications" description="Prescriptions, over-the-counter medicines, supplements, vitamins and herbal products.">
        <div role="status" aria-live="polite">
          {warning && (
            <p className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning-soft p-3 text-sm text-ink">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              {warning}
            </p>
          )}
        </div>
        {listed.length > 0 ? (
          <ul aria-label="Medications, listed" className="space-y-2">
            {listed.map((m) => (
              <MedicationRow key={m.id} medication={m} onRemove={() => onChange(removeMedication(value, m.id))} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{value.noMedications ? 'You told us you are not taking any medications.' : 'No medications listed yet.'}</p>
        )}
        {hasStored && <p className="text-sm text-muted">Entries from your medicine cabinet are changed or removed in the cabinet itself.</p>}
        {!value.noMedications && <MedicationAddRow idPrefix={idPrefix} onAdd={(draft) => onChange(addMedication(value, draft, { now: new Date(), random: Math.random }))} />}
      </FieldCard>
    </div>
  );
}
