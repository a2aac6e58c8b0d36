import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { dashboardPath, normalizePath } from '@thrivewell/core/contracts/route-paths';
import './app/styles.css';
import { startApp } from './app/boot';
import { AppRoutes, preloadPage, routePattern } from './app/router';
import { GlobalErrorBoundary } from './app/frame/global-error-boundary';
import { applyStoredTheme } from './app/frame/theme-toggle';
import { installGlobalErrorHandlers } from './lib/global-handlers';
import { prefetchDashboard } from './features/health-profile/dashboard/dashboard-prefetch';
import { startSession } from './lib/session';

applyStoredTheme();
installGlobalErrorHandlers();
const { pathname } = window.location;
// The session (and, on the dashboard, its data) load while the page's script does.
const session = startSession();
if (normalizePath(pathname) === dashboardPath) prefetchDashboard(session);
const started = startApp({
  container: document.getElementById('root')!,
  preload: () => preloadPage(pathname),
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
  Promise.all([import('./lib/client-housekeeping'), routePattern(window.location.pathname)])
    .then(([m, pattern]) => m.startClientHousekeeping(m.browserHousekeepingDeps(import.meta.env.PROD, pattern)))
    .catch(() => undefined); // housekeeping is not worth an error toast if its chunk cannot load
}
void started.then((outcome) => {
  if (outcome !== 'started') return;
  if (document.readyState === 'complete') startHousekeeping();
  else window.addEventListener('load', startHousekeeping, { once: true });
});
