import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { a11yLimits, pushFocusHistory } from '../../features/health-profile/focus-history';

/**
 * Keyboard shortcuts, route-change focus and announcement, and scroll-to-top
 * (spec part 1 §2 "Accessibility", §9; P1-A11Y-01..11). They render on the landing page, so
 * they are plain effects with no dependencies.
 */

/** How long to wait for a lazily loaded page's heading before focusing the main area. */
const headingWaitMs = 2000;

let focusHistory: readonly Element[] = [];
/** The last 10 focused elements, most recent last, so overlays can hand focus back. */
export const recentFocus = (): readonly Element[] => focusHistory;

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

const isShown = (el: HTMLElement | null): el is HTMLElement => !!el && el.getClientRects().length > 0;

export function KeyboardShortcuts() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
      const letter = e.code.startsWith('Key') ? e.code.slice(3).toLowerCase() : '';
      // On macOS Option+letter types a character (˙, µ, ˜): leave that to text fields.
      if (isEditable(e.target) && e.key.toLowerCase() !== letter) return;
      if (letter === 'h') navigate('/');
      else if (letter === 'm') document.getElementById('main-content')?.focus();
      else if (letter === 'n') {
        const nav = document.getElementById('main-navigation');
        // Small screens hide the navigation behind the menu button.
        (isShown(nav) ? nav : document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]'))?.focus();
      } else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);
  return null;
}

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const region = useRef<HTMLDivElement>(null);
  const previous = useRef(pathname);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Element) focusHistory = pushFocusHistory(focusHistory, e.target);
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      clearTimeout(clearTimer.current);
    };
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return; // first load: the browser already starts at the top
    previous.current = pathname;
    const main = document.getElementById('main-content');
    const finish = (heading: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(giveUp);
      const target = heading ?? main;
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      target?.focus({ preventScroll: true }); // ScrollToTop owns the scrolling
      const name = heading?.textContent?.trim() || document.title.split(' · ')[0] || 'new page';
      if (region.current) region.current.textContent = `Navigated to ${name}`;
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => {
        if (region.current) region.current.textContent = '';
      }, a11yLimits.announcementClearMs);
    };
    const findHeading = () => {
      const h1 = main?.querySelector<HTMLElement>('h1');
      if (h1) finish(h1);
    };
    // A lazily loaded page shows its loading fallback first: wait for its heading to appear.
    const observer = new MutationObserver(findHeading);
    const giveUp = setTimeout(() => finish(null), headingWaitMs);
    if (main) observer.observe(main, { childList: true, subtree: true });
    findHeading();
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);

  return <div ref={region} role="status" aria-live="polite" aria-atomic="true" className="sr-only" />;
}

export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return; // the browser scrolls to the anchor
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'instant' : 'smooth' });
  }, [pathname, hash]);
  return null;
}
