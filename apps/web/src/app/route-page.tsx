import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { RouteDef } from '@thrivewell/core/contracts/route-paths';
import { RouteErrorBoundary } from './frame/route-error-screen';
import { PageLoading } from './frame/page-loading';
import { HydrationMark, LoadingMark, PageCommitted, usePageTimer } from './frame/page-timing';
import { RouteDefProvider } from './route-def';

/**
 * One page (the landing page, from router.tsx, or any other, from other-routes.tsx): its own
 * error boundary (reset on path change), the 'Loading {page} page...' fallback, the document
 * title, and the page's render or load time for the performance monitor (P1-SEC-31/32).
 */
export function RoutePage({ def, children }: { def: RouteDef | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  const timer = usePageTimer();
  useEffect(() => {
    document.title = def?.page === 'landing' ? 'Thrivewell — AI-Powered Wellness Intelligence' : `${def?.name ?? 'Page not found'} · Thrivewell`;
  }, [def]);
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
          {children}
          <PageCommitted timer={timer} name={def?.path ?? '(not found)'} />
        </Suspense>
      </RouteDefProvider>
    </RouteErrorBoundary>
  );
}
