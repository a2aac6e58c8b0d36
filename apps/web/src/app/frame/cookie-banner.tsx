import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { acceptAll, rejectAll, type CookieConsent } from '../../lib/consent';
import { saveCookieConsent, useCookieConsent } from '../../lib/cookie-consent';
import { useHydrated } from '../../lib/client-values';
import { lazyComponent } from '../../lib/lazy-component';

// Radix dialog + switch live in this chunk, fetched only when the visitor customises.
const CookiePreferencesDialog = lazyComponent(() => import('./cookie-preferences-dialog'));

// Compact on purpose (not ui/button's md size): all three fit one row on a 360 px screen.
const btn = 'min-h-10 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap';
const primary = `${btn} bg-brand text-on-brand hover:bg-brand-strong`;

// Warm the chunk on hover/focus; a failure here is retried by the real render on click.
const preloadDialog = () => void CookiePreferencesDialog.preload().catch(() => undefined);

/**
 * Cookie consent (P1-CONS-10..18): shown while no valid choice is saved. Deliberately small
 * text in a slim bar so it never becomes the landing page's largest contentful element.
 * Sticky rather than fixed: it rides the bottom of the viewport but, at the end of the page,
 * sits after the footer instead of covering it.
 */
export function CookieBanner() {
  const hydrated = useHydrated();
  const consent = useCookieConsent();
  const [customising, setCustomising] = useState(false);
  if (!hydrated || consent) return null;

  const save = (choice: CookieConsent) => {
    saveCookieConsent(choice);
    setCustomising(false);
  };

  return (
    <div role="region" aria-label="Cookie consent" className="sticky bottom-0 z-50 border-t border-border bg-surface shadow-lg">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
        <p className="flex-1 text-xs text-muted sm:text-sm">
          We use necessary cookies to run the site and, with your consent, optional ones.{' '}
          <Link to="/privacy-policy" className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong">
            Privacy Policy
          </Link>
        </p>
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          {/* Accept and Reject look alike on purpose: refusing is as easy as agreeing. */}
          <button type="button" className={primary} onClick={() => save(acceptAll())}>
            Accept All
          </button>
          <button type="button" className={primary} onClick={() => save(rejectAll())}>
            Reject All
          </button>
          <button
            type="button"
            className={`${btn} border border-border bg-surface text-ink hover:bg-surface-2`}
            onClick={() => setCustomising(true)}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
            aria-haspopup="dialog"
          >
            Customize
          </button>
        </div>
      </div>
      {customising && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open onOpenChange={setCustomising} initial={rejectAll()} onSave={save} />
        </Suspense>
      )}
    </div>
  );
}
