/**
 * The health profile API (issue 5, spec part 2 §7) paired with its query hooks: the onboarding
 * flow, the profile editor and the dashboards read the same profile, one cache under the keys of
 * lib/profile-query-keys. Every call is the session user's own data.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JourneyLevel } from '@thrivewell/core/rules/health-journey';
import type { PersonalizationContextKind } from '@thrivewell/core/copy/personalization-prompt';
import type { MultipleSectionsBody, ProfileSectionInput, SectionVersions } from '@thrivewell/core/contracts/profile-contract';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import type { ActionPlanView, ActionPlansResponse, AnalysisResponse, DiagnosticsResponse, FeatureDataResponse, FreshnessResponse } from '@thrivewell/core/contracts/profile-responses';
import type { JourneyResponse, LegacyDataStatus, ProfileStatus, SystemCheckResponse } from '@thrivewell/core/contracts/profile-status';
import { ApiError, apiFetch } from '../../lib/api-client';
import { cabinetQueryKey } from '../../lib/cabinet-query-keys';
import { profileKeys } from '../../lib/profile-query-keys';

/** Response types are core's (inferred from the schemas the server's answers are checked against). */
export type { ActionPlansResponse, AnalysisResponse, DiagnosticsResponse, FeatureDataResponse, FreshnessResponse, LegacyDataStatus, ProfileStatus, UnifiedProfile };
/** section_versions: send a section's entry back with its save (409 SECTION_CHANGED when it changed since). */
export type StoredProfile = UnifiedProfile & { user_id: string; created_at: string; section_versions?: SectionVersions };

// ------------------------------------------------------------------ profile row

/** GET /api/profile; a user without a profile yet (404 PROFILE_NOT_FOUND) reads as null. */
export async function fetchProfile(signal?: AbortSignal): Promise<StoredProfile | null> {
  try {
    return await apiFetch<StoredProfile>('/api/profile', { signal });
  } catch (err) {
    if (err instanceof ApiError && err.code === 'PROFILE_NOT_FOUND') return null;
    throw err;
  }
}

export function useProfile(enabled = true) {
  return useQuery({ queryKey: profileKeys.profile, queryFn: ({ signal }) => fetchProfile(signal), enabled });
}

export function saveSection<K extends ProfileSectionId>(section: K, data: ProfileSectionInput[K]): Promise<StoredProfile> {
  return apiFetch<StoredProfile>(`/api/profile/sections/${section}`, { method: 'PUT', body: data });
}

/** `versions`: the section_versions each edit started from; a section saved elsewhere since answers 409 SECTION_CHANGED. */
export function saveSections(sections: Partial<{ [K in ProfileSectionId]: ProfileSectionInput[K] }>, versions?: SectionVersions): Promise<StoredProfile> {
  const body = versions && Object.keys(versions).length > 0 ? { ...sections, versions } : sections;
  return apiFetch<StoredProfile>('/api/profile/sections', { method: 'PUT', body: body as MultipleSectionsBody });
}

export function completeOnboarding(): Promise<StoredProfile> {
  return apiFetch<StoredProfile>('/api/profile/complete', { method: 'POST', body: {} });
}

/** Stores how far the onboarding got (0-based step index), so /onboarding?continue=true resumes there. */
export function saveOnboardingProgress(lastCompletedStep: number): Promise<{ lastCompletedStep: number }> {
  return apiFetch('/api/profile/onboarding-progress', { method: 'PUT', body: { lastCompletedStep } });
}

/** The server analyses medications ~1 s after their save (medicationAnalysisDelayMs); what shows it is re-read after this. */
export const analysisRefetchDelayMs = 1500;

/**
 * After any profile write: the row answered by the server goes into the cache; derived reads
 * refetch. A write of the medications section (`savedSections` names it) also refreshes what
 * depends on the cabinet and on its safety analysis — the cabinet at once, the analysis and the
 * profile's stored analysis once the background analysis has run — so the dashboard's
 * Analysis Results never show the previous list's findings until a reload.
 */
export function useApplySavedProfile() {
  const client = useQueryClient();
  return (profile: StoredProfile, savedSections: readonly ProfileSectionId[] = []) => {
    client.setQueryData(profileKeys.profile, profile);
    void client.invalidateQueries({ queryKey: profileKeys.status });
    void client.invalidateQueries({ queryKey: profileKeys.actionPlans });
    void client.invalidateQueries({ queryKey: profileKeys.freshness });
    if (!savedSections.includes('medications')) return;
    void client.invalidateQueries({ queryKey: cabinetQueryKey });
    void client.invalidateQueries({ queryKey: profileKeys.analysis });
    setTimeout(() => {
      void client.invalidateQueries({ queryKey: profileKeys.analysis });
      void client.invalidateQueries({ queryKey: profileKeys.profile });
    }, analysisRefetchDelayMs);
  };
}

// ------------------------------------------------------------------ status (dashboard decision, resume, recovery)

export function fetchProfileStatus(signal?: AbortSignal): Promise<ProfileStatus> {
  return apiFetch<ProfileStatus>('/api/profile/status', { signal });
}

export function useProfileStatus(enabled = true) {
  return useQuery({ queryKey: profileKeys.status, queryFn: ({ signal }) => fetchProfileStatus(signal), enabled });
}

// ------------------------------------------------------------------ journey

export function useJourney() {
  return useQuery({ queryKey: profileKeys.journey, queryFn: ({ signal }) => apiFetch<JourneyResponse>('/api/profile/journey', { signal }) });
}

export function useSaveJourney() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (level: JourneyLevel) => apiFetch<{ level: JourneyLevel }>('/api/profile/journey', { method: 'PUT', body: { level } }),
    onSuccess: (data) => {
      client.setQueryData(profileKeys.journey, data);
      void client.invalidateQueries({ queryKey: profileKeys.status });
    },
  });
}

// ------------------------------------------------------------------ action plans

export function useActionPlans(enabled = true) {
  return useQuery({ queryKey: profileKeys.actionPlans, queryFn: ({ signal }) => apiFetch<ActionPlansResponse>('/api/profile/action-plans', { signal }), enabled });
}

export function setActionCompletedRemote(actionId: string, completed: boolean): Promise<ActionPlanView> {
  return apiFetch<ActionPlanView>(`/api/profile/action-plans/${encodeURIComponent(actionId)}`, { method: 'PATCH', body: { completed } });
}

// ------------------------------------------------------------------ analysis, freshness, recovery, system check

export function useAnalysis(enabled = true) {
  return useQuery({ queryKey: profileKeys.analysis, queryFn: ({ signal }) => apiFetch<AnalysisResponse>('/api/profile/analysis', { signal }), enabled });
}

export function fetchFreshness(signal?: AbortSignal): Promise<FreshnessResponse> {
  return apiFetch<FreshnessResponse>('/api/profile/freshness', { signal });
}

export function useFreshness(enabled = true) {
  return useQuery({ queryKey: profileKeys.freshness, queryFn: ({ signal }) => fetchFreshness(signal), enabled });
}

export function runConnectionTest(): Promise<DiagnosticsResponse> {
  return apiFetch<DiagnosticsResponse>('/api/profile/diagnostics');
}

/** Data Saving line of the System Status check: writes preferences.lastSystemCheck. */
export function saveSystemCheck(): Promise<SystemCheckResponse> {
  return apiFetch('/api/profile/system-check', { method: 'POST', body: {} });
}

export function fetchFeatureData(feature: PersonalizationContextKind): Promise<FeatureDataResponse> {
  return apiFetch<FeatureDataResponse>(`/api/profile/feature/${feature}`);
}
