import { Route, Routes } from 'react-router';
import { matchRoute, routes, type PageId, type RouteDef } from '@thrivewell/core/contracts/routes';
import { lazyComponent } from '../lib/lazy-component';
import { ProtectedRoute } from '../features/auth/protected-route';
import { lazyPage, type LazyPage, type PageModule, type WithChildren } from './lazy-page';
import { RoutePage } from './route-page';

/**
 * Every page but the landing page, built from the one route table in packages/core: one chunk,
 * loaded by router.tsx with the first such page, so the table (~90 routes), the list of each
 * page's chunk, the sign-in guard and the query provider's loader stay out of the landing page's
 * entry script (W2-C §2).
 */
export { matchRoute };

type OtherPageId = Exclude<PageId, 'landing'>;

/** How each page loads (TypeScript keeps the list complete): one lazily loaded module per page. */
const pageLoaders: Record<OtherPageId, () => Promise<PageModule>> = {
  features: () => import('../routes/features'),
  'how-it-works': () => import('../routes/how-it-works'),
  about: () => import('../routes/about'),
  contact: () => import('../routes/contact'),
  pricing: () => import('../routes/pricing'),
  'pro-features': () => import('../routes/pro-features'),
  terms: () => import('../routes/terms'),
  privacy: () => import('../routes/privacy'),
  'wellness-policy': () => import('../routes/wellness-policy'),
  legal: () => import('../routes/legal'),
  'compliance-center': () => import('../routes/compliance-center'),
  'sample-report': () => import('../routes/sample-report'),
  'coming-soon': () => import('../routes/coming-soon'),
  upgrade: () => import('../routes/upgrade'),
  subscription: () => import('../routes/subscription'),
  'subscription-success': () => import('../routes/subscription-success'),
  'subscription-cancel': () => import('../routes/subscription-cancel'),
  'billing-test-checkout': () => import('../routes/billing-test-checkout'),
  'billing-test-portal': () => import('../routes/billing-test-portal'),
  auth: () => import('../routes/auth'),
  account: () => import('../routes/account'),
  'dev-mailbox': () => import('../routes/dev-mailbox'),
  'api-reference': () => import('../routes/api-reference'),
  'interaction-checker': () => import('../routes/interaction-checker'),
  'supplement-interactions': () => import('../routes/supplement-interactions'),
  'safety-cabinet': () => import('../routes/safety-cabinet'),
  'mood-tracker': () => import('../routes/mood-tracker'),
  'symptom-tracker': () => import('../routes/symptom-tracker'),
  'daily-log': () => import('../routes/daily-log'),
  'safety-timing': () => import('../routes/safety-timing'),
  'ingredient-analyzer': () => import('../routes/ingredient-analyzer'),
  'product-fact-checker': () => import('../routes/product-fact-checker'),
  'essential-oils': () => import('../routes/essential-oils'),
  'natural-remedies': () => import('../routes/natural-remedies'),
  'medication-safety': () => import('../routes/medication-safety'),
  'supplements-dashboard': () => import('../routes/supplements-dashboard'),
  dashboard: () => import('../routes/dashboard'),
  'dashboard-overview': () => import('../routes/dashboard-overview'),
  onboarding: () => import('../routes/onboarding'),
  'journey-selector': () => import('../routes/journey-selector'),
  'health-profile': () => import('../routes/health-profile'),
  'profile-completion': () => import('../routes/profile-completion'),
  'profile-section': () => import('../routes/profile-section'),
  trends: () => import('../routes/trends'),
  patterns: () => import('../routes/patterns'),
  habits: () => import('../routes/habits'),
  'goals-progress': () => import('../routes/goals-progress'),
  achievements: () => import('../routes/achievements'),
  'meal-planning': () => import('../routes/meal-planning'),
  'admin-populate-recipes': () => import('../routes/admin-populate-recipes'),
  diet: () => import('../routes/diet'),
  'nutrition-dashboard': () => import('../routes/nutrition-dashboard'),
  'diet-progress': () => import('../routes/diet-progress'),
  'lab-upload': () => import('../routes/lab-upload'),
  biomarkers: () => import('../routes/biomarkers'),
  'markers-education': () => import('../routes/markers-education'),
  'blood-test-guide': () => import('../routes/blood-test-guide'),
  'test-kits': () => import('../routes/test-kits'),
  'urine-dipstick': () => import('../routes/urine-dipstick'),
};

const pageModules = Object.fromEntries(Object.entries(pageLoaders).map(([page, load]) => [page, lazyPage(load)])) as Record<OtherPageId, LazyPage>;
const notFoundPage = lazyPage(() => import('../routes/not-found'));

/** TanStack Query's provider, loaded with the first page that is not the landing page. */
const QueryProvider = lazyComponent<WithChildren>(() => import('./query-provider'));

/** The page module that renders a route of the table (the landing page is router.tsx's). */
const pageFor = (def: RouteDef | undefined): LazyPage => (def && def.page !== 'landing' ? pageModules[def.page] : notFoundPage);

/**
 * The page's static head (if its module has one) and its content, guarded on protected routes
 * (P1-FRAME-03..05): the head shows at once, while the sign-in is checked, so it can be
 * prerendered; all of it inside the data-query provider.
 */
function OtherPage({ def, Page }: { def: RouteDef | undefined; Page: LazyPage }) {
  return (
    <RoutePage def={def}>
      <QueryProvider>
        <Page.Head />
        {def?.access === 'protected' ? (
          <ProtectedRoute>
            <Page />
          </ProtectedRoute>
        ) : (
          <Page />
        )}
      </QueryProvider>
    </RoutePage>
  );
}

/** Loads the page module of `pathname` and the query provider, ahead of hydration or a first render. */
export function preloadOtherPage(pathname: string): Promise<unknown> {
  return Promise.all([pageFor(matchRoute(pathname)).preload(), QueryProvider.preload()]);
}

/** The routes of the table but the landing page, and the 404 page. */
export default function OtherRoutes() {
  return (
    <Routes>
      {routes
        .filter((def) => def.page !== 'landing')
        .map((def) => (
          <Route key={def.path} path={def.path} element={<OtherPage def={def} Page={pageFor(def)} />} />
        ))}
      <Route path="*" element={<OtherPage def={undefined} Page={notFoundPage} />} />
    </Routes>
  );
}
