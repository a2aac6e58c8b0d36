/**
 * Lazy images (spec part 1 §9; P1-A11Y-12): an image rendered with `data-lazy-src` instead of
 * `src` starts loading 1 s after the page's load event, so it never competes with the page's
 * own scripts, styles and data. Images added after that start at once.
 */

export const lazyImageDelayMs = 1000;
export const lazySrcAttribute = 'data-lazy-src';
const selector = `img[${lazySrcAttribute}]`;

export interface LazyImageDeps {
  doc: Document;
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'>;
  /** ms since navigation start, and when the load event ended (0 while unknown). */
  now: () => number;
  loadEventEnd: () => number;
  MutationObserverImpl?: typeof MutationObserver;
}

function start(img: Element): void {
  const src = img.getAttribute(lazySrcAttribute);
  img.removeAttribute(lazySrcAttribute);
  if (src) img.setAttribute('src', src);
}

export function loadLazyImages(root: ParentNode): number {
  const images = root.querySelectorAll(selector);
  images.forEach(start);
  return images.length;
}

/** Starts the lazy images 1 s after load; returns a function that stops waiting and watching. */
export function startLazyImages(deps: LazyImageDeps): () => void {
  let timer: number | undefined;
  let observer: MutationObserver | undefined;
  const Observer = deps.MutationObserverImpl ?? globalThis.MutationObserver;

  const begin = () => {
    loadLazyImages(deps.doc);
    if (!Observer) return;
    observer = new Observer((records) => {
      for (const r of records) {
        r.addedNodes.forEach((node) => {
          if (node.nodeType !== 1) return;
          const el = node as Element;
          if (el.matches(selector)) start(el);
          loadLazyImages(el);
        });
      }
    });
    observer.observe(deps.doc.body, { childList: true, subtree: true });
  };

  const schedule = () => {
    const loadedAt = deps.loadEventEnd() || deps.now();
    const wait = Math.max(0, loadedAt + lazyImageDelayMs - deps.now());
    timer = deps.win.setTimeout(begin, wait);
  };

  if (deps.doc.readyState === 'complete') schedule();
  else deps.win.addEventListener('load', schedule, { once: true });

  return () => {
    deps.win.removeEventListener('load', schedule);
    if (timer !== undefined) deps.win.clearTimeout(timer);
    observer?.disconnect();
  };
}
