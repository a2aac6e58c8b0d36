import { Suspense, useState } from 'react';
import { rejectAll } from '../../lib/consent';
import { saveCookieConsent, useCookieConsent } from '../../lib/cookie-consent';
import { lazyComponent } from '../../lib/lazy-component';

const CookiePreferencesDialog = lazyComponent(() => import('./cookie-preferences-dialog'));

/** Footer control to review or withdraw cookie consent at any time after the banner is gone. */
export function CookieSettingsButton() {
  const consent = useCookieConsent();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="inline-block py-1 text-sm text-muted hover:text-ink hover:underline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Cookie Preferences
      </button>
      {open && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open
            onOpenChange={setOpen}
            initial={consent ?? rejectAll()}
            onSave={(choice) => {
              saveCookieConsent(choice);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
