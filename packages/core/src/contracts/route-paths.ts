/**
 * The paths of the route table that the landing page's own script needs (W2-C §2): the route
 * types, the landing page's entry, and the path helpers of the page frame. The whole table
 * (routes.ts, which re-exports all of this) loads only with the first page that is not the
 * landing page, so its ~90 entries stay out of the landing page's JavaScript.
 */
export type RouteAccess = 'public' | 'protected';

/** Which page module renders the route; several paths may share one page. */
export type PageId =
  | 'landing' | 'features' | 'how-it-works' | 'about' | 'contact'
  | 'pricing' | 'pro-features' | 'terms' | 'privacy' | 'wellness-policy' | 'legal'
  | 'compliance-center' | 'sample-report' | 'coming-soon'
  | 'upgrade' | 'subscription' | 'subscription-success' | 'subscription-cancel'
  | 'billing-test-checkout' | 'billing-test-portal'
  | 'auth' | 'account' | 'dev-mailbox' | 'api-reference'
  | 'interaction-checker' | 'supplement-interactions' | 'safety-cabinet' | 'safety-timing'
  | 'ingredient-analyzer' | 'product-fact-checker' | 'essential-oils' | 'natural-remedies'
  | 'medication-safety' | 'supplements-dashboard'
  | 'dashboard' | 'dashboard-overview' | 'onboarding' | 'journey-selector'
  | 'health-profile' | 'profile-completion' | 'profile-section'
  | 'mood-tracker' | 'symptom-tracker' | 'daily-log'
  | 'trends' | 'patterns'
  | 'habits' | 'goals-progress' | 'achievements'
  | 'meal-planning'
  | 'admin-populate-recipes'
  | 'diet' | 'nutrition-dashboard' | 'diet-progress'
  | 'lab-upload' | 'biomarkers'
  | 'markers-education' | 'blood-test-guide' | 'test-kits' | 'urine-dipstick';

export interface RouteDef {
  path: string;
  /** Human page name used in 'Loading {page} page...' and headings. */
  name: string;
  page: PageId;
  access: RouteAccess;
  /**
   * Rendered at build time (the frame and the page's head, before any sign-in check or data) and
   * sent as HTML that the browser hydrates: the first paint needs no script (W2-C §2). The page
   * must render the same on the server and on the client's first render. Landing has its own.
   */
  prerender?: true;
}

/** The landing page, the one route the entry script renders without the rest of the table. */
export const landingRoute: RouteDef = { path: '/', name: 'Home', page: 'landing', access: 'public' };

/** The dashboard's path: on a direct load of it the app fetches its data while the page's script loads. */
export const dashboardPath = '/dashboard';

/** Paths where a signed-in user sees the 'Back to Dashboard' bar (spec part 1 §2). */
/** Pages besides /dashboard/* that show the bar: public tools, then pages for signed-in people. */
const publicToolsWithBar = ['/aromatherapy', '/essential-oils', '/ingredient-analyzer', '/supplement-interactions'] as const;
const signedInPagesWithBar = ['/meal-planning', '/community', '/profile'] as const;
export const backToDashboardPaths = [...publicToolsWithBar, ...signedInPagesWithBar] as const;

export function showsBackToDashboard(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path.startsWith('/dashboard/') || (backToDashboardPaths as readonly string[]).includes(path);
}

/**
 * Pages mostly opened signed in (/dashboard/* and the signed-in pages above): while the session
 * is not known yet (the prerendered page, hydration) the bar's space is kept, so it appears
 * without moving the page. Public tools keep no space: most of their visitors are signed out.
 */
export function reservesBackToDashboard(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path.startsWith('/dashboard/') || (signedInPagesWithBar as readonly string[]).includes(path);
}

/** Strips a trailing slash (but keeps '/') and any query or hash. */
export function normalizePath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare || '/';
}

/** Where the build writes a prerendered page's HTML, relative to the web app's dist folder. */
export function prerenderedPageFile(path: string): string {
  return `pages${path}.html`;
}
