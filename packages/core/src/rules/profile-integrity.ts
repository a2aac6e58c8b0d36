/**
 * Profile integrity (spec part 2 §5; P2-SVC-07..10, P2-PERF-04, P2-EDIT-15). The spec gives one
 * issue ('Basic personal information is incomplete' when age or gender is missing), that the
 * result is {isValid, score, issues}, and that object-typed values in five list fields are
 * invalid. The other rules and the score weights are ours, each an inconsistency a user could
 * fix in the editor. The score starts at 100 and loses each issue's weight, floored at 0.
 */
import { dataCompletenessScore } from './completeness-score';
import { profileLimits } from './profile-sections';
import { isSet, type UnifiedProfile } from '../contracts/unified-profile';

export interface IntegrityResult {
  isValid: boolean;
  score: number;
  issues: string[];
}

export const integrityIssues = {
  basicInfoIncomplete: 'Basic personal information is incomplete',
  personalInfoOutOfRange: 'Personal information has values out of range',
  invalidListEntries: 'Some medical history entries are not plain text',
  medicationWithoutName: 'Some medications are missing a name',
  duplicateMedicationIds: 'Some medications share the same id',
  noConditionsButListed: "'No conditions or allergies' is ticked but conditions or allergies are listed",
  noSymptomsButListed: "'No symptoms' is ticked but symptoms are listed",
  noMedicationsButListed: "'Not taking any medications' is ticked but medications are listed",
  staleCompletenessScore: 'The stored completeness score is out of date',
} as const;
type IssueKey = keyof typeof integrityIssues;

const issueWeights: Record<IssueKey, number> = {
  basicInfoIncomplete: 25,
  personalInfoOutOfRange: 20,
  invalidListEntries: 20,
  medicationWithoutName: 15,
  duplicateMedicationIds: 10,
  noConditionsButListed: 10,
  noSymptomsButListed: 10,
  noMedicationsButListed: 10,
  staleCompletenessScore: 5,
};

/** P2-SVC-07: the fields whose values must be text, never objects. */
export const textOnlyFields = ['allergies', 'surgeries', 'medications', 'familyHistory', 'currentConditions'] as const;

export interface DataValidation {
  isValid: boolean;
  invalidFields: string[];
  /** One line per invalid field, for the caller's warning log (values are never included). */
  warnings: string[];
}

const isObjectValue = (v: unknown) => typeof v === 'object' && v !== null;

/**
 * P2-SVC-07: flags object-typed values in allergies, surgeries, medications, familyHistory and
 * currentConditions — the field itself being an object, or a list holding one. Applies to
 * medical-history data (where medications is a list of names); the medications section's items
 * are objects by design and are checked by the medication rules instead.
 */
export function validateProfileData(data: Record<string, unknown> | null | undefined): DataValidation {
  const invalidFields = textOnlyFields.filter((field) => {
    const value = data?.[field];
    return Array.isArray(value) ? value.some(isObjectValue) : isObjectValue(value);
  });
  return {
    isValid: invalidFields.length === 0,
    invalidFields,
    warnings: invalidFields.map((f) => `Invalid data in ${f}: expected text entries, found an object`),
  };
}

const outOfRange = (v: unknown, min: number, max = Infinity) => isSet(v) && !(typeof v === 'number' && v >= min && v <= max);
const nonEmpty = (v: unknown) => Array.isArray(v) && v.length > 0;

/** P2-SVC-08..10: valid when there are no issues. */
export function checkProfileIntegrity(profile: UnifiedProfile | null | undefined): IntegrityResult {
  const found: IssueKey[] = [];
  const p = profile?.personal_info;
  const m = profile?.medical_history;
  const meds = profile?.medications?.current ?? [];

  if (!isSet(p?.age) || !isSet(p?.gender)) found.push('basicInfoIncomplete');
  const badAge = outOfRange(p?.age, profileLimits.ageMin, profileLimits.ageMax) || (typeof p?.age === 'number' && !Number.isInteger(p.age));
  if (badAge || outOfRange(p?.weight, profileLimits.measureMin) || outOfRange(p?.height, profileLimits.measureMin)) {
    found.push('personalInfoOutOfRange');
  }
  if (!validateProfileData(m).isValid) found.push('invalidListEntries');
  if (meds.some((x) => typeof x?.name !== 'string' || x.name.trim() === '')) found.push('medicationWithoutName');
  const ids = meds.map((x) => x?.id).filter((id): id is string => typeof id === 'string');
  if (new Set(ids).size !== ids.length) found.push('duplicateMedicationIds');
  if (m?.noConditions === true && [m.currentConditions, m.chronicConditions, m.allergies, m.familyHistory].some(nonEmpty)) {
    found.push('noConditionsButListed');
  }
  if (profile?.symptoms?.completed === true && nonEmpty(profile.symptoms.currentSymptoms)) found.push('noSymptomsButListed');
  if (profile?.medications?.noMedications === true && meds.length > 0) found.push('noMedicationsButListed');
  const stored = profile?.data_completeness_score;
  if (typeof stored === 'number' && stored !== dataCompletenessScore(profile)) found.push('staleCompletenessScore');

  const score = Math.max(0, 100 - found.reduce((sum, key) => sum + issueWeights[key], 0));
  return { isValid: found.length === 0, score, issues: found.map((key) => integrityIssues[key]) };
}
