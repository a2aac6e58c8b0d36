import {
  Activity,
  CalendarCheck,
  Clock,
  FileText,
  FlaskConical,
  Flower2,
  ListChecks,
  MessageCircle,
  ScanBarcode,
  ShieldCheck,
  Smile,
  Sparkles,
  Users,
  Utensils,
  type LucideIcon,
} from 'lucide-react';

/**
 * Every capability of spec part 1 §1 (P1-OVR-02..15) with what each plan includes, taken
 * from the feature lists of §6 and the plan cards of §1. `null` means the plan does not
 * include it.
 */
export interface Capability {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  free: string | null;
  wellnessPro: string | null;
  /** Only where Health Pro (coming soon) adds something. */
  healthPro?: string;
  link: { to: string; label: string };
}

export const capabilities: readonly Capability[] = [
  {
    id: 'ai-insights',
    icon: Sparkles,
    title: 'AI wellness insights',
    description:
      'Insights drawn from your own profile and logs, each labelled as AI-generated and linked to the sources behind it.',
    free: 'AI wellness analysis',
    wellnessPro: 'Advanced predictions and hormone-drug insights',
    link: { to: '/ai-insights', label: 'See AI insights' },
  },
  {
    id: 'safety-checks',
    icon: ShieldCheck,
    title: 'Interaction safety checks',
    description:
      'Check foods, supplements and medicines against each other. Each finding has a severity, a plain-language explanation and the source it comes from.',
    free: 'Every serious interaction (medicine, supplement or food) with what to do, and all medicine-to-medicine checks; your cabinet is included',
    wellnessPro: 'Moderate and minor supplement and food interactions, and predictive alerts',
    link: { to: '/interaction-analyzer', label: 'Open the interaction checker' },
  },
  {
    id: 'timing',
    icon: Clock,
    title: 'Timing guidance for food and drugs',
    description:
      'Know when to take each medicine or supplement relative to meals and to each other, for example keeping calcium away from a thyroid tablet.',
    free: null,
    wellnessPro: 'Food-drug timing and a daily plan built from what you take',
    link: { to: '/safety/timing', label: 'See the timing guide' },
  },
  {
    id: 'ingredients',
    icon: ListChecks,
    title: 'Ingredient checks',
    description:
      'Paste or photograph an ingredient list and see allergens, additives and ingredients that matter for your diet and medicines.',
    free: null,
    wellnessPro: 'Ingredient analysis against your allergies, diet, conditions and medicines, with a verdict; product fact checker',
    link: { to: '/ingredient-analyzer', label: 'Try the ingredient analyzer' },
  },
  {
    id: 'barcode',
    icon: ScanBarcode,
    title: 'Barcode scanning',
    description: 'Scan a product’s barcode with your camera to pull up its ingredients and check them against your profile.',
    free: null,
    wellnessPro: 'Barcode scanning',
    link: { to: '/product-fact-checker', label: 'Check a product' },
  },
  {
    id: 'biomarkers',
    icon: FlaskConical,
    title: 'Biomarker insights: urine dipstick and blood',
    description:
      'Add urine dipstick or blood test results and read each marker against its reference range, with what it measures and questions to ask your clinician.',
    free: 'Results typed by hand and guided urine dipstick entry',
    wellnessPro: 'Blood and urine correlations, OCR of uploaded results',
    healthPro: 'Full blood test analysis and biomarker insights',
    link: { to: '/wellness/biomarkers', label: 'Explore biomarkers' },
  },
  {
    id: 'symptoms',
    icon: Activity,
    title: 'Symptom tracking',
    description: 'Log symptoms with severity and frequency in a few taps, and see how they change alongside meals, sleep and mood.',
    free: 'Basic symptom logging',
    wellnessPro: 'AI correlation of symptoms with biomarkers',
    link: { to: '/symptoms/tracker', label: 'Track symptoms' },
  },
  {
    id: 'reports',
    icon: FileText,
    title: 'Wellness reports with PDF export',
    description:
      'A readable summary of your profile, safety findings, trends and results that you can take to an appointment.',
    free: 'Wellness reports',
    wellnessPro: 'PDF export, reports and advanced analytics',
    link: { to: '/sample-report', label: 'See a sample report' },
  },
  {
    id: 'meal-planning',
    icon: Utensils,
    title: 'Meal planning',
    description: 'Weekly meal plans that respect your diet, allergies and the timing needs of your medicines.',
    free: 'Meal planner lite',
    wellnessPro: 'Advanced meal planning',
    link: { to: '/meal-planning', label: 'Plan meals' },
  },
  {
    id: 'mood',
    icon: Smile,
    title: 'Mood tracking',
    description: 'Record mood and energy in seconds and watch the trend over weeks rather than single days.',
    free: 'Mood tracking and monitoring',
    wellnessPro: 'Pattern insights across mood, sleep and symptoms',
    link: { to: '/mood', label: 'Track your mood' },
  },
  {
    id: 'habits',
    icon: CalendarCheck,
    title: 'Habit tracking',
    description: 'Build small daily habits with streaks, a quick daily log and trends that show what is sticking.',
    free: 'Habit tracker, daily log and wellness trends',
    wellnessPro: 'Advanced analytics',
    link: { to: '/habits', label: 'Build a habit' },
  },
  {
    id: 'aromatherapy',
    icon: Flower2,
    title: 'Aromatherapy and essential-oil library',
    description:
      'An essential-oil library with traditional uses, dilution and safety notes, and who should avoid each oil.',
    free: 'The full aromatherapy library',
    wellnessPro: null,
    link: { to: '/aromatherapy', label: 'Browse the library' },
  },
  {
    id: 'community',
    icon: Users,
    title: 'Community',
    description: 'Share experiences with other adults on a similar journey, in a moderated space with clear rules.',
    free: 'Community access',
    wellnessPro: null,
    link: { to: '/community', label: 'Visit the community' },
  },
  {
    id: 'ai-chat',
    icon: MessageCircle,
    title: 'AI wellness chat',
    description:
      'Ask questions in plain language. Answers come from a curated knowledge base, cite their sources and say when to talk to a professional.',
    free: 'A daily chat allowance, with a counter of chats left today',
    wellnessPro: 'Unlimited chat',
    link: { to: '/how-it-works', label: 'How the chat is grounded' },
  },
];
