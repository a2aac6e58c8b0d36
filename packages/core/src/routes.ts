/**
 * The one route table (spec part 1 §2). The web router builds its routes from it and the
 * server uses `matchRoute` to answer unknown paths with HTTP 404.
 */
export type RouteAccess = 'public' | 'protected';

/** Which page module renders the route; several paths may share one page. */
export type PageId =
  | 'landing' | 'features' | 'how-it-works' | 'about' | 'contact'
  | 'pricing' | 'pro-features' | 'terms' | 'privacy' | 'wellness-policy' | 'legal'
  | 'compliance-center' | 'sample-report' | 'coming-soon';

export interface RouteDef {
  path: string;
  /** Human page name used in 'Loading {page} page...' and headings. */
  name: string;
  page: PageId;
  access: RouteAccess;
  /** For pages built by later work: what the feature will do, shown on its coming-soon screen. */
  summary?: string;
}

const soon = (path: string, name: string, summary: string, access: RouteAccess = 'protected'): RouteDef => ({
  path,
  name,
  page: 'coming-soon',
  access,
  summary,
});

export const routes: readonly RouteDef[] = [
  // Core
  { path: '/', name: 'Home', page: 'landing', access: 'public' },
  soon('/login', 'Sign In', 'Sign in to your Thrivewell account with e-mail and password.', 'public'),
  soon('/register', 'Create Account', 'Create a free account, or choose Wellness Pro, in two short steps.', 'public'),
  soon('/dashboard', 'Dashboard', 'Your personal wellness dashboard: profile completion, safety alerts, trackers and next steps in one place.', 'public'),
  // Profile and onboarding
  soon('/onboarding', 'Onboarding', 'A guided, autosaving setup of your health profile: basics, conditions, medications, diet and goals.'),
  soon('/onboarding-testing', 'Onboarding Testing', 'A check-up screen that verifies each onboarding step saves and restores correctly.'),
  soon('/profile', 'Health Profile', 'One unified health profile with section status, sync state and edit dialogs.'),
  soon('/profile-completion', 'Profile Completion', 'The six-step profile checklist with your progress and what to do next.'),
  soon('/health/profile-completion', 'Profile Completion', 'The six-step profile checklist with your progress and what to do next.'),
  soon('/health/journey-selector', 'Health Journey', 'Pick how much time you want to invest: Maintain & Monitor, Improve & Optimize or Transform & Thrive.'),
  soon('/account', 'Account Settings', 'Change your password or e-mail, download all your data, or delete your account.'),
  soon('/auth', 'Sign In Required', 'Where you land when a save or load needs you to sign in again.', 'public'),
  // Wellness
  soon('/natural-remedies', 'Natural Remedies', 'Evidence-graded natural approaches, checked against your medications.'),
  soon('/wellness', 'Wellness', 'Your wellness overview: goals, habits and trends together.'),
  soon('/wellness-goals', 'Wellness Goals', 'Set and track the wellness goals that matter to you.'),
  soon('/health-goals', 'Health Goals', 'Set and track the wellness goals that matter to you.'),
  soon('/medications', 'Medications', 'Your medication and supplement list, with safety checks on every change.'),
  soon('/interactions', 'Interaction Checker', 'Check foods, supplements and drugs against each other, with sources for every finding.'),
  soon('/interaction-analyzer', 'Interaction Analyzer', 'Check foods, supplements and drugs against each other, with sources for every finding.'),
  soon('/diet', 'Diet', 'Your diet profile: preferences, restrictions and allergies.'),
  soon('/health/nutrition', 'Nutrition', 'Your diet profile: preferences, restrictions and allergies.'),
  soon('/symptoms', 'Symptoms', 'Log symptoms with severity and context, and see them over time.'),
  soon('/symptoms/tracker', 'Symptom Tracker', 'Log symptoms with severity and context, and see them over time.'),
  soon('/wellness-providers', 'Wellness Providers', 'Keep the contact details of the professionals who support you.'),
  soon('/healthcare-providers', 'Wellness Providers', 'Keep the contact details of the professionals who support you.'),
  soon('/community', 'Community', 'Talk with other members about wellness journeys, moderated and kind.'),
  soon('/markers-education', 'Markers Education', 'Plain-language guides to common blood and urine markers.'),
  soon('/meal-planning', 'Meal Planning', 'Weekly meal plans that respect your diet, allergies and medications.'),
  soon('/progress-tracker', 'Progress Tracker', 'See how your goals, habits and mood move over weeks and months.'),
  soon('/habits', 'Habit Tracker', 'Build daily habits with streaks and gentle reminders.'),
  soon('/mood', 'Mood Tracker', 'Record your mood and energy and spot patterns over time.'),
  soon('/mood-tracking', 'Mood Tracker', 'Record your mood and energy and spot patterns over time.'),
  soon('/trends', 'Wellness Trends', 'Trends across your logs: sleep, mood, symptoms and habits.'),
  soon('/log', 'Daily Log', 'One quick daily entry for mood, sleep, meals, symptoms and habits.'),
  soon('/reports', 'Reports', 'Wellness reports you can read, download as PDF or e-mail.'),
  soon('/analytics', 'Reports & Analytics', 'Wellness reports you can read, download as PDF or e-mail.'),
  soon('/ai-insights', 'AI Insights', 'Grounded, cited insights drawn from your own logs and profile.'),
  soon('/blood-test-upload', 'Blood Test Upload', 'Upload a blood test report and read each marker against reference ranges.'),
  soon('/urine-test-upload', 'Urine Test Upload', 'Upload a urine dipstick photo or report and read each result.'),
  soon('/wellness/biomarkers', 'Biomarker Insights', 'Understand your blood and urine results with reference ranges and sources.'),
  // Tools
  soon('/fact-check', 'Fact Check', 'Check a wellness claim against curated, sourced evidence.'),
  soon('/product-fact-checker', 'Product Fact Checker', 'Check a product label’s claims and ingredients against sourced evidence.'),
  soon('/ingredient-safety', 'Ingredient Safety', 'Look up additives, allergens and ingredients with their safety notes.'),
  soon('/ingredient-analyzer', 'Ingredient Analyzer', 'Paste or scan an ingredient list and see allergens and additives flagged.'),
  soon('/aromatherapy', 'Aromatherapy', 'An essential-oil library with uses, safety notes and contraindications.'),
  soon('/essential-oils', 'Essential Oils', 'An essential-oil library with uses, safety notes and contraindications.'),
  soon('/upload', 'Upload Test Results', 'Upload blood or urine test results to add them to your profile.'),
  soon('/test-kits', 'Test Kits', 'How home test kits work and how to read them safely.'),
  { path: '/sample-report', name: 'Sample Report', page: 'sample-report', access: 'public' },
  soon('/blood-test-guide', 'Blood Test Guide', 'How to prepare for a blood test and what common panels measure.', 'public'),
  soon('/supplement-interactions', 'Supplement Interactions', 'Check supplements against your medications and each other.'),
  // Safety
  soon('/safety/cabinet', 'Safety Cabinet', 'Everything you take in one cabinet, checked together.'),
  soon('/safety/checks', 'Safety Checks', 'The history of your safety checks and their findings.'),
  soon('/safety/timing', 'Timing Guide', 'When to take each medication or supplement relative to food and each other.'),
  // Upgrade and admin
  soon('/upgrade/:feature', 'Upgrade', 'This feature needs the health_pro plan.'),
  soon('/admin/populate-recipes', 'Populate Recipes', 'An administrator tool to load the recipe library.'),
  // Search (the landing page's structured-data search target)
  soon('/search', 'Search', 'Search across substances, ingredients, oils and guides.', 'public'),
  // Info
  { path: '/how-it-works', name: 'How It Works', page: 'how-it-works', access: 'public' },
  { path: '/features', name: 'Features', page: 'features', access: 'public' },
  { path: '/about', name: 'About', page: 'about', access: 'public' },
  { path: '/contact', name: 'Contact', page: 'contact', access: 'public' },
  { path: '/pricing', name: 'Pricing', page: 'pricing', access: 'public' },
  { path: '/pro-features', name: 'Pro Features', page: 'pro-features', access: 'public' },
  soon('/diagnostics', 'Diagnostics', 'A system check of your connection, session and saved data.', 'public'),
  // Subscription
  soon('/subscription', 'Subscription', 'Your plan, renewal date and billing portal.'),
  soon('/subscription-success', 'Subscription Confirmed', 'Confirmation of your new plan once payment completes.'),
  soon('/subscription-cancel', 'Subscription Cancelled', 'Checkout was cancelled; nothing was charged.', 'public'),
  // Policies
  { path: '/terms-of-service', name: 'Terms of Service', page: 'terms', access: 'public' },
  { path: '/terms', name: 'Terms of Service', page: 'terms', access: 'public' },
  { path: '/privacy-policy', name: 'Privacy Policy', page: 'privacy', access: 'public' },
  { path: '/privacy', name: 'Privacy Policy', page: 'privacy', access: 'public' },
  { path: '/wellness-policy', name: 'Wellness Policy', page: 'wellness-policy', access: 'public' },
  { path: '/legal', name: 'Legal', page: 'legal', access: 'public' },
  { path: '/compliance-center', name: 'Compliance Center', page: 'compliance-center', access: 'public' },
  // Dashboard sub-pages
  soon('/dashboard/essential-oils', 'Essential Oils', 'Your saved oils and blends.'),
  soon('/dashboard/overview', 'Overview', 'Your wellness at a glance.'),
  soon('/dashboard/achievements', 'Achievements', 'Milestones and streaks you have earned.'),
  soon('/dashboard/diet-progress', 'Diet Progress', 'How your meals line up with your diet goals.'),
  soon('/dashboard/supplements', 'Supplements', 'Your supplements, their timing and safety notes.'),
  soon('/dashboard/patterns', 'Patterns', 'Patterns linking your symptoms, mood, meals and habits.'),
  soon('/dashboard/goals', 'Goals', 'Your goals and the actions behind them.'),
  soon('/dashboard/medication-safety', 'Medication Safety', 'Safety findings for everything you take.'),
  soon('/dashboard/safety', 'Medication Safety', 'Safety findings for everything you take.'),
  soon('/dashboard/mood-tracker', 'Mood Tracker', 'Record your mood and energy and spot patterns over time.'),
  soon('/dashboard/progress-tracker', 'Progress Tracker', 'See how your goals, habits and mood move over time.'),
  soon('/dashboard/progress', 'Progress Tracker', 'See how your goals, habits and mood move over time.'),
  soon('/dashboard/habit-tracking', 'Habit Tracking', 'Build daily habits with streaks and gentle reminders.'),
  soon('/dashboard/nutrition', 'Nutrition', 'Your nutrition log and diet profile.'),
  soon('/dashboard/daily-tracking', 'Daily Tracking', 'One quick daily entry for mood, sleep, meals, symptoms and habits.'),
  soon('/dashboard/reports', 'Reports & Analytics', 'Wellness reports you can read, download as PDF or e-mail.'),
  soon('/dashboard/analytics', 'Reports & Analytics', 'Wellness reports you can read, download as PDF or e-mail.'),
  soon('/dashboard/insights', 'Insights', 'Grounded, cited insights drawn from your own logs.'),
  soon('/dashboard/community', 'Community', 'Your community activity and followed topics.'),
  soon('/dashboard/habits', 'Habits', 'Build daily habits with streaks and gentle reminders.'),
];

/** Paths where a signed-in user sees the 'Back to Dashboard' bar (spec part 1 §2). */
export const backToDashboardPaths = [
  '/aromatherapy', '/essential-oils', '/ingredient-analyzer', '/supplement-interactions',
  '/meal-planning', '/community', '/profile',
] as const;

export function showsBackToDashboard(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path.startsWith('/dashboard/') || (backToDashboardPaths as readonly string[]).includes(path);
}

/** Strips a trailing slash (but keeps '/') and any query or hash. */
export function normalizePath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare || '/';
}

function segmentsMatch(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((seg, i) => (seg.startsWith(':') ? (got[i] ?? '') !== '' : seg === got[i]));
}

/** The route a path renders, or undefined when it is not in the table (→ 404). */
export function matchRoute(pathname: string): RouteDef | undefined {
  const path = normalizePath(pathname);
  return routes.find((r) => segmentsMatch(r.path, path));
}
