import { lazy, type ComponentType, type ReactNode } from 'react';

type Module<P> = { default: ComponentType<P> };
/** A page module; `Head` is its static top (title, intro): shown at once, before any sign-in check or data. */
export type PageModule = Module<object> & { Head?: ComponentType };

export interface LazyComponent<P> {
  (props: P): React.ReactElement;
  /** Loads the module ahead of rendering so hydration or navigation never suspends. */
  preload(): Promise<void>;
}
export interface LazyPage extends LazyComponent<object> {
  /** Renders the page's `Head` once its module has loaded (nothing before, or when it has none). */
  Head: ComponentType;
}

/**
 * A module loaded on demand. Once preloaded it renders synchronously, which lets the
 * prerendered landing page hydrate without a suspense flash.
 */
export function lazyComponent<P extends object>(load: () => Promise<Module<P>>): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  const remember = (m: Module<P>) => {
    Loaded = m.default;
    return m;
  };
  const Lazy = lazy(() => load().then(remember)) as unknown as ComponentType<P>;
  const Component = ((props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />)) as LazyComponent<P>;
  Component.preload = () => load().then(remember).then(() => undefined);
  return Component;
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
