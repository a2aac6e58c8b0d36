import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { routes as routeTable, type RouteDef } from '@thrivewell/core/contracts/routes';
import { RootLayout } from './layout';
import { RouteErrorBoundary } from './frame/route-error-screen';
import { PageLoading } from './frame/page-loading';
import { HydrationMark, LoadingMark, PageCommitted, usePageTimer } from './frame/page-timing';
import { RouteDefProvider } from './route-def';
import { notFoundPage, pageModules, QueryProvider } from './page-modules';
import type { LazyPage } from './lazy-page';
import { ProtectedRoute } from '../features/auth/protected-route';

/**
 * One page: its own error boundary (reset on path change), the 'Loading {page} page...'
 * fallback, the sign-in guard of protected routes (P1-FRAME-03..05), the page's render or
 * load time for the performance monitor (P1-SEC-31/32), and the data-query
 * provider for every page but the landing page, which is kept free of it so the first visit
 * loads as little JavaScript as possible.
 */
function RoutePage({ def, Page }: { def: RouteDef | undefined; Page: LazyPage }) {
  const { pathname } = useLocation();
  const timer = usePageTimer();
  useEffect(() => {
    document.title = def?.page === 'landing' ? 'Thrivewell — AI-Powered Wellness Intelligence' : `${def?.name ?? 'Page not found'} · Thrivewell`;
  }, [def]);
  let content: ReactNode = <PageContent def={def} Page={Page} />;
  if (def?.page !== 'landing') content = <QueryProvider>{content}</QueryProvider>;
  return (
    <RouteErrorBoundary key={pathname} path={pathname}>
      <RouteDefProvider value={def}>
        <Suspense
          fallback={
            <LoadingMark timer={timer}>
              <PageLoading name={def?.name ?? 'Not Found'} />
            </LoadingMark>
          }
        >
          <HydrationMark timer={timer} />
          {content}
          <PageCommitted timer={timer} name={def?.path ?? '(not found)'} />
        </Suspense>
      </RouteDefProvider>
    </RouteErrorBoundary>
  );
}

/**
 * The page's static head (if its module has one) and its content, guarded on protected routes:
 * the head shows at once, while the sign-in is checked, so it can be prerendered (W2-C §2).
 */
function PageContent({ def, Page }: { def: RouteDef | undefined; Page: LazyPage }) {
  return (
    <>
      <Page.Head />
      {def?.access === 'protected' ? (
        <ProtectedRoute>
          <Page />
        </ProtectedRoute>
      ) : (
        <Page />
      )}
    </>
  );
}

/** The app's routes, built from the one route table in packages/core. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routeTable.map((def) => (
          <Route key={def.path} path={def.path} element={<RoutePage def={def} Page={pageModules[def.page]} />} />
        ))}
        <Route path="*" element={<RoutePage def={undefined} Page={notFoundPage} />} />
      </Route>
    </Routes>
  );
}
