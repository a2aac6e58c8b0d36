import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { validateProfileSection, type FieldError, type ProfileSectionData } from '@thrivewell/core/contracts/profile-contract';
import { sectionSaveToast } from '../profile-editor-rules';
import { checkProfileIntegrity } from '@thrivewell/core/rules/profile-integrity';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { ApiError } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/profile-query-keys';
import { useApplySavedProfile, type StoredProfile } from '../profile-api';
import { useProfileAuthGuard } from '../profile-auth';
import { isRetryable, useProfileSyncService, type SectionMap } from '../profile-sync';
import { toast } from '../../../lib/toast-store';
import { isSectionConflict } from '../sections/section-conflict';

/** Why the last save did not go through, shown in the dialog as well as in the toast. */
export interface EditorSaveFailure {
  /** conflict: 409 SECTION_CHANGED, the section was saved elsewhere since it was opened (nothing overwritten). */
  outcome: 'failed' | 'threw' | 'conflict';
  /** Problems with the section's answers: found before sending, or the server's 4xx answer. */
  errors: FieldError[];
}

export interface EditorSaveState {
  saving: boolean;
  failure: EditorSaveFailure | null;
  /** The integrity check's issues after the last successful save (P2-EDIT-11, P2-EDIT-15). */
  issues: string[];
}

/**
 * Saves one section of the Edit Health Profile dialog through the onboarding data service
 * (P2-EDIT-15, P2-EDIT-20..22). Our reading of the spec's three outcomes:
 * - saved → '{section title} updated successfully', then the integrity check runs and its
 *   issues replace the list (an empty list clears it);
 * - "returned false" → the answers were refused (client validation, or the server said no with
 *   a 4xx a retry cannot fix): 'Failed to save changes', with the reason shown in the form;
 * - "threw" → no usable answer (offline, 5xx): 'An error occurred while saving'; profile-sync
 *   has queued and backed up the data, and the toast offers 'Retry Now'.
 * A 401 is the login case: its own toast and /auth (useProfileAuthGuard). A 409 SECTION_CHANGED
 * (`version`, the section's version the edits started from, is stale) is a conflict the dialog
 * offers to merge or reload; nothing is overwritten and the edits stay.
 * Resolves with the saved profile, or null when nothing was saved.
 */
export function useEditorSave() {
  const client = useQueryClient();
  const applySaved = useApplySavedProfile();
  const authGuard = useProfileAuthGuard();
  const profileSync = useProfileSyncService();
  const [state, setState] = useState<EditorSaveState>({ saving: false, failure: null, issues: [] });

  const retryNow = useCallback(async () => {
    const ok = await profileSync.retryFailedSaves();
    toast(ok ? { title: profileMessages.failedSavesRetried, variant: 'success' } : { title: profileMessages.failedSavesRetryFailed, variant: 'destructive' });
    if (ok) {
      setState((s) => ({ ...s, failure: null }));
      await client.invalidateQueries({ queryKey: profileKeys.all });
    }
  }, [client, profileSync]);

  const save = useCallback(
    async <K extends ProfileSectionId>(section: K, value: ProfileSectionData[K], version?: string): Promise<StoredProfile | null> => {
      const checked = validateProfileSection(section, value);
      if (!checked.success) {
        setState((s) => ({ ...s, saving: false, failure: { outcome: 'failed', errors: checked.errors } }));
        toast({ title: sectionSaveToast('failed', section).text, variant: 'destructive' });
        return null;
      }
      setState((s) => ({ ...s, saving: true, failure: null }));
      try {
        const saved = await profileSync.saveSections({ [section]: checked.data } as SectionMap, undefined, version ? { [section]: version } : {});
        applySaved(saved, [section]);
        const integrity = checkProfileIntegrity(saved);
        setState({ saving: false, failure: null, issues: integrity.isValid ? [] : integrity.issues });
        toast({ title: sectionSaveToast('saved', section).text, variant: 'success' });
        return saved;
      } catch (err) {
        setState((s) => ({ ...s, saving: false }));
        if (authGuard(err, 'save')) return null;
        if (isSectionConflict(err)) {
          setState((s) => ({ ...s, failure: { outcome: 'conflict', errors: [] } }));
          return null;
        }
        if (isRetryable(err)) {
          setState((s) => ({ ...s, failure: { outcome: 'threw', errors: [] } }));
          toast({
            title: sectionSaveToast('threw', section).text,
            description: profileMessages.hookSaveFailed.description,
            variant: 'destructive',
            action: { label: profileMessages.stepSaveFailed.action, onClick: () => void retryNow() },
          });
        } else {
          const message = err instanceof Error ? err.message : String(err);
          const field = err instanceof ApiError ? (err.field ?? '') : '';
          setState((s) => ({ ...s, failure: { outcome: 'failed', errors: [{ field, message }] } }));
          toast({ title: sectionSaveToast('failed', section).text, variant: 'destructive' });
        }
        return null;
      }
    },
    [applySaved, authGuard, retryNow, profileSync],
  );

  const clearFailure = useCallback(() => setState((s) => (s.failure ? { ...s, failure: null } : s)), []);

  return { ...state, save, retryNow, clearFailure };
}
