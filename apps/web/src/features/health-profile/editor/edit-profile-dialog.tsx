import { useMemo, useState } from 'react';
import type { ProfileSectionData } from '@thrivewell/core/contracts/profile-contract';
import { canSaveChanges, defaultEditorSection, editorFooterStatus, editorHeaderBadges, editorTexts } from '../profile-editor-rules';
import { profileSectionTitles, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { conflictTexts, mergeSectionEdits } from '../profile-conflict';
import { isSectionComplete } from '@thrivewell/core/contracts/unified-profile';
import { useProfile, useProfileStatus } from '../profile-api';
import { toast } from '../../../lib/toast-store';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { SectionConflictNotice, useLoadNewerSection } from '../sections/section-conflict';
import { SectionForm } from '../sections/section-form';
import { sameSectionValue, sectionValue } from '../sections/section-values';
import { useLeaveWarning } from '../sections/use-leave-warning';
import { ConfirmLeaveDialog } from './confirm-leave-dialog';
import { EditorLoadState } from './editor-load-state';
import { SaveFailure, ValidationIssues } from './editor-notices';
import { EditorSectionNav } from './editor-section-nav';
import { useEditorSave } from './use-editor-save';

export interface EditProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The section shown first (P2-EDIT-13; personalInfo by default). */
  initialSection?: ProfileSectionId;
}

type SectionValue = ProfileSectionData[ProfileSectionId];
/** The unsaved edits of the active section and what they started from (its saved value and version). */
type Edit = { draft: SectionValue; base: { value: SectionValue; version: string | undefined } } | null;
type Leave = { kind: 'switch'; to: ProfileSectionId } | { kind: 'close' };

/**
 * A toast (the app's live regions) or our own question sits outside the dialog's content:
 * clicking it (e.g. a toast's Retry Now or its close button) must not count as clicking
 * outside to close the editor.
 */
function isNoticeOrQuestion(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="status"], [role="alert"], [role="alertdialog"]') !== null;
}

/**
 * The Edit Health Profile dialog (spec part 2 §2, §4; P2-EDIT-01..22): the seven sections on
 * the left, the active one's form loaded from the saved profile, unsaved-change tracking with
 * in-app confirmations before a switch or a close would lose edits, and the integrity check's
 * issues after each save. Its state starts afresh each time it opens.
 */
export function EditProfileDialog({ open, onOpenChange, initialSection = defaultEditorSection }: EditProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <EditorContent initialSection={initialSection} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function EditorContent({ initialSection, onClose }: { initialSection: ProfileSectionId; onClose: () => void }) {
  const profile = useProfile();
  const [active, setActive] = useState<ProfileSectionId>(initialSection);
  const status = useProfileStatus(active === 'medications');
  const { saving, failure, issues, save, retryNow, clearFailure } = useEditorSave();
  const loadNewer = useLoadNewerSection();
  const [edit, setEdit] = useState<Edit>(null);
  const [resolving, setResolving] = useState(false);
  const [leave, setLeave] = useState<Leave | null>(null);
  const draft = edit?.draft ?? null;

  const saved = useMemo<SectionValue>(() => sectionValue(profile.data, active), [profile.data, active]);
  const value = draft ?? saved;
  const hasUnsavedChanges = draft !== null && !sameSectionValue(draft, saved);
  const editor = { saving, hasUnsavedChanges };
  const loaded = profile.data !== undefined;
  const title = profileSectionTitles[active];
  useLeaveWarning(hasUnsavedChanges);

  /** The first edit remembers what it started from, so a save never overwrites a newer one (409). */
  function change(next: SectionValue) {
    const version = profile.data?.section_versions?.[active];
    setEdit((current) => ({ draft: next, base: current?.base ?? { value: saved, version } }));
  }

  function switchTo(section: ProfileSectionId) {
    setActive(section);
    setEdit(null);
    clearFailure();
  }

  async function saveActive(): Promise<boolean> {
    const sent = value;
    const result = await save(active, sent, edit?.base.version);
    // The form then shows what the server stored, unless it was edited again while saving.
    if (result) {
      const base = { value: sectionValue(result, active), version: result.section_versions?.[active] };
      setEdit((current) => (current === null || current.draft === sent ? null : { draft: current.draft, base }));
    }
    return result !== null;
  }

  /** 409: merge the edits into the newer saved answers (to check, then save), or load those answers. */
  async function resolveConflict(kind: 'merge' | 'reload') {
    setResolving(true);
    try {
      const newer = await loadNewer(active);
      const base = { value: newer.value, version: newer.version };
      setEdit((current) => (kind === 'reload' || current === null ? null : { draft: mergeSectionEdits(current.base.value, current.draft, newer.value), base }));
      clearFailure();
      if (kind === 'merge') toast({ title: conflictTexts.merged, variant: 'default' });
    } catch {
      toast({ title: conflictTexts.loadFailed, variant: 'destructive' });
    } finally {
      setResolving(false);
    }
  }

  function selectSection(section: ProfileSectionId) {
    if (section === active) return;
    if (hasUnsavedChanges) setLeave({ kind: 'switch', to: section });
    else switchTo(section);
  }

  /** P2-EDIT-19. From Escape or a click outside (`event`), Radix closes the dialog itself unless prevented. */
  function requestClose(event?: Event) {
    if (hasUnsavedChanges) {
      event?.preventDefault();
      setLeave({ kind: 'close' });
    } else if (!event) {
      onClose();
    }
  }

  // P2-EDIT-17: save, then switch (a failed save stays on the section, its edits kept).
  async function saveAndSwitch(to: ProfileSectionId) {
    setLeave(null);
    if (await saveActive()) switchTo(to);
  }

  // P2-EDIT-18: switch and drop the edits.
  function discardAndSwitch(to: ProfileSectionId) {
    setLeave(null);
    switchTo(to);
  }

  function discardAndClose() {
    setLeave(null);
    onClose();
  }

  const switchTarget = leave?.kind === 'switch' ? leave.to : null;
  const badges = editorHeaderBadges(profile.data?.data_completeness_score ?? 0, hasUnsavedChanges);

  return (
    <DialogContent
      hideClose
      className="flex h-[90vh] max-w-6xl! flex-col overflow-hidden! p-0!"
      onEscapeKeyDown={(e) => requestClose(e)}
      onInteractOutside={(e) => (isNoticeOrQuestion(e.target) ? e.preventDefault() : requestClose(e))}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-4 py-4 sm:px-6">
        <div className="min-w-0 space-y-1">
          <DialogTitle>Edit Health Profile</DialogTitle>
          <DialogDescription>Update any section of your health profile. Nothing is saved until you select Save Changes.</DialogDescription>
        </div>
        <div className="flex flex-wrap gap-2" aria-live="polite">
          {badges.map((badge) => (
            <Badge key={badge} tone={badge === editorTexts.unsavedBadge ? 'warning' : 'brand'}>
              {badge}
            </Badge>
          ))}
        </div>
      </header>

      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <EditorSectionNav
          active={active}
          isComplete={(section) => isSectionComplete(profile.data, section)}
          hasChanges={hasUnsavedChanges}
          disabled={saving}
          onSelect={selectSection}
        />
        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4 sm:p-6">
          <h3 className="text-xl font-semibold">{title}</h3>
          <div aria-live="polite">
            <ValidationIssues issues={issues} />
          </div>
          {loaded ? (
            <>
              <SaveFailure failure={failure} onRetry={() => void retryNow()} />
              {failure?.outcome === 'conflict' && (
                <SectionConflictNotice busy={resolving} onMerge={() => void resolveConflict('merge')} onReload={() => void resolveConflict('reload')} />
              )}
              <SectionForm section={active} value={value} onChange={change} storedMedications={status.data?.storedMedications ?? []} />
            </>
          ) : (
            <EditorLoadState error={profile.error} retrying={profile.isFetching} onRetry={() => void profile.refetch()} />
          )}
        </div>
      </div>

      <footer className="flex flex-col gap-3 border-t border-border px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p role="status" aria-live="polite" className="text-sm text-muted">
          {editorFooterStatus(editor)}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => requestClose()} className="flex-1 sm:flex-none">
            {editorTexts.close}
          </Button>
          <Button onClick={() => void saveActive()} disabled={!canSaveChanges(editor)} className="flex-1 sm:flex-none">
            {editorTexts.save}
          </Button>
        </div>
      </footer>

      <ConfirmLeaveDialog
        open={switchTarget !== null}
        title="Save your changes first?"
        description={`You have unsaved changes in ${title}. Save them before moving to ${switchTarget ? profileSectionTitles[switchTarget] : 'another section'}?`}
        confirm={{ label: 'Save and switch', onSelect: () => switchTarget && void saveAndSwitch(switchTarget) }}
        other={{ label: 'Discard changes', onSelect: () => switchTarget && discardAndSwitch(switchTarget) }}
        cancelLabel="Cancel"
        onCancel={() => setLeave(null)}
      />
      <ConfirmLeaveDialog
        open={leave?.kind === 'close'}
        title="Discard unsaved changes?"
        description={`Your changes to ${title} have not been saved. If you close the editor now, they will be lost.`}
        confirm={{ label: 'Keep editing', onSelect: () => setLeave(null) }}
        other={{ label: 'Discard and close', onSelect: discardAndClose }}
        onCancel={() => setLeave(null)}
      />
    </DialogContent>
  );
}
