import type { ReactNode } from 'react';

/**
 * Long-form text (policies, terms): readable line length and spacing for the plain elements
 * directly inside it, without a typography plugin. Only direct children are styled, so cards
 * placed inside (disclaimer, emergency note) keep their own look.
 */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`max-w-3xl text-base leading-relaxed text-ink [&>:is(p,ul,ol)_a]:font-medium [&>:is(p,ul,ol)_a]:text-brand [&>:is(p,ul,ol)_a]:underline [&>:is(p,ul,ol)_a]:underline-offset-2 [&>:is(p,ul,ol)_a:hover]:text-brand-strong [&>h2]:mt-10 [&>h2]:scroll-mt-24 [&>h2]:text-2xl [&>h2]:font-bold [&>h2]:tracking-tight [&>h2:first-child]:mt-0 [&>h3]:mt-6 [&>h3]:text-lg [&>h3]:font-semibold [&>ol]:mt-3 [&>ol]:list-decimal [&>ol]:pl-6 [&>p]:mt-3 [&>ul]:mt-3 [&>ul]:list-disc [&>ul]:pl-6 [&>ol>li]:mt-1.5 [&>ul>li]:mt-1.5 [&_strong]:font-semibold ${className}`}
    >
      {children}
    </div>
  );
}

/** A policy page body: a narrow reading column with an optional table of contents. */
export function PolicyBody({ toc, children }: { toc?: { id: string; label: string }[]; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[16rem_1fr]">
      {toc && (
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-ink">On this page</h2>
          <ol className="mt-3 space-y-1 border-l border-border text-sm">
            {toc.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} className="-ml-px block border-l border-transparent py-1 pl-3 text-muted hover:border-brand hover:text-ink">
                  {item.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <Prose className={toc ? '' : 'mx-auto'}>{children}</Prose>
    </div>
  );
}
