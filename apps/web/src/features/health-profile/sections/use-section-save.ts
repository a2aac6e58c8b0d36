import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { sectionSaveToast } from '../profile-editor-rules';
import { validateProfileSection, type FieldError, type ProfileSectionData } from '@thrivewell/core/contracts/profile-contract';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { ApiError } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/profile-query-keys';
import { useApplySavedProfile, type StoredProfile } from '../profile-api';
import { useProfileAuthGuard } from '../profile-auth';
import { isRetryable, useProfileSyncService, type SectionMap } from '../profile-sync';
import { toast } from '../../../lib/toast-store';
import { isSectionConflict } from './section-conflict';

/** The medications analysis runs ~1 s after a save on the server; the page re-reads it a little later (useApplySavedProfile). */
export { analysisRefetchDelayMs } from '../profile-api';

export interface SectionSaveState {
  saving: boolean;
  /** Validation problems found before sending, or the server's 400 answer. */
  errors: FieldError[];
  /** The last failure's text (shown beside the Save button). */
  failure: string | null;
  /** 409 SECTION_CHANGED: saved elsewhere since this page loaded it; nothing was overwritten. */
  conflict?: boolean;
}

/**
 * Saves one section through the onboarding data service (P2-EDIT-20..22, P2-ERR-01..05): the
 * spec's toast for success or failure, 'Save failed' with Retry Now when the data was backed up
 * for a retry, the login toast on 401, and for medications a re-read of the profile once the
 * background safety analysis has run.
 */
export function useSectionSave<K extends ProfileSectionId>(section: K, onSaved: (profile: StoredProfile, sent: ProfileSectionData[K]) => void) {
  const client = useQueryClient();
  const applySaved = useApplySavedProfile();
  const authGuard = useProfileAuthGuard();
  const profileSync = useProfileSyncService();
  const [state, setState] = useState<SectionSaveState>({ saving: false, errors: [], failure: null });

  const retryNow = useCallback(async () => {
    const ok = await profileSync.retryFailedSaves();
    toast(ok ? { title: profileMessages.failedSavesRetried, variant: 'success' } : { title: profileMessages.failedSavesRetryFailed, variant: 'destructive' });
    if (ok) {
      setState((s) => ({ ...s, failure: null }));
      await client.invalidateQueries({ queryKey: profileKeys.all });
    }
  }, [client, profileSync]);

  const save = useCallback(
    async (value: ProfileSectionData[K], version?: string) => {
      const checked = validateProfileSection(section, value);
      if (!checked.success) {
        setState({ saving: false, errors: checked.errors, failure: null });
        return;
      }
      setState({ saving: true, errors: [], failure: null });
      try {
        const saved = await profileSync.saveSections({ [section]: value } as SectionMap, undefined, version ? { [section]: version } : {});
        applySaved(saved, [section]);
        onSaved(saved, value);
        setState({ saving: false, errors: [], failure: null });
        toast({ title: sectionSaveToast('saved', section).text, variant: 'success' });
      } catch (err) {
        if (authGuard(err, 'save')) {
          setState({ saving: false, errors: [], failure: null });
          return;
        }
        if (isSectionConflict(err)) {
          setState({ saving: false, errors: [], failure: null, conflict: true });
          return;
        }
        // The server answered no (400, 500…) → 'Failed to save changes'; no answer at all → 'An error occurred while saving'.
        const outcome = err instanceof ApiError && err.status > 0 ? 'failed' : 'threw';
        const failure = sectionSaveToast(outcome, section).text;
        const errors = err instanceof ApiError && err.status === 400 ? [{ field: err.field ?? '', message: err.message }] : [];
        setState({ saving: false, errors, failure });
        if (isRetryable(err)) {
          toast({
            title: profileMessages.hookSaveFailed.title,
            description: profileMessages.hookSaveFailed.description,
            variant: 'destructive',
            action: { label: profileMessages.stepSaveFailed.action, onClick: () => void retryNow() },
          });
        } else {
          toast({ title: failure, variant: 'destructive' });
        }
      }
    },
    [section, applySaved, onSaved, authGuard, retryNow, profileSync],
  );

  const clearConflict = useCallback(() => setState((s) => ({ ...s, conflict: false })), []);

  return { ...state, save, retryNow, clearConflict };
}
