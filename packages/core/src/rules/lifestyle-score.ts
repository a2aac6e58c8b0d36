/**
 * Lifestyle score (spec part 2 §5; P2-SCORE-13..21): out of 100, rounded, from exercise, sleep,
 * stress, smoking and alcohol. Sleep defaults to 8 hours and stress to 5 (the sliders' starting
 * points). An unanswered exercise, smoking or alcohol question earns no points: the score only
 * credits what the user told us.
 */
import { profileDefaults, type AlcoholConsumption, type ExerciseFrequency, type SmokingStatus } from './profile-sections';
import { isSet } from '../contracts/unified-profile';

export const exercisePoints: Record<ExerciseFrequency, number> = {
  daily: 30,
  '5-6-times': 25,
  '3-4-times': 20,
  '1-2-times': 10,
  none: 0,
};
export const smokingPoints: Record<SmokingStatus, number> = { never: 15, former: 10, occasional: 5, regular: 0 };
export const alcoholPoints: Record<AlcoholConsumption, number> = { none: 10, rarely: 8, occasionally: 6, weekly: 4, daily: 0 };

/** P2-SCORE-21. */
export const sleepGuidance = '7-9h recommended';

export type LifestyleStatus = 'good' | 'moderate' | 'needs-attention';

export interface LifestyleAnswers {
  exerciseFrequency?: string | null;
  sleepHours?: number | null;
  stressLevel?: number | null;
  smokingStatus?: string | null;
  alcoholConsumption?: string | null;
}

const pointsFor = <T extends string>(table: Record<T, number>, value: string | null | undefined): number =>
  value != null && Object.hasOwn(table, value) ? table[value as T] : 0;

/** 7–9 hours 25, 6–10 hours 15, otherwise 5. */
export function sleepPoints(hours: number): number {
  if (hours >= 7 && hours <= 9) return 25;
  if (hours >= 6 && hours <= 10) return 15;
  return 5;
}

/** max(0, 20 − 2 × (stress − 1)). */
export function stressPoints(stress: number): number {
  return Math.max(0, 20 - 2 * (stress - 1));
}

export function lifestyleScore(answers: LifestyleAnswers | null | undefined): number {
  const a = answers ?? {};
  const total =
    pointsFor(exercisePoints, a.exerciseFrequency) +
    sleepPoints(a.sleepHours ?? profileDefaults.sleepHours) +
    stressPoints(a.stressLevel ?? profileDefaults.stressLevel) +
    pointsFor(smokingPoints, a.smokingStatus) +
    pointsFor(alcoholPoints, a.alcoholConsumption);
  return Math.min(100, Math.max(0, Math.round(total)));
}

/** P2-SCORE-19: good at 70 or more, moderate at 50 or more, otherwise needs-attention. */
export function lifestyleStatus(score: number): LifestyleStatus {
  if (score >= 70) return 'good';
  if (score >= 50) return 'moderate';
  return 'needs-attention';
}

/** P2-SCORE-20: the score is shown once exercise, sleep or stress is set. */
export function showsLifestyleScore(answers: LifestyleAnswers | null | undefined): boolean {
  return isSet(answers?.exerciseFrequency) || isSet(answers?.sleepHours) || isSet(answers?.stressLevel);
}

/** What the overview card shows: the score and its status, or null while nothing is set. */
export function lifestyleSummary(answers: LifestyleAnswers | null | undefined): { score: number; status: LifestyleStatus } | null {
  if (!showsLifestyleScore(answers)) return null;
  const score = lifestyleScore(answers);
  return { score, status: lifestyleStatus(score) };
}
