import type { ComponentType, ReactNode } from 'react';
import { lazyComponent, type LazyComponent, type Module } from '../lib/lazy-component';

/** A page module; `Head` is its static top (title, intro): shown at once, before any sign-in check or data. */
export type PageModule = Module<object> & { Head?: ComponentType };

export interface LazyPage extends LazyComponent<object> {
  /** Renders the page's `Head` once its module has loaded (nothing before, or when it has none). */
  Head: ComponentType;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Head: ComponentType | undefined;
  const page = lazyComponent(() =>
    load().then((m) => {
      Head = m.Head;
      return m;
    }),
  ) as LazyPage;
  page.Head = () => (Head ? <Head /> : null);
  return page;
}
export type WithChildren = { children: ReactNode };
