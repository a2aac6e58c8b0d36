/**
 * Writes health action plans from a unified profile (spec part 2 §2, §3; the rules are not in
 * the spec, so they are ours; the wording is in action-plan-templates.ts). Pure: the same profile
 * always gives the same plans, each with a stable key so a re-run updates instead of duplicating.
 */
import { highStressStep, planTemplates, type PlanTemplateKey } from '../copy/action-plan-templates';
import type { ActionCategory, ActionPriority } from './action-plans';
import { dataCompletenessScore } from './completeness-score';
import { isProfileEmpty } from './data-recovery';
import { textList } from './legacy-user-details';
import { fitnessGoal, sleepGoal, weightGoals } from './profile-sections';
import { multipleMedicationsThreshold } from '../contracts/safety-contract';
import type { UnifiedProfile } from '../contracts/unified-profile';

export interface GeneratedActionPlan {
  /** Stable per rule, e.g. 'sleep-routine' or 'goal-heart-health'. */
  key: string;
  title: string;
  category: ActionCategory;
  priority: ActionPriority;
  impact_score: number;
  time_sensitivity: number;
  description: string;
  /** steps: 2–4 concrete steps; basedOn: the profile field that triggered the plan. */
  metadata: { steps: string[]; basedOn: string[] };
}
type Plan = GeneratedActionPlan;

/** [impact_score, time_sensitivity], each 1–10. */
type Weight = [number, number];

function make(template: PlanTemplateKey, priority: ActionPriority, [impact, urgency]: Weight, description: string, basedOn: string, extra: { steps?: string[]; goal?: string } = {}): Plan {
  const t = planTemplates[template];
  const goal = extra.goal ?? '';
  const slug = goal.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    key: goal ? `goal-${slug || 'goal'}` : template,
    title: t.title.replace('{goal}', goal),
    category: t.category,
    priority,
    impact_score: impact,
    time_sensitivity: urgency,
    description,
    metadata: { steps: extra.steps ?? [...t.steps], basedOn: [basedOn] },
  };
}

function sleepPlan(hours: number | null | undefined, goals: string[], target: number | null | undefined): Plan | null {
  const field = 'lifestyle_data.sleepHours';
  if (typeof hours === 'number' && hours < 7) {
    const text = `You sleep about ${hours} hours a night; most adults feel best with 7–9.`;
    return hours < 6 ? make('sleep-routine', 'high', [8, 7], text, field) : make('sleep-routine', 'medium', [7, 5], text, field);
  }
  if (typeof hours === 'number' && hours > 9) return make('sleep-rhythm', 'medium', [6, 4], `You sleep about ${hours} hours a night, more than the usual 7–9.`, field);
  if (!goals.includes(sleepGoal)) return null;
  const targetText = typeof target === 'number' ? ` Your target is ${target} hours.` : '';
  return make('sleep-protect', 'low', [6, 3], `Better sleep is one of your goals.${targetText}`, 'health_goals.primary');
}

function stressPlan(stress: number | null | undefined, goals: string[]): Plan | null {
  const steps = [...planTemplates['stress-relief'].steps];
  if (typeof stress === 'number' && stress >= 8) {
    return make('stress-relief', 'high', [8, 7], `You rated your stress ${stress} out of 10.`, 'lifestyle_data.stressLevel', { steps: [...steps, highStressStep] });
  }
  if (typeof stress === 'number' && stress >= 6) return make('stress-relief', 'medium', [7, 5], `You rated your stress ${stress} out of 10.`, 'lifestyle_data.stressLevel');
  if (!goals.includes('Reduce stress')) return null;
  return make('stress-relief', 'low', [6, 3], 'Reducing stress is one of your goals.', 'health_goals.primary', { steps: steps.slice(0, 2) });
}

function activityPlan(exercise: string | null | undefined, goals: string[], fitnessTarget: string | null | undefined): Plan | null {
  const field = 'lifestyle_data.exerciseFrequency';
  if (exercise === 'none') return make('move-daily', 'high', [9, 6], 'Regular movement is one of the simplest ways to support energy, mood and sleep.', field);
  if (exercise === '1-2-times') return make('add-active-day', 'medium', [7, 4], 'You are active once or twice a week; a third day helps the habit stick.', field);
  if (!goals.includes(fitnessGoal) && !goals.includes('Build muscle')) return null;
  const targetText = fitnessTarget ? ` Your target: ${fitnessTarget.slice(0, 80)}.` : '';
  return make('fitness-focus', 'low', [6, 3], `Fitness is one of your goals.${targetText}`, 'health_goals.primary');
}

function smokingPlan(status: string | null | undefined, goals: string[]): Plan | null {
  const wantsToQuit = goals.includes('Quit smoking') && status !== 'never' && status !== 'former';
  if (status !== 'regular' && status !== 'occasional' && !wantsToQuit) return null;
  const text = 'Stopping smoking is one of the most helpful changes for long-term health, and support makes it easier.';
  return status === 'regular' ? make('smoke-free', 'high', [10, 8], text, 'lifestyle_data.smokingStatus') : make('smoke-free', 'medium', [8, 5], text, 'lifestyle_data.smokingStatus');
}

function alcoholPlan(alcohol: string | null | undefined): Plan | null {
  const text = 'A few alcohol-free days each week can help sleep, energy and mood.';
  if (alcohol === 'daily') return make('alcohol-free-days', 'high', [8, 6], text, 'lifestyle_data.alcoholConsumption');
  if (alcohol === 'weekly') return make('alcohol-free-days', 'low', [5, 3], text, 'lifestyle_data.alcoholConsumption');
  return null;
}

function nutritionPlans(profile: UnifiedProfile, goals: string[]): Plan[] {
  const plans: Plan[] = [];
  if (!profile.dietary_info?.type) plans.push(make('diet-profile', 'low', [5, 3], 'Knowing your eating pattern lets us tailor nutrition ideas to you.', 'dietary_info.type'));
  const weightGoal = goals.find((g) => (weightGoals as readonly string[]).includes(g));
  if (weightGoal) {
    const t = profile.health_goals?.specificTargets;
    const target = typeof t?.targetWeight === 'number' ? ` Your target is ${t.targetWeight} ${t.weightUnit ?? 'kg'}.` : '';
    plans.push(make('weight-goal', 'medium', [7, 4], `${weightGoal} is one of your goals.${target} Slow, steady changes last longest.`, 'health_goals.primary'));
  } else if (goals.includes('Better nutrition') || goals.includes('More energy')) {
    plans.push(make('balanced-plates', 'low', [6, 3], 'Half vegetables, a quarter protein and a quarter whole grains is an easy guide.', 'health_goals.primary'));
  }
  return plans;
}

/** More than 2 medications: the same threshold as the 'Multiple Medications Detected' warning (P2-ERR-13). */
function medicationReviewPlan(profile: UnifiedProfile): Plan | null {
  const count = (profile.medications?.current ?? []).filter((m) => m?.active !== false).length;
  if (count <= multipleMedicationsThreshold) return null;
  const text = `You take ${count} medicines or supplements; a periodic review with a professional helps keep them working well together.`;
  return make('medication-review', 'high', [9, 6], text, 'medications.current');
}

const goalsWithRules = new Set<string>([sleepGoal, fitnessGoal, 'Build muscle', 'Reduce stress', 'Quit smoking', 'Better nutrition', 'More energy', ...weightGoals]);

/** Goals without a rule of their own get a gentle first step (at most two of them). */
function otherGoalPlans(goals: string[]): Plan[] {
  return goals
    .filter((g) => !goalsWithRules.has(g))
    .slice(0, 2)
    .map((g) => g.slice(0, 60))
    .map((goal) => make('goal-first-step', 'low', [6, 3], `${goal} is one of your goals.`, 'health_goals.primary', { goal }));
}

const completeProfileText = 'A fuller profile lets every suggestion fit you better.';
const rank: Record<ActionPriority, number> = { high: 3, medium: 2, low: 1 };

/** All plans the profile suggests, most important first; the Action Center shows the first 5. */
export function generateActionPlans(profile: UnifiedProfile | null | undefined): GeneratedActionPlan[] {
  const goals = textList(profile?.health_goals?.primary);
  if (!profile || (isProfileEmpty(profile) && goals.length === 0)) {
    return [make('complete-profile', 'high', [6, 5], completeProfileText, 'data_completeness_score')];
  }
  const l = profile.lifestyle_data ?? {};
  const targets = profile.health_goals?.specificTargets;
  const plans = [
    sleepPlan(l.sleepHours, goals, targets?.sleepTarget),
    stressPlan(l.stressLevel, goals),
    activityPlan(l.exerciseFrequency, goals, targets?.fitnessTarget),
    smokingPlan(l.smokingStatus, goals),
    alcoholPlan(l.alcoholConsumption),
    medicationReviewPlan(profile),
    ...nutritionPlans(profile, goals),
    ...otherGoalPlans(goals),
    dataCompletenessScore(profile) < 50 ? make('complete-profile', 'medium', [6, 5], completeProfileText, 'data_completeness_score') : null,
  ].filter((p): p is Plan => p !== null);
  return plans.sort((a, b) => rank[b.priority] - rank[a.priority] || b.impact_score - a.impact_score || b.time_sensitivity - a.time_sensitivity);
}
