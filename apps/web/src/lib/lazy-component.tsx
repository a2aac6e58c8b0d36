import { lazy, type ComponentType } from 'react';

export type Module<P> = { default: ComponentType<P> };

export interface LazyComponent<P> {
  (props: P): React.ReactElement;
  /** Loads the module ahead of rendering so hydration or navigation never suspends. */
  preload(): Promise<void>;
}

/**
 * A module loaded on demand. Once preloaded it renders synchronously, which lets a
 * prerendered page hydrate without a suspense flash. (In lib, so features can use it too.)
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
