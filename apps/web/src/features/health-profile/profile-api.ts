/**
 * The health profile API (issue 5, spec part 2 §7) paired with its query hooks: the onboarding
 * flow, the profile editor and the dashboards read the same profile, one cache under the keys of
 * lib/profile-query-keys. Every call is the session user's own data.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionPlan } from '@thrivewell/core/rules/action-plans';
import type { OutdatedItem } from '@thrivewell/core/rules/data-freshness';
import type { JourneyLevel } from '@thrivewell/core/rules/health-journey';
import type { PersonalizationContextKind } from '@thrivewell/core/copy/personalization-prompt';
import type { MultipleSectionsBody, ProfileSectionInput, SectionVersions } from '@thrivewell/core/contracts/profile-contract';
import type { Medication } from '@thrivewell/core/contracts/profile-schemas';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { ApiError, apiFetch } from '../../lib/api-client';
import { profileKeys } from '../../lib/profile-query-keys';

export type { UnifiedProfile };
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

/** The medicine cabinet's query (features/safety's cabinetQueryKey): the profile's medications section is the cabinet. */
const cabinetQueryKey = ['safety-cabinet'] as const;
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

export interface LegacyDataStatus {
  /** Any legacy user_details data at all. */
  any: boolean;
  questionnaire: boolean;
  personalInfo: boolean;
  medicalHistory: boolean;
  medications: boolean;
  diet: boolean;
}

export interface ProfileStatus {
  hasProfile: boolean;
  /** Flag set, score ≥ 70, or the legacy data says completed (P2-SCORE-12). */
  onboardingComplete: boolean;
  /** No profile, no questionnaire, no medication or diet data (P2-ONB-04). */
  isNewUser: boolean;
  /** 0-based step to resume at: min(lastCompletedStep + 1, 6) (P2-ONB-05). */
  resumeStep: number;
  lastCompletedStep: number | null;
  completenessScore: number;
  completedAt: string | null;
  updatedAt: string | null;
  recoveryOffered: boolean;
  legacy: LegacyDataStatus;
  journeyLevel: JourneyLevel | null;
  /** The user's active medicine-cabinet entries as onboarding list items (ids start with db_). */
  storedMedications: Medication[];
  /** Last time the System Status check ran (preferences.lastSystemCheck). */
  lastSystemCheck: string | null;
}

export function fetchProfileStatus(signal?: AbortSignal): Promise<ProfileStatus> {
  return apiFetch<ProfileStatus>('/api/profile/status', { signal });
}

export function useProfileStatus(enabled = true) {
  return useQuery({ queryKey: profileKeys.status, queryFn: ({ signal }) => fetchProfileStatus(signal), enabled });
}

// ------------------------------------------------------------------ journey

export function useJourney() {
  return useQuery({ queryKey: profileKeys.journey, queryFn: ({ signal }) => apiFetch<{ level: JourneyLevel | null }>('/api/profile/journey', { signal }) });
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

export interface ActionPlansResponse {
  /** True for everyone but paid users: the spec's sample actions. */
  sample: boolean;
  plans: ActionPlan[];
}

export function useActionPlans(enabled = true) {
  return useQuery({ queryKey: profileKeys.actionPlans, queryFn: ({ signal }) => apiFetch<ActionPlansResponse>('/api/profile/action-plans', { signal }), enabled });
}

export function setActionCompletedRemote(actionId: string, completed: boolean): Promise<ActionPlan> {
  return apiFetch<ActionPlan>(`/api/profile/action-plans/${encodeURIComponent(actionId)}`, { method: 'PATCH', body: { completed } });
}

// ------------------------------------------------------------------ analysis, freshness, recovery, system check

export interface AnalysisResponse {
  /** The newest analysis_results row's analysis_result, or null. */
  analysis_result: Record<string, unknown> | null;
  created_at: string | null;
  /** analysis_result.immuneScore, 78 when absent (P2-SWD-20). */
  immuneScore: number;
  /** Paid users only: a logged error report of type demo_data_leak exists (P2-TIER-08). */
  demoDataViolation: boolean;
}

export function useAnalysis(enabled = true) {
  return useQuery({ queryKey: profileKeys.analysis, queryFn: ({ signal }) => apiFetch<AnalysisResponse>('/api/profile/analysis', { signal }), enabled });
}

export interface FreshnessResponse {
  /** Outdated records only (older than 3 months); empty → the dialog shows nothing. */
  items: OutdatedItem[];
  checkedAt: string;
}

export function fetchFreshness(signal?: AbortSignal): Promise<FreshnessResponse> {
  return apiFetch<FreshnessResponse>('/api/profile/freshness', { signal });
}

export function useFreshness(enabled = true) {
  return useQuery({ queryKey: profileKeys.freshness, queryFn: ({ signal }) => fetchFreshness(signal), enabled });
}

/** The Previous Data Found card's connection test: a count read, then the three full reads. */
export interface DiagnosticsResponse {
  connection: { ok: true; profiles: number };
  user_details: Record<string, unknown> | null;
  unified_user_profile: StoredProfile | null;
  user_preferences: Record<string, unknown> | null;
}

export function runConnectionTest(): Promise<DiagnosticsResponse> {
  return apiFetch<DiagnosticsResponse>('/api/profile/diagnostics');
}

/** Data Saving line of the System Status check: writes preferences.lastSystemCheck. */
export function saveSystemCheck(): Promise<{ lastSystemCheck: string }> {
  return apiFetch('/api/profile/system-check', { method: 'POST', body: {} });
}

export interface FeatureDataResponse {
  feature: PersonalizationContextKind;
  hasProfile: boolean;
  data_completeness_score: number;
  data: Record<string, unknown>;
}

export function fetchFeatureData(feature: PersonalizationContextKind): Promise<FeatureDataResponse> {
  return apiFetch<FeatureDataResponse>(`/api/profile/feature/${feature}`);
}
