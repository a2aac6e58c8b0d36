/**
 * The wording of the generated action plans: title, category and 2–4 concrete steps each (our
 * own texts; the spec shows none). Calm wellness education: habits to try and questions to take
 * to a professional, never a diagnosis or a change to treatment. The rules that pick them are in
 * action-plan-generator.ts.
 */
import type { ActionCategory } from '../rules/action-plans';

export interface PlanTemplate {
  category: ActionCategory;
  title: string;
  steps: readonly string[];
}

export const planTemplates = {
  'sleep-routine': {
    category: 'lifestyle',
    title: 'Build a steadier sleep routine',
    steps: [
      'Pick a wake-up time you can keep every day, weekends included',
      'Dim screens and bright lights for the last 30 minutes before bed',
      'Keep caffeine to the morning and note how you sleep for a week',
    ],
  },
  'sleep-rhythm': {
    category: 'lifestyle',
    title: 'Look at your sleep rhythm',
    steps: ['Keep a simple sleep and energy diary for two weeks', 'Get daylight soon after waking', 'If you still wake unrested, mention it at your next check-up'],
  },
  'sleep-protect': {
    category: 'lifestyle',
    title: 'Protect your sleep window',
    steps: ['Pick a wake-up time you can keep every day, weekends included', 'Dim screens and bright lights for the last 30 minutes before bed'],
  },
  'stress-relief': {
    category: 'lifestyle',
    title: 'Make room for daily stress relief',
    steps: [
      'Take three slow breaths whenever you switch tasks',
      'Block 10 minutes a day for something calming: a walk, music, stretching',
      'Each evening, note what raised your stress and look for patterns at the weekend',
    ],
  },
  'move-daily': {
    category: 'fitness',
    title: 'Start with short daily walks',
    steps: ['Walk for 10 minutes after one meal each day', 'Add 5 minutes each week while it feels comfortable', 'Choose a regular time so it becomes a habit'],
  },
  'add-active-day': {
    category: 'fitness',
    title: 'Add one more active day each week',
    steps: ['Pick the day and time and put it in your calendar', 'Choose something you enjoy: a brisk walk, cycling, a class', 'Tick it off in your habit tracker'],
  },
  'fitness-focus': {
    category: 'fitness',
    title: 'Set a weekly fitness focus',
    steps: ['Write down one measurable aim for this month', 'Plan your active days at the start of each week', 'Add two short strength sessions if they are not there yet'],
  },
  'smoke-free': {
    category: 'lifestyle',
    title: 'Explore support to become smoke-free',
    steps: [
      'Note when and where you usually smoke for one week',
      'Ask your healthcare provider or a local quit service which support suits you',
      'Choose a quit date and tell someone you trust',
    ],
  },
  'alcohol-free-days': {
    category: 'lifestyle',
    title: 'Plan alcohol-free days',
    steps: ['Pick two or more alcohol-free days this week', 'Keep an alcohol-free drink you enjoy at home', 'Notice how you sleep on those days'],
  },
  'diet-profile': {
    category: 'nutrition',
    title: 'Describe how you usually eat',
    steps: ['Open Diet & Nutrition in your profile', 'Choose your diet type and any restrictions'],
  },
  'weight-goal': {
    category: 'nutrition',
    title: 'Build a steady eating rhythm',
    steps: [
      'Eat at regular times and include protein and vegetables at each meal',
      'Keep a simple food note for three days to see your patterns',
      'Check in every two weeks rather than weighing daily',
    ],
  },
  'balanced-plates': {
    category: 'nutrition',
    title: 'Build balanced plates',
    steps: ['Add one extra portion of vegetables to lunch or dinner', 'Keep water within reach and sip through the day', 'Plan two meals ahead at the weekend'],
  },
  'medication-review': {
    category: 'other',
    title: 'Prepare for a medication review',
    steps: [
      'Write down every medicine, supplement and vitamin with its dose and timing',
      'Note anything you have noticed since starting each one',
      'Bring the list to your pharmacist or healthcare provider and ask about interactions and timing',
    ],
  },
  'goal-first-step': {
    category: 'other',
    title: 'Take a first step toward: {goal}',
    steps: ['Write down why this goal matters to you', 'Choose one small action you can repeat this week', 'Check in on your progress at the end of the week'],
  },
  'complete-profile': {
    category: 'other',
    title: 'Complete your health profile',
    steps: [
      'Open your profile and fill in the sections still marked incomplete',
      'Add your current medicines and supplements',
      'Review your goals so suggestions match what you want',
    ],
  },
} as const satisfies Record<string, PlanTemplate>;
export type PlanTemplateKey = keyof typeof planTemplates;

/** Said when stress stays very high (8 or more). */
export const highStressStep = 'If stress stays this high, consider talking it through with a professional';
