import { routes, type PageId } from '@thrivewell/core/contracts/routes';
import { lazyComponent } from '../lib/lazy-component';
import { lazyPage, type LazyPage, type PageModule, type WithChildren } from './lazy-page';

/** The loaders of every other page: one small chunk, fetched with the first page that is not the landing page. */
const loaders = () => import('./page-loaders');
const viaLoaders = (load: (m: typeof import('./page-loaders')) => Promise<PageModule>): LazyPage => lazyPage(() => loaders().then(load));

/**
 * One lazily loaded module per page of the core route table. The landing page loads its own
 * module directly; the others through page-loaders.ts (which TypeScript keeps complete).
 */
export const pageModules = Object.fromEntries(
  [...new Set(routes.map((r) => r.page))].map((page) => [
    page,
    page === 'landing' ? lazyPage(() => import('../routes/landing')) : viaLoaders((m) => m.pageLoaders[page]()),
  ]),
) as Record<PageId, LazyPage>;

export const notFoundPage = viaLoaders((m) => m.loadNotFoundPage());

/** TanStack Query's provider, loaded with the first page that is not the landing page. */
export const QueryProvider = lazyComponent<WithChildren>(() => import('./query-provider'));
