import type { LucideIcon } from 'lucide-react';

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of icon + title + text cards, used by the about and pro-features pages. */
export function IconCardGrid({ cards, columns = 2 }: { cards: readonly IconCard[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
