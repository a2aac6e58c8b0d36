const skipLink =
  'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-ink focus:shadow-lg';

/** Skip links, the first focusable elements of every page (P1-A11Y-04). */
export function SkipLinks() {
  return (
    <div>
      <a href="#main-content" className={skipLink}>
        Skip to main content
      </a>
      <a href="#main-navigation" className={skipLink}>
        Skip to navigation
      </a>
    </div>
  );
}
