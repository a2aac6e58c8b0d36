/**
 * The Smart Wellness Dashboard's fixed figures and its sample data for non-paying users
 * (spec part 2 §2, §3, §9; P2-SWD-01..03, P2-SWD-17..21, P2-TIER-07). The numbers are the spec's;
 * the sample actions and conversation are our own wording (the spec shows neither).
 */
import type { ActionPlan } from '../rules/action-plans';

export const wellnessDashboardTabs = ['Action Center', 'Wellness Score', 'AI Assistant', 'Wellness Journey'] as const;
export const realDashboardTitle = 'Your Real Dashboard';
export const previewDashboardTitle = 'Preview Dashboard';

/** §9: the score shown when analysis_result has no immuneScore, and the sample score. */
export const defaultWellnessScore = 78;
export const sampleWellnessScore = 78;

export const sampleSubScores = [
  { label: 'Nutrition', score: 82 },
  { label: 'Fitness', score: 75 },
  { label: 'Sleep Quality', score: 68 },
  { label: 'Biomarkers', score: 85 },
] as const;
export const subScoreMax = 100;

export const sampleTrends = [
  { value: '+5', label: 'this month' },
  { value: '+3', label: 'this week' },
  { value: '7-day', label: 'streak' },
] as const;

/** P2-SWD-20: analysis_result.immuneScore, 78 when absent. */
export function wellnessScoreFrom(analysisResult: unknown): number {
  const score = typeof analysisResult === 'object' && analysisResult !== null ? (analysisResult as { immuneScore?: unknown }).immuneScore : undefined;
  return typeof score === 'number' && Number.isFinite(score) ? score : defaultWellnessScore;
}

const sample = (n: number, a: Omit<ActionPlan, 'action_id' | 'status' | 'completed_at' | 'scheduled_for'>): ActionPlan => ({
  action_id: `sample-${n}`,
  status: 'pending',
  completed_at: null,
  scheduled_for: null,
  ...a,
});

/** P2-SWD-03: what the preview shows instead of real plans. */
export const sampleActions: readonly ActionPlan[] = [
  sample(1, {
    title: 'Take a 10-minute walk after lunch',
    category: 'fitness',
    priority: 'high',
    impact_score: 8,
    time_sensitivity: 4,
    description: 'A short walk after a meal is an easy way to add daily movement.',
    metadata: { steps: ['Set a reminder for after lunch', 'Walk at a comfortable pace for 10 minutes'] },
  }),
  sample(2, {
    title: 'Add a portion of leafy greens to dinner',
    category: 'nutrition',
    priority: 'medium',
    impact_score: 7,
    time_sensitivity: 3,
    description: 'Greens add fibre, folate and colour to your plate.',
    metadata: { steps: ['Pick spinach, kale or salad leaves when shopping', 'Add a handful to tonight’s dinner'] },
  }),
  sample(3, {
    title: 'Set a consistent bedtime',
    category: 'lifestyle',
    priority: 'high',
    impact_score: 9,
    time_sensitivity: 6,
    description: 'Going to bed at the same time helps your body settle into a rhythm.',
    metadata: { steps: ['Choose a bedtime that gives you 7–9 hours', 'Dim screens 30 minutes before', 'Keep it for a week'] },
  }),
  sample(4, {
    title: 'Drink a glass of water with each meal',
    category: 'nutrition',
    priority: 'low',
    impact_score: 6,
    time_sensitivity: 2,
    description: 'A simple cue that keeps you hydrated through the day.',
    metadata: { steps: ['Complete this action'] },
  }),
  sample(5, {
    title: 'Try a 5-minute breathing break',
    category: 'other',
    priority: 'medium',
    impact_score: 7,
    time_sensitivity: 3,
    description: 'Slow breathing is a quick way to reset during a busy day.',
    metadata: { steps: ['Breathe in for 4 counts and out for 6', 'Repeat for 5 minutes'] },
  }),
];

/** P2-SWD-21. */
export const sampleConversation = [
  { role: 'user', text: 'I keep feeling tired in the afternoon. Any ideas?' },
  {
    role: 'assistant',
    text:
      'Afternoon dips are common. Regular sleep times, a protein-rich lunch, some daylight and a short walk after eating often help. ' +
      'If tiredness persists, it is worth mentioning to your healthcare provider.',
  },
  { role: 'user', text: 'Could my coffee habit play a part?' },
  {
    role: 'assistant',
    text: 'It can. Caffeine late in the day may affect sleep, which shows up as tiredness the next afternoon. Try keeping coffee to the morning for a week and see how you feel.',
  },
] as const;
