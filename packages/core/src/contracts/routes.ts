/**
 * The one route table (spec part 1 §2). The web router builds its routes from it and the
 * server uses `matchRoute` to answer unknown paths with HTTP 404. The types, the landing page's
 * entry and the path helpers are in route-paths.ts (the landing page's script needs only those).
 */
import { dashboardPath, landingRoute, normalizePath, type RouteAccess, type RouteDef } from './route-paths';

export {
  backToDashboardPaths,
  dashboardPath,
  landingRoute,
  normalizePath,
  prerenderedPageFile,
  showsBackToDashboard,
} from './route-paths';
export type { PageId, RouteAccess, RouteDef } from './route-paths';

/** A page later work builds; its coming-soon screen shows the summary from route-summaries.ts. */
const soon = (path: string, name: string, access: RouteAccess = 'protected'): RouteDef => ({
  path,
  name,
  page: 'coming-soon',
  access,
});

export const routes: readonly RouteDef[] = [
  // Core
  landingRoute,
  { path: '/login', name: 'Sign In', page: 'auth', access: 'public' },
  { path: '/register', name: 'Create Account', page: 'auth', access: 'public' },
  // Public: signed-out visitors see the demo (/dashboard?demo=true); the page itself sends others to /login.
  { path: dashboardPath, name: 'Dashboard', page: 'dashboard', access: 'public', prerender: true },
  // Profile and onboarding
  { path: '/onboarding', name: 'Onboarding', page: 'onboarding', access: 'protected' },
  soon('/onboarding-testing', 'Onboarding Testing'),
  { path: '/profile', name: 'Health Profile', page: 'health-profile', access: 'protected' },
  { path: '/profile-completion', name: 'Profile Completion', page: 'profile-completion', access: 'protected' },
  { path: '/health/profile-completion', name: 'Profile Completion', page: 'profile-completion', access: 'protected' },
  { path: '/health/journey-selector', name: 'Health Journey', page: 'journey-selector', access: 'protected' },
  { path: '/account', name: 'Account Settings', page: 'account', access: 'protected' },
  { path: '/auth', name: 'Sign In', page: 'auth', access: 'public' },
  // Wellness
  { path: '/natural-remedies', name: 'Natural Remedies', page: 'natural-remedies', access: 'public' },
  { path: '/wellness', name: 'Wellness Trends', page: 'trends', access: 'protected', prerender: true },
  { path: '/wellness-goals', name: 'Wellness Goals', page: 'goals-progress', access: 'protected' },
  { path: '/health-goals', name: 'Health Goals', page: 'goals-progress', access: 'protected' },
  { path: '/medications', name: 'Medications', page: 'profile-section', access: 'protected' },
  { path: '/interactions', name: 'Interaction Checker', page: 'interaction-checker', access: 'public', prerender: true },
  { path: '/interaction-analyzer', name: 'Interaction Analyzer', page: 'interaction-checker', access: 'public', prerender: true },
  { path: '/diet', name: 'Diet', page: 'diet', access: 'protected', prerender: true },
  { path: '/health/nutrition', name: 'Nutrition', page: 'profile-section', access: 'protected' },
  { path: '/symptoms', name: 'Symptoms', page: 'symptom-tracker', access: 'protected', prerender: true },
  { path: '/symptoms/tracker', name: 'Symptom Tracker', page: 'symptom-tracker', access: 'protected', prerender: true },
  soon('/wellness-providers', 'Wellness Providers'),
  soon('/healthcare-providers', 'Wellness Providers'),
  soon('/community', 'Community'),
  { path: '/markers-education', name: 'Markers Education', page: 'markers-education', access: 'protected' },
  { path: '/meal-planning', name: 'Meal Planning', page: 'meal-planning', access: 'protected', prerender: true },
  { path: '/progress-tracker', name: 'Progress Tracker', page: 'goals-progress', access: 'protected' },
  { path: '/habits', name: 'Habit Tracker', page: 'habits', access: 'protected' },
  { path: '/mood', name: 'Mood Tracker', page: 'mood-tracker', access: 'protected', prerender: true },
  { path: '/mood-tracking', name: 'Mood Tracker', page: 'mood-tracker', access: 'protected', prerender: true },
  { path: '/trends', name: 'Wellness Trends', page: 'trends', access: 'protected', prerender: true },
  { path: '/log', name: 'Daily Log', page: 'daily-log', access: 'protected', prerender: true },
  soon('/reports', 'Reports'),
  soon('/analytics', 'Reports & Analytics'),
  soon('/ai-insights', 'AI Insights'),
  { path: '/blood-test-upload', name: 'Blood Test Upload', page: 'lab-upload', access: 'protected', prerender: true },
  // Guided entry of a urine dipstick, typed by hand: free for signed-in people (manual entry is free, W2-F).
  { path: '/urine-test-upload', name: 'Urine Test Upload', page: 'urine-dipstick', access: 'protected' },
  { path: '/wellness/biomarkers', name: 'Biomarker Insights', page: 'biomarkers', access: 'protected', prerender: true },
  // Tools
  { path: '/fact-check', name: 'Product Fact Checker', page: 'product-fact-checker', access: 'protected' },
  { path: '/product-fact-checker', name: 'Product Fact Checker', page: 'product-fact-checker', access: 'protected' },
  { path: '/ingredient-safety', name: 'Ingredient Safety', page: 'ingredient-analyzer', access: 'protected' },
  { path: '/ingredient-analyzer', name: 'Ingredient Analyzer', page: 'ingredient-analyzer', access: 'protected' },
  { path: '/aromatherapy', name: 'Aromatherapy', page: 'essential-oils', access: 'public' },
  { path: '/essential-oils', name: 'Essential Oils', page: 'essential-oils', access: 'public' },
  { path: '/upload', name: 'Upload Test Results', page: 'lab-upload', access: 'protected', prerender: true },
  { path: '/test-kits', name: 'Test Kits', page: 'test-kits', access: 'protected' },
  { path: '/sample-report', name: 'Sample Report', page: 'sample-report', access: 'public' },
  { path: '/blood-test-guide', name: 'Blood Test Guide', page: 'blood-test-guide', access: 'public' },
  { path: '/supplement-interactions', name: 'Supplement Interactions', page: 'supplement-interactions', access: 'protected' },
  // Safety
  { path: '/safety/cabinet', name: 'Medicine Cabinet', page: 'safety-cabinet', access: 'protected', prerender: true },
  { path: '/safety/checks', name: 'Safety Checks', page: 'interaction-checker', access: 'public', prerender: true },
  { path: '/safety/timing', name: 'Timing Guide', page: 'safety-timing', access: 'protected' },
  // Upgrade and admin
  { path: '/upgrade/:feature', name: 'Upgrade', page: 'upgrade', access: 'protected' },
  // Admins only: the page shows a 403 page to everyone else, and the API checks again (ADR 0020).
  { path: '/admin/populate-recipes', name: 'Populate Recipes', page: 'admin-populate-recipes', access: 'protected' },
  // The outbox mail provider's inbox (issue 3); the page says so when the outbox is off.
  { path: '/dev/mailbox', name: 'Dev Mailbox', page: 'dev-mailbox', access: 'public' },
  // The API reference for integrators, rendered from /api/openapi.json (W2-C §1.2).
  { path: '/developers/api', name: 'API Reference', page: 'api-reference', access: 'public' },
  // Search (the landing page's structured-data search target)
  soon('/search', 'Search', 'public'),
  // Info
  { path: '/how-it-works', name: 'How It Works', page: 'how-it-works', access: 'public' },
  { path: '/features', name: 'Features', page: 'features', access: 'public' },
  { path: '/about', name: 'About', page: 'about', access: 'public' },
  { path: '/contact', name: 'Contact', page: 'contact', access: 'public' },
  { path: '/pricing', name: 'Pricing', page: 'pricing', access: 'public' },
  { path: '/pro-features', name: 'Pro Features', page: 'pro-features', access: 'public' },
  soon('/diagnostics', 'Diagnostics', 'public'),
  // Subscription
  { path: '/subscription', name: 'Subscription', page: 'subscription', access: 'protected' },
  { path: '/subscription-success', name: 'Subscription Confirmed', page: 'subscription-success', access: 'protected' },
  { path: '/subscription-cancel', name: 'Subscription Cancelled', page: 'subscription-cancel', access: 'public' },
  // The embedded test-mode billing provider's pages (issue 3): stand-ins for Stripe's hosted pages.
  { path: '/billing/test-checkout', name: 'Test Checkout', page: 'billing-test-checkout', access: 'protected' },
  { path: '/billing/test-portal', name: 'Test Billing Portal', page: 'billing-test-portal', access: 'protected' },
  // Policies
  { path: '/terms-of-service', name: 'Terms of Service', page: 'terms', access: 'public' },
  { path: '/terms', name: 'Terms of Service', page: 'terms', access: 'public' },
  { path: '/privacy-policy', name: 'Privacy Policy', page: 'privacy', access: 'public' },
  { path: '/privacy', name: 'Privacy Policy', page: 'privacy', access: 'public' },
  { path: '/wellness-policy', name: 'Wellness Policy', page: 'wellness-policy', access: 'public' },
  { path: '/legal', name: 'Legal', page: 'legal', access: 'public' },
  { path: '/compliance-center', name: 'Compliance Center', page: 'compliance-center', access: 'public' },
  // Dashboard sub-pages
  { path: '/dashboard/essential-oils', name: 'Essential Oils', page: 'essential-oils', access: 'protected' },
  { path: '/dashboard/overview', name: 'Overview', page: 'dashboard-overview', access: 'protected' },
  { path: '/dashboard/achievements', name: 'Achievements', page: 'achievements', access: 'protected' },
  { path: '/dashboard/diet-progress', name: 'Diet Progress', page: 'diet-progress', access: 'protected', prerender: true },
  { path: '/dashboard/supplements', name: 'Supplements', page: 'supplements-dashboard', access: 'protected' },
  { path: '/dashboard/patterns', name: 'Patterns', page: 'patterns', access: 'protected' },
  { path: '/dashboard/goals', name: 'Goals', page: 'goals-progress', access: 'protected' },
  { path: '/dashboard/medication-safety', name: 'Medication Safety', page: 'medication-safety', access: 'protected' },
  { path: '/dashboard/safety', name: 'Medication Safety', page: 'medication-safety', access: 'protected' },
  { path: '/dashboard/mood-tracker', name: 'Mood Tracker', page: 'mood-tracker', access: 'protected', prerender: true },
  { path: '/dashboard/progress-tracker', name: 'Progress Tracker', page: 'goals-progress', access: 'protected' },
  { path: '/dashboard/progress', name: 'Progress Tracker', page: 'goals-progress', access: 'protected' },
  { path: '/dashboard/habit-tracking', name: 'Habit Tracking', page: 'habits', access: 'protected' },
  { path: '/dashboard/nutrition', name: 'Nutrition', page: 'nutrition-dashboard', access: 'protected', prerender: true },
  { path: '/dashboard/daily-tracking', name: 'Daily Tracking', page: 'daily-log', access: 'protected', prerender: true },
  soon('/dashboard/reports', 'Reports & Analytics'),
  soon('/dashboard/analytics', 'Reports & Analytics'),
  soon('/dashboard/insights', 'Insights'),
  soon('/dashboard/community', 'Community'),
  { path: '/dashboard/habits', name: 'Habits', page: 'habits', access: 'protected' },
];

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
