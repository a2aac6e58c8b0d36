import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';

/**
 * Renders a page to HTML at build time: the landing page, and the routes marked `prerender`
 * (their frame and head; the session is still unknown here, as on the client's first render).
 */
export async function render(url: string): Promise<string> {
  await preloadPage(url);
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
