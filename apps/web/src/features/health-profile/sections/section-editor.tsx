import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { conflictTexts, mergeSectionEdits } from '../profile-conflict';
import type { ProfileSectionData } from '@thrivewell/core/contracts/profile-contract';
import { canSaveChanges, editorFooterStatus } from '../profile-editor-rules';
import type { Medication } from '@thrivewell/core/contracts/profile-schemas';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import type { StoredProfile } from '../profile-api';
import { toast } from '../../../lib/toast-store';
import { Button } from '../../../ui/button';
import { MedicationAnalysisPanel } from './medication-analysis-panel';
import { SectionConflictNotice, useLoadNewerSection } from './section-conflict';
import { SectionForm } from './section-form';
import { sameSectionValue, sectionValue } from './section-values';
import { useLeaveWarning } from './use-leave-warning';
import { useSectionSave } from './use-section-save';

interface SectionEditorProps<K extends ProfileSectionId> {
  section: K;
  title: string;
  intro?: string;
  profile: StoredProfile | null;
  storedMedications: readonly Medication[];
}

/** The loaded section page: the form, its save bar and (for medications) the latest safety analysis. */
export function SectionEditor<K extends ProfileSectionId>({ section, title, intro, profile, storedMedications }: SectionEditorProps<K>) {
  const headingId = useId();
  const saved = useMemo(() => sectionValue(profile, section), [profile, section]);
  const [draft, setDraft] = useState<ProfileSectionData[K]>(saved);
  // What the edits started from (sent with the save: a newer save elsewhere answers 409).
  const [base, setBase] = useState(() => ({ value: saved, version: profile?.section_versions?.[section] }));
  const [resolving, setResolving] = useState(false);
  const loadNewer = useLoadNewerSection();
  const hasUnsavedChanges = !sameSectionValue(draft, saved);
  // After a save the form shows what the server stored, unless it was edited while saving.
  const onSaved = useCallback(
    (next: StoredProfile, sent: ProfileSectionData[K]) => {
      setBase({ value: sectionValue(next, section), version: next.section_versions?.[section] });
      setDraft((current) => (sameSectionValue(current, sent) ? sectionValue(next, section) : current));
    },
    [section],
  );
  const { save, saving, errors, failure, conflict, clearConflict } = useSectionSave(section, onSaved);

  async function resolveConflict(kind: 'merge' | 'reload') {
    setResolving(true);
    try {
      const newer = await loadNewer(section);
      setDraft((current) => (kind === 'merge' ? mergeSectionEdits(base.value, current, newer.value) : newer.value));
      setBase({ value: newer.value, version: newer.version });
      clearConflict();
    } catch {
      toast({ title: conflictTexts.loadFailed, variant: 'destructive' });
    } finally {
      setResolving(false);
    }
  }
  useLeaveWarning(hasUnsavedChanges);
  const editor = { saving, hasUnsavedChanges };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (canSaveChanges(editor)) void save(draft, base.version);
  }

  return (
    <div className="space-y-8">
      <form onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-4" noValidate>
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {title}
          </h2>
          {intro && <p className="mt-1 text-muted">{intro}</p>}
        </div>
        {conflict && <SectionConflictNotice busy={resolving} onMerge={() => void resolveConflict('merge')} onReload={() => void resolveConflict('reload')} />}
        <SectionForm section={section} value={draft} onChange={setDraft} storedMedications={storedMedications} />
        {errors.length > 0 && (
          <div role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-3 text-sm text-ink">
            <p className="font-semibold">Please check these answers:</p>
            <ul className="mt-1 list-disc pl-5">
              {errors.map((e) => (
                <li key={`${e.field}-${e.message}`}>{e.message}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-border bg-bg/95 px-4 py-3 backdrop-blur">
          <div className="text-sm" role="status" aria-live="polite">
            <p className="text-muted">{editorFooterStatus(editor)}</p>
            {failure && !saving && <p className="font-medium text-danger">{failure}</p>}
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setDraft(saved)} disabled={!hasUnsavedChanges || saving}>
              Undo changes
            </Button>
            <Button type="submit" disabled={!canSaveChanges(editor)}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </div>
      </form>
      {section === 'medications' && <MedicationAnalysisPanel stored={profile?.medications} />}
    </div>
  );
}
