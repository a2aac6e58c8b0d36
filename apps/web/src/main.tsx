import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { matchRoute } from '@thrivewell/core/routes';
import './app/styles.css';
import { startApp } from './app/boot';
import { AppRoutes } from './app/router';
import { GlobalErrorBoundary } from './app/frame/global-error-boundary';
import { applyStoredTheme } from './app/frame/theme-toggle';
import { installGlobalErrorHandlers } from './lib/global-handlers';
import { notFoundPage, pageModules, QueryProvider } from './app/page-modules';

applyStoredTheme();
installGlobalErrorHandlers();
const def = matchRoute(window.location.pathname);
void startApp({
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
