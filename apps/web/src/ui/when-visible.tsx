import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the viewport (within `rootMargin`), `placeholder`
 * until then: a part below the fold, such as a form that needs a large script, loads when the
 * person scrolls towards it instead of with the page. Without IntersectionObserver it renders at once.
 */
export function WhenVisible({ children, placeholder, rootMargin = '300px' }: { children: ReactNode; placeholder: ReactNode; rootMargin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  return visible ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
