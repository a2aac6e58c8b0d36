/**
 * Legacy data recovery (spec part 2 §3, §7; P2-REC-15/16, P2-CALL-07): maps a legacy
 * user_details row into the seven unified profile sections, for the server's
 * manually_recover_user_data. Every section is checked against its schema, so what comes out
 * is always valid profile data; values the schema would refuse are dropped, not guessed.
 */
import { dataCompletenessScore } from './completeness-score';
import {
  entryText,
  hasLegacyDietData,
  hasLegacyMedicationData,
  hasLegacyQuestionnaire,
  isRecord,
  legacyMedicationEntries,
  listAt,
  textList,
  toNumber,
  type LegacyUserDetails,
} from './legacy-user-details';
import { legacySaysCompleted } from './onboarding-rules';
import { emptySection, validateProfileSection, type ProfileSectionData } from '../contracts/profile-contract';
import {
  alcoholConsumptions,
  dietTypes,
  exerciseFrequencies,
  genders,
  goalTimeframes,
  heightUnits,
  profileLimits,
  profileSectionColumns,
  profileSectionIds,
  smokingStatuses,
  symptomFrequencies,
  weightUnits,
  type ProfileSectionColumn,
  type ProfileSectionId,
} from './profile-sections';
import { medicationTypeValues } from '../contracts/safety-contract';
import { sectionHasData } from '../contracts/unified-profile';

export type MigratedSections = { [K in ProfileSectionId as (typeof profileSectionColumns)[K]]: ProfileSectionData[K] };

export interface LegacyDataFound extends Record<ProfileSectionColumn, boolean> {
  questionnaire_data: boolean;
  medication_data: boolean;
  diet_data: boolean;
}

export interface LegacyMigration {
  sections: MigratedSections;
  /** Legacy values with no place in the sections (e.g. diet_data.commonFoods). */
  additional_data: Record<string, unknown>;
  data_completeness_score: number;
  onboarding_completed: boolean;
  data_found: LegacyDataFound;
}

const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
/** 'Prefer not to say' → 'prefer-not-to-say', then kept only if it is one of `values`. */
function coded(value: unknown, values: readonly string[]): string | null {
  const key = str(value).toLowerCase().replace(/[\s_]+/g, '-');
  const v = key === 'nonbinary' ? 'non-binary' : key;
  return values.includes(v) ? v : null;
}
const list = (...sources: unknown[]) =>
  textList(sources.flatMap((s) => (Array.isArray(s) ? s : [])))
    .map((e) => e.slice(0, profileLimits.maxEntryLength))
    .slice(0, profileLimits.maxListEntries);

function sectionsFrom(details: LegacyUserDetails): { raw: Record<ProfileSectionId, unknown>; additional: Record<string, unknown> } {
  const q = rec(details.questionnaire_data);
  const basic = rec(q.basicInfo);
  const conditions = rec(q.healthConditions);
  const dietData = rec(details.diet_data);
  const qDiet = rec(q.diet);
  const goals = rec(q.goals);

  const age = toNumber(basic.age);
  const symptomEntries = listAt(q.symptoms, 'currentSymptoms') ?? listAt(q.symptoms, 'symptoms') ?? [];
  const symptomNames = list(symptomEntries);
  const severity: Record<string, unknown> = { ...rec(rec(q.symptoms).severity) };
  const frequency: Record<string, unknown> = { ...rec(rec(q.symptoms).frequency) };
  for (const entry of symptomEntries.filter(isRecord)) {
    const name = entryText(entry);
    if (name && entry.severity !== undefined) severity[name] = toNumber(entry.severity);
    if (name && entry.frequency !== undefined) frequency[name] = coded(entry.frequency, symptomFrequencies);
  }
  const keep = (map: Record<string, unknown>, ok: (v: unknown) => boolean) =>
    Object.fromEntries(Object.entries(map).filter(([k, v]) => symptomNames.includes(k) && ok(v)));

  const seen = new Set<string>();
  const medications = legacyMedicationEntries(details).flatMap((entry, i) => {
    const m = rec(entry);
    const name = entryText(entry).slice(0, profileLimits.maxMedicationName);
    if (!name || seen.has(name.toLowerCase())) return [];
    seen.add(name.toLowerCase());
    return [
      {
        id: `legacy_${i + 1}`,
        name,
        dosage: (str(m.dosage) || str(m.strength) || str(m.prescribed_dosage)).slice(0, 100),
        frequency: str(m.frequency).slice(0, 100),
        type: (medicationTypeValues as readonly string[]).includes(str(m.type)) ? str(m.type) : undefined,
        active: m.active !== false,
      },
    ];
  });

  const medicalLists = {
    currentConditions: list(conditions.currentConditions),
    chronicConditions: list(conditions.chronicConditions),
    allergies: list(conditions.allergies, dietData.allergies),
    familyHistory: list(conditions.familyHistory),
  };
  const lifestyle = rec(q.lifestyle);
  const rawDietType = str(dietData.dietType) || str(qDiet.dietType) || str(qDiet.type);
  const commonFoods = list(dietData.commonFoods);

  return {
    raw: {
      personalInfo: {
        age: age !== null && Number.isInteger(age) && age >= profileLimits.ageMin && age <= profileLimits.ageMax ? age : null,
        gender: coded(basic.gender, genders),
        weight: (toNumber(basic.weight) ?? 0) >= profileLimits.measureMin ? toNumber(basic.weight) : null,
        weightUnit: coded(basic.weightUnit, weightUnits) ?? undefined,
        height: (toNumber(basic.height) ?? 0) >= profileLimits.measureMin ? toNumber(basic.height) : null,
        heightUnit: coded(basic.heightUnit, heightUnits) ?? undefined,
      },
      medicalHistory: {
        ...medicalLists,
        noConditions: conditions.noConditions === true && Object.values(medicalLists).every((l) => l.length === 0),
      },
      symptoms: {
        currentSymptoms: symptomNames,
        severity: keep(severity, (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 10),
        frequency: keep(frequency, (v) => v !== null),
        completed: symptomNames.length === 0 && (rec(q.symptoms).noSymptoms === true || rec(q.symptoms).completed === true),
      },
      medications: {
        current: medications.slice(0, profileLimits.maxMedications),
        noMedications: medications.length === 0 && rec(q.medications).noMedications === true,
      },
      lifestyle: Object.fromEntries(
        Object.entries({
          exerciseFrequency: coded(lifestyle.exerciseFrequency, exerciseFrequencies),
          smokingStatus: coded(lifestyle.smokingStatus, smokingStatuses),
          alcoholConsumption: coded(lifestyle.alcoholConsumption, alcoholConsumptions),
          sleepHours: toNumber(lifestyle.sleepHours),
          stressLevel: toNumber(lifestyle.stressLevel),
        }).filter(([, v]) => v !== null),
      ),
      diet: {
        type: rawDietType ? (coded(rawDietType, dietTypes) ?? 'other') : null,
        restrictions: list(dietData.restrictions, qDiet.restrictions),
        preferences: list(dietData.preferences, qDiet.preferences),
        goals: list(qDiet.goals),
      },
      healthGoals: {
        primary: list(goals.primaryGoals),
        timeframe: coded(goals.timeframe, goalTimeframes),
        preferences: list(goals.preferences),
      },
    },
    additional: commonFoods.length > 0 ? { legacyCommonFoods: commonFoods } : {},
  };
}

/** Maps a legacy row to profile sections, with what was found. */
export function migrateLegacyUserDetails(details: LegacyUserDetails | null | undefined): LegacyMigration {
  const { raw, additional } = sectionsFrom(details ?? {});
  const sections = {} as Record<ProfileSectionColumn, unknown>;
  for (const id of profileSectionIds) {
    const checked = validateProfileSection(id, raw[id]);
    // A section the schema still refuses (a stray out-of-range value) is better lost than half-kept.
    sections[profileSectionColumns[id]] = checked.success ? checked.data : emptySection(id);
  }
  const migrated = sections as MigratedSections;
  const found = Object.fromEntries(
    Object.entries(migrated).map(([column, data]) => [column, sectionHasData(data)]),
  ) as Record<ProfileSectionColumn, boolean>;
  return {
    sections: migrated,
    additional_data: additional,
    data_completeness_score: dataCompletenessScore(migrated),
    onboarding_completed: legacySaysCompleted(details?.questionnaire_data),
    data_found: {
      questionnaire_data: hasLegacyQuestionnaire(details),
      medication_data: hasLegacyMedicationData(details),
      diet_data: hasLegacyDietData(details),
      ...found,
    },
  };
}
