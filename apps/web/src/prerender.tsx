import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { matchRoute } from '@thrivewell/core/contracts/routes';
import { AppRoutes } from './app/router';
import { pageModules, QueryProvider } from './app/page-modules';

/**
 * Renders a page to HTML at build time: the landing page, and the routes marked `prerender`
 * (their frame and head; the session is still unknown here, as on the client's first render).
 */
export async function render(url: string): Promise<string> {
  const def = matchRoute(url);
  if (def) await Promise.all([pageModules[def.page].preload(), def.page === 'landing' ? undefined : QueryProvider.preload()]);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}

export { landingHead } from './routes/landing-seo';
export { routes, prerenderedPageFile } from '@thrivewell/core/contracts/routes';
