import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { matchRoute } from '@thrivewell/core/contracts/routes';
import './app/styles.css';
import { startApp } from './app/boot';
import { AppRoutes } from './app/router';
import { GlobalErrorBoundary } from './app/frame/global-error-boundary';
import { applyStoredTheme } from './app/frame/theme-toggle';
import { installGlobalErrorHandlers } from './lib/global-handlers';
import { notFoundPage, pageModules, QueryProvider } from './app/page-modules';
import { prefetchDashboard } from './features/health-profile/dashboard/dashboard-prefetch';
import { startSession } from './lib/session';

applyStoredTheme();
installGlobalErrorHandlers();
const def = matchRoute(window.location.pathname);
// The session (and, on the dashboard, its data) load while the page's script does.
const session = startSession();
if (def?.page === 'dashboard') prefetchDashboard(session);
const started = startApp({
  container: document.getElementById('root')!,
  preload: () =>
    Promise.all([(def ? pageModules[def.page] : notFoundPage).preload(), def?.page === 'landing' ? undefined : QueryProvider.preload()]),
  app: (
    <StrictMode>
      <GlobalErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </GlobalErrorBoundary>
    </StrictMode>
  ),
});

/** The client housekeeping (spec part 1 §9) is its own small chunk, started once the page has loaded. */
function startHousekeeping() {
  import('./lib/client-housekeeping')
    .then((m) => m.startClientHousekeeping(m.browserHousekeepingDeps(import.meta.env.PROD)))
    .catch(() => undefined); // housekeeping is not worth an error toast if its chunk cannot load
}
void started.then((outcome) => {
  if (outcome !== 'started') return;
  if (document.readyState === 'complete') startHousekeeping();
  else window.addEventListener('load', startHousekeeping, { once: true });
});
