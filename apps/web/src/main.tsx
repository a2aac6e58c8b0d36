import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { matchRoute } from '@thrivewell/core/routes';
import './app/styles.css';
import { AppRoutes } from './app/router';
import { GlobalErrorBoundary } from './app/frame/global-error-boundary';
import { applyStoredTheme } from './app/frame/theme-toggle';
import { installGlobalErrorHandlers } from './lib/global-handlers';
import { notFoundPage, pageModules, QueryProvider } from './app/page-modules';

async function boot() {
  applyStoredTheme();
  installGlobalErrorHandlers();
  const container = document.getElementById('root')!;
  const prerendered = container.firstElementChild !== null;
  // Load the current page's modules first so the prerendered HTML hydrates without suspending.
  const def = matchRoute(window.location.pathname);
  await Promise.all([
    (def ? pageModules[def.page] : notFoundPage).preload(),
    def?.page === 'landing' ? undefined : QueryProvider.preload(),
  ]);
  const app = (
    <StrictMode>
      <GlobalErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </GlobalErrorBoundary>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void boot();
