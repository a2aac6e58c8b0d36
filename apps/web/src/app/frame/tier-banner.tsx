import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-component';

// The banner never shows on / (the layout skips it there), so its logic stays out of the
// landing bundle; the frame below keeps the same height while the chunk loads.
const TierBannerLine = lazyComponent(() => import('./tier-banner-line'));

const neutral = <span>Educational wellness information, not medical advice</span>;

/** One slim line under the header on every page except / (P1-FRAME-02). */
export function TierBanner() {
  return (
    <section aria-label="Your plan" className="border-b border-border bg-brand-soft" data-testid="tier-banner">
      <p className="mx-auto flex min-h-9 max-w-6xl flex-wrap items-center gap-x-2 px-4 py-1.5 text-xs text-ink sm:text-sm">
        <Suspense fallback={neutral}>
          <TierBannerLine neutral={neutral} />
        </Suspense>
      </p>
    </section>
  );
}
