import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydrationGate } from '../lib/client-values';
import { newErrorId, reportError } from '../lib/report-error';
import { GlobalErrorScreen } from './frame/global-error-screen';

/** The static error screen of app.html, shown by public/boot-guard.js when the app's script cannot load. */
export const bootErrorScreenId = 'boot-error';

export interface StartAppOptions {
  container: HTMLElement;
  /** Loads the current page's modules, so prerendered HTML hydrates without suspending. */
  preload: () => Promise<unknown>;
  app: ReactNode;
}

/** Once the app has mounted (or drawn its own error screen), the static fallback has no use. */
function removeBootErrorScreen(): void {
  document.getElementById(bootErrorScreenId)?.remove();
}

/**
 * Starts the app: loads the current page's script, then hydrates the prerendered HTML or renders.
 * If that script cannot be loaded (a deploy replaced it, the network dropped), a direct load or
 * reload would stay blank, because the page's own error boundary only exists once the app runs:
 * the global error screen is shown instead, with Reload Page (there is nothing to try again).
 */
export async function startApp({ container, preload, app }: StartAppOptions): Promise<'started' | 'failed'> {
  const prerendered = container.firstElementChild !== null;
  try {
    await preload();
  } catch (error) {
    const errorId = newErrorId();
    reportError(
      { type: 'chunk_load_error', error, context: { errorId, phase: 'boot', path: window.location.pathname } },
      { message: 'The current page could not be loaded', context: { errorId } },
    );
    container.replaceChildren();
    createRoot(container).render(<GlobalErrorScreen errorId={errorId} />);
    removeBootErrorScreen();
    return 'failed';
  }
  // Hydration as a transition: React does it in slices, so the prerendered page (already painted)
  // keeps answering input instead of freezing for one long task. The gate keeps client-only
  // values (session, storage) at what the prerender drew until hydration has committed.
  const gated = <HydrationGate hydrating={prerendered}>{app}</HydrationGate>;
  if (prerendered) startTransition(() => void hydrateRoot(container, gated));
  else createRoot(container).render(gated);
  removeBootErrorScreen();
  return 'started';
}
