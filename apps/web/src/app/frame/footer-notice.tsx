import { footerNoticeText } from '@thrivewell/core/copy/product';
import { useHydrated } from '../../lib/client-values';
import { useStoredValue } from '../../lib/local-store';
import { storageKeys } from '../../lib/storage-keys';
import { X } from '../../ui/icons';

/**
 * Dismissible educational notice (P1-FTR-05..08). It sits after the footer and sticks to the
 * bottom of the viewport while scrolling, so it never covers the footer itself; the cookie
 * banner is drawn above it. Rendered only after hydration because it depends on storage.
 */
export function FooterNotice() {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useStoredValue(storageKeys.footerNoticeDismissed);
  if (!hydrated || dismissed === 'true') return null;
  return (
    <aside aria-label="Wellness information notice" className="sticky bottom-0 z-30 border-t border-border bg-surface-2">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-1.5 text-xs text-muted">
        <p className="min-w-0 flex-1">
          {footerNoticeText}{' '}
          <a
            href="/wellness-policy"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium whitespace-nowrap text-brand underline underline-offset-2 hover:text-brand-strong"
          >
            Learn more<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
        <button
          type="button"
          onClick={() => setDismissed('true')}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-surface hover:text-ink"
          aria-label="Dismiss wellness information notice"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
