/**
 * Onboarding flow rules (spec part 2 §4, §9; P2-ONB-02..07, P2-CARD-05..10, P2-CONST-01..04):
 * where a user resumes, who counts as new, when the legacy questionnaire completes onboarding
 * by itself, and the flow's delays and local-storage keys. The field edits of each step are in
 * onboarding-edits.ts.
 */
import { hasProfileData, isSectionComplete, isSet, type UnifiedProfile } from '../contracts/unified-profile';
import { profileSectionIds, type ProfileSectionId } from './profile-sections';
import {
  hasLegacyDietData,
  hasLegacyMedicationData,
  hasLegacyQuestionnaire,
  isRecord,
  textList,
  toNumber,
  type LegacyQuestionnaire,
  type LegacyUserDetails,
} from './legacy-user-details';

export const onboardingStepCount = profileSectionIds.length;
/**
 * Steps are numbered from 0 (personalInfo) to 6 (healthGoals), as lastCompletedStep is stored;
 * the resume step is capped at 6, the last step, and shown as 'Step 7 of 7'.
 */
export const maxResumeStep = 6;

/** §9 delays. */
export const onboardingDelays = {
  autoSaveMs: 2000,
  safetyAnalysisMs: 1000,
  authRedirectMs: 2000,
  completionToastMs: 5000,
} as const;

/** P2-ROUTE-10: where a save or load without a session sends the user (after authRedirectMs). */
export const profileAuthRedirect = '/auth';


/** P2-ONB-05: min(lastCompletedStep + 1, 6); no saved progress starts at step 0 (P2-ONB-03). */
export function resumeStep(lastCompletedStep: unknown): number {
  const last = toNumber(lastCompletedStep);
  if (last === null || last < 0) return 0;
  return Math.min(Math.floor(last) + 1, maxResumeStep);
}

/** P2-ONB-02: 'Step n of 7' for a 0-based step index. */
export function stepLabel(stepIndex: number): string {
  const step = Math.min(Math.max(Math.floor(stepIndex), 0), onboardingStepCount - 1);
  return `Step ${step + 1} of ${onboardingStepCount}`;
}

export function sectionAtStep(stepIndex: number): ProfileSectionId {
  const step = Math.min(Math.max(Math.floor(stepIndex), 0), onboardingStepCount - 1);
  return profileSectionIds[step] ?? 'personalInfo';
}

/** P2-ONB-04: no unified profile, no questionnaire and no medication or diet data. */
export function isNewUser(input: { unifiedProfile: unknown; legacy: LegacyUserDetails | null | undefined }): boolean {
  return (
    !input.unifiedProfile &&
    !hasLegacyQuestionnaire(input.legacy) &&
    !hasLegacyMedicationData(input.legacy) &&
    !hasLegacyDietData(input.legacy)
  );
}

/**
 * P2-ONB-07: the stored questionnaire has all seven parts: age and gender; conditions (or
 * noConditions); symptoms; medications; diet; interactions completed; at least one primary goal.
 * The symptoms, medications and diet parts count once they were saved at all — an empty list
 * is the answer "none".
 */
export function questionnaireIsComplete(q: LegacyQuestionnaire | null | undefined): boolean {
  if (!q) return false;
  const conditions = q.healthConditions;
  return (
    isSet(q.basicInfo?.age) &&
    isSet(q.basicInfo?.gender) &&
    (textList(conditions?.currentConditions).length > 0 || conditions?.noConditions === true) &&
    q.symptoms != null &&
    q.medications != null &&
    q.diet != null &&
    q.interactions?.completed === true &&
    textList(q.goals?.primaryGoals).length > 0
  );
}

/** "The legacy data says completed": the questionnaire is complete, or carries its own completed flag. */
export function legacySaysCompleted(q: LegacyQuestionnaire | null | undefined): boolean {
  return questionnaireIsComplete(q) || (isRecord(q) && q.completed === true);
}

/** Whether a user has any saved progress to resume (/onboarding?continue=true, P2-ROUTE-04). */
export function hasPartialProgress(q: LegacyQuestionnaire | null | undefined): boolean {
  return hasProfileData(q) && !questionnaireIsComplete(q);
}

// ---------------------------------------------------------------- profile-completion card

export const profileCardSteps = ['Basic Info', 'Health Conditions', 'Medications', 'Diet & Nutrition', 'Safety Check', 'Wellness Goals'] as const;

/** P2-CARD-05..10: 'n/6', and complete only when all six boolean steps are true. */
export function profileCardProgress(steps: readonly boolean[]): { done: number; label: string; complete: boolean; button: string | null } {
  const done = profileCardSteps.filter((_, i) => steps[i] === true).length;
  const complete = done === profileCardSteps.length;
  const button = complete ? null : done === 0 ? 'Start Setup' : 'Continue Setup';
  return { done, label: `${done}/${profileCardSteps.length}`, complete, button };
}

/** P2-ENH-09: the number of distinct conditions tracked (current and chronic, ignoring case). */
export function trackedConditionCount(medicalHistory: { currentConditions?: unknown; chronicConditions?: unknown } | null | undefined): number {
  const all = [...textList(medicalHistory?.currentConditions), ...textList(medicalHistory?.chronicConditions)];
  return new Set(all.map((c) => c.toLowerCase())).size;
}

/**
 * The six steps of the profile-completion card read from the unified profile (our mapping; the
 * spec names the steps only): Basic Info = personal information, Health Conditions = medical
 * history, Medications, Diet & Nutrition, Safety Check = the medication safety analysis has run
 * (or the user takes nothing), Wellness Goals = at least one primary goal.
 */
export function profileCardStepsDone(profile: UnifiedProfile | null | undefined): boolean[] {
  const meds = profile?.medications;
  const safetyChecked = meds?.noMedications === true || (isSectionComplete(profile, 'medications') && isSet(meds?.lastUpdated));
  return [
    isSectionComplete(profile, 'personalInfo'),
    isSectionComplete(profile, 'medicalHistory'),
    isSectionComplete(profile, 'medications'),
    isSectionComplete(profile, 'diet'),
    safetyChecked,
    isSectionComplete(profile, 'healthGoals'),
  ];
}
