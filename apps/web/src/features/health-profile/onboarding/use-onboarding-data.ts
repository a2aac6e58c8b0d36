import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onboardingDelays } from '@thrivewell/core/rules/onboarding-rules';
import { conflictTexts, mergeSectionEdits } from '../profile-conflict';
import type { FieldError, ProfileSectionData, SectionVersions } from '@thrivewell/core/contracts/profile-contract';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { profileSectionIds, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { ApiError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { profileKeys } from '../../../lib/profile-query-keys';
import { fetchProfile, fetchProfileStatus, useApplySavedProfile, type ProfileStatus } from '../profile-api';
import { useProfileAuthGuard } from '../profile-auth';
import { isRetryable, readBackup, useProfileSyncService } from '../profile-sync';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast-store';
import { isSectionConflict, useLoadNewerSection } from '../sections/section-conflict';
import { emptyValues, profileValues, saveBody, withBackup, withStoredMedications, type SectionValues } from './onboarding-values';

/** saved: on the server; queued: kept in the retry queue and the local backup; blocked: not saved (bad data, signed out). */
export type SaveOutcome = 'saved' | 'queued' | 'blocked';
type SaveKind = 'auto' | 'step' | 'restore';

export interface OnboardingData {
  /** False until the profile (or the fallback after a failed load) is in. */
  ready: boolean;
  values: SectionValues;
  /** The profile status (resume step, cabinet entries); null for a failed load. */
  status: ProfileStatus | null;
  /** Problems with the answers that kept them from being saved. */
  errors: FieldError[];
  /** Edits waiting for their auto-save. */
  pending: boolean;
  update: <K extends ProfileSectionId>(section: K, value: ProfileSectionData[K]) => void;
  /** Sends waiting edits at once (step change). */
  flush: () => Promise<SaveOutcome>;
  /** The step save: the step's section (and any waiting edits) at once. */
  saveStep: (section: ProfileSectionId) => Promise<SaveOutcome>;
  retryNow: () => Promise<void>;
  /** A section saved in another tab or device since this flow loaded it (409): nothing was overwritten. */
  conflict: ProfileSectionId | null;
  /** Merge the answers given here into the newer saved ones (then save), or load the saved ones. */
  resolveConflict: (kind: 'merge' | 'reload') => Promise<void>;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

function failedToast(kind: SaveKind, retry: () => Promise<void>) {
  if (kind === 'restore') return;
  const text = kind === 'step' ? profileMessages.stepSaveFailed : profileMessages.hookSaveFailed;
  toast({ title: text.title, description: text.description, variant: 'destructive', action: { label: profileMessages.stepSaveFailed.action, onClick: () => void retry() } });
}

/**
 * The onboarding flow's data (spec part 2 §4, §7, §8; P2-SVC-01..04, P2-ERR-05..08): loads the
 * profile, restores a local backup, auto-saves 2000 ms after the last edit, and never loses an
 * answer to a network error or a reload — failed saves are queued and backed up, and edits not
 * yet sent are backed up when the page is left.
 */
export function useOnboardingData(): OnboardingData {
  const userId = useSession().user?.id ?? null;
  const client = useQueryClient();
  const authGuard = useProfileAuthGuard();
  const applySaved = useApplySavedProfile();
  const loadNewer = useLoadNewerSection();
  // Kept in refs so the load and the save queue never restart because a callback changed identity.
  const applyRef = useRef(applySaved);
  const guardRef = useRef(authGuard);
  useEffect(() => {
    applyRef.current = applySaved;
    guardRef.current = authGuard;
  });

  const [ready, setReady] = useState(false);
  const [values, setValues] = useState<SectionValues>(emptyValues);
  const [status, setStatus] = useState<ProfileStatus | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [pending, setPending] = useState(false);
  const valuesRef = useRef(values);
  const dirty = useRef(new Set<ProfileSectionId>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  /** What each section's edits started from: the saved answers and their version (sent with each save). */
  const base = useRef<{ values: SectionValues; versions: SectionVersions }>({ values: emptyValues(), versions: {} });
  const [conflict, setConflict] = useState<ProfileSectionId | null>(null);
  const profileSync = useProfileSyncService();

  /** 'Retry Now': sends the retry queue and says how it went (P2-SVC-03, P2-ERR-11). */
  const retryNow = useCallback(async () => {
    const ok = await profileSync.retryFailedSaves();
    toast(ok ? { title: profileMessages.failedSavesRetried, variant: 'success' } : { title: profileMessages.failedSavesRetryFailed, variant: 'destructive' });
    if (ok) await client.invalidateQueries({ queryKey: profileKeys.all });
  }, [client, profileSync]);

  /** Saves one after another, so an older save never lands after a newer one. */
  const run = useCallback(
    (kind: SaveKind, extra: readonly ProfileSectionId[] = []): Promise<SaveOutcome> => {
      clearTimeout(timer.current);
      const job = chain.current.then(async (): Promise<SaveOutcome> => {
        const sections = new Set([...dirty.current, ...extra]);
        if (sections.size === 0) return 'saved';
        const { body, errors: problems } = saveBody(valuesRef.current, sections);
        dirty.current = new Set([...sections].filter((s) => !(s in body)));
        setPending(false);
        setErrors(problems);
        if (Object.keys(body).length === 0) return 'blocked';
        const outcome = (ok: SaveOutcome): SaveOutcome => (problems.length > 0 ? 'blocked' : ok);
        const sent = Object.keys(body) as ProfileSectionId[];
        const sentValues = valuesRef.current;
        const versions = Object.fromEntries(sent.flatMap((id) => (base.current.versions[id] ? [[id, base.current.versions[id]]] : [])));
        try {
          const saved = await profileSync.saveSections(body, undefined, versions);
          for (const id of sent) {
            base.current.versions[id] = saved.section_versions?.[id];
            base.current.values = { ...base.current.values, [id]: sentValues[id] };
          }
          applyRef.current(saved, sent);
          return outcome('saved');
        } catch (err) {
          if (guardRef.current(err, 'save')) return 'blocked';
          if (isSectionConflict(err)) {
            // Nothing was saved: the answers stay here (and unsent) until the user merges or reloads.
            for (const id of sent) dirty.current.add(id);
            const field = err instanceof ApiError ? err.field : undefined;
            setConflict(sent.find((id) => id === field) ?? sent[0] ?? null);
            return 'blocked';
          }
          if (isRetryable(err)) {
            failedToast(kind, retryNow);
            return outcome('queued');
          }
          const message = err instanceof Error ? err.message : String(err);
          setErrors([...problems, { field: err instanceof ApiError ? (err.field ?? '') : '', message }]);
          if (kind === 'restore') logger.warn('Backed-up profile sections were refused', { status: err instanceof ApiError ? err.status : null });
          else toast({ title: profileMessages.sectionSaveFailed, description: message, variant: 'destructive' });
          return 'blocked';
        }
      });
      chain.current = job.catch(() => undefined);
      return job;
    },
    [retryNow, profileSync],
  );

  const flush = useCallback(() => run('auto'), [run]);

  const resolveConflict = useCallback(
    async (kind: 'merge' | 'reload') => {
      const section = conflict;
      if (!section) return;
      try {
        const newer = await loadNewer(section);
        const mine = valuesRef.current[section];
        const theirs = section === 'medications' ? withStoredMedications({ ...valuesRef.current, medications: newer.value as SectionValues['medications'] }, status?.storedMedications ?? []).medications : newer.value;
        const next = kind === 'merge' ? mergeSectionEdits(base.current.values[section], mine, theirs) : theirs;
        base.current = { values: { ...base.current.values, [section]: theirs }, versions: { ...base.current.versions, [section]: newer.version } };
        valuesRef.current = { ...valuesRef.current, [section]: next };
        setValues(valuesRef.current);
        setConflict(null);
        if (kind === 'merge') {
          dirty.current.add(section);
          await run('auto');
        } else {
          dirty.current.delete(section);
        }
      } catch {
        toast({ title: conflictTexts.loadFailed, variant: 'destructive' });
      }
    },
    [conflict, loadNewer, run, status],
  );
  const saveStep = useCallback((section: ProfileSectionId) => run('step', [section]), [run]);

  const update = useCallback(
    <K extends ProfileSectionId>(section: K, value: ProfileSectionData[K]) => {
      valuesRef.current = { ...valuesRef.current, [section]: value };
      setValues(valuesRef.current);
      dirty.current.add(section);
      setPending(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run('auto'), onboardingDelays.autoSaveMs);
    },
    [run],
  );

  // Load: the profile and its status, the cabinet's medications, and any local backup on top.
  useEffect(() => {
    if (!userId) return;
    const stopListening = profileSync.listenToConnectivity();
    const controller = new AbortController();
    const started = performance.now();
    const backup = readBackup(userId);
    const show = (next: SectionValues, nextStatus: ProfileStatus | null) => {
      valuesRef.current = next;
      setValues(next);
      setStatus(nextStatus);
      setReady(true);
      if (backup) void run('restore', profileSectionIds.filter((id) => backup.data[id] !== undefined));
    };
    Promise.all([fetchProfile(controller.signal), fetchProfileStatus(controller.signal)]).then(
      ([profile, loadedStatus]) => {
        profileSync.recordLoadTime(performance.now() - started);
        client.setQueryData(profileKeys.profile, profile);
        client.setQueryData(profileKeys.status, loadedStatus);
        const loaded = withStoredMedications(profileValues(profile), loadedStatus.storedMedications);
        base.current = { values: loaded, versions: { ...profile?.section_versions } };
        show(backup ? withBackup(loaded, backup.data) : loaded, loadedStatus);
      },
      (err: unknown) => {
        if (controller.signal.aborted || isAbort(err)) return;
        if (guardRef.current(err, 'load')) {
          valuesRef.current = backup ? withBackup(emptyValues(), backup.data) : emptyValues();
          setValues(valuesRef.current);
          setReady(true);
          return;
        }
        logger.warn('Profile load failed during onboarding', { status: err instanceof ApiError ? err.status : null, recovered: backup !== null });
        if (backup) toast({ title: profileMessages.recoveredFromBackup, variant: 'success' });
        show(backup ? withBackup(emptyValues(), backup.data) : emptyValues(), null);
      },
    );
    return () => {
      controller.abort();
      stopListening();
    };
  }, [userId, client, run, profileSync]);

  // Leaving the page (or the flow): waiting edits are backed up at once, then sent.
  useEffect(() => {
    const leave = () => {
      if (dirty.current.size === 0) return;
      profileSync.backupSections(saveBody(valuesRef.current, dirty.current).body);
      void run('auto');
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [run, profileSync]);

  return { ready, values, status, errors, pending, update, flush, saveStep, retryNow, conflict, resolveConflict };
}
