import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { landingRoute, normalizePath } from '@thrivewell/core/contracts/route-paths';
import { lazyComponent } from '../lib/lazy-component';
import { RootLayout } from './layout';
import { RouteErrorBoundary } from './frame/route-error-screen';
import { PageLoading } from './frame/page-loading';
import { RoutePage } from './route-page';

/**
 * The entry script knows one page, the landing page. Every other route — the route table, the
 * page loaders, the sign-in guard and the data-query provider — is other-routes.tsx, one chunk
 * loaded with the first page that is not the landing page, so none of it counts against the
 * landing page's JavaScript budget (W2-C §2).
 */
const LandingPage = lazyComponent<object>(() => import('../routes/landing'));
const loadOtherRoutes = () => import('./other-routes');
const OtherRoutes = lazyComponent<object>(loadOtherRoutes);

/**
 * Loads the modules the page at `pathname` renders with (its page module, and for any page but the
 * landing page the other routes and the query provider), so prerendered HTML hydrates and a first
 * render shows the page without suspending. Rejects when a chunk cannot be loaded.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  if (normalizePath(pathname) === landingRoute.path) return LandingPage.preload();
  return Promise.all([OtherRoutes.preload(), loadOtherRoutes().then((m) => m.preloadOtherPage(pathname))]);
}

/** The pattern of the route that renders `pathname` ('(no route)' on the 404 page), for measurements. */
export function routePattern(pathname: string): Promise<string> {
  if (normalizePath(pathname) === landingRoute.path) return Promise.resolve(landingRoute.path);
  return loadOtherRoutes().then((m) => m.matchRoute(pathname)?.path ?? '(no route)');
}

/**
 * Every route but the landing page. Its chunk has an error boundary of its own: if it cannot be
 * loaded on an in-app navigation (offline, a deploy replaced it), the page shows 'Page Error'.
 */
function OtherPages() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname} path={pathname}>
      <Suspense fallback={<PageLoading />}>
        <OtherRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The app's routes: the page frame around the landing page and, lazily, all the others. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path={landingRoute.path}
          element={
            <RoutePage def={landingRoute}>
              <LandingPage />
            </RoutePage>
          }
        />
        <Route path="*" element={<OtherPages />} />
      </Route>
    </Routes>
  );
}
