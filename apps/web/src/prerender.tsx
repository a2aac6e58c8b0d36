import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { matchRoute } from '@thrivewell/core/contracts/routes';
import { AppRoutes } from './app/router';
import { pageModules } from './app/page-modules';

/** Renders a public page to HTML at build time (used for the landing page). */
export async function render(url: string): Promise<string> {
  const def = matchRoute(url);
  if (def) await pageModules[def.page].preload();
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}

export { landingHead } from './routes/landing-seo';
