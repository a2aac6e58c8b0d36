import { Link } from 'react-router';
import { useId } from 'react';
import { useToday } from './today-api';
import { todayTiles } from './today-card-model';

/**
 * "Today" on the home dashboard (W2-D): what is logged and what is still due, each tile a link to
 * where it is done. Fixed height in every state (loading, error, data), so nothing below moves
 * when it arrives.
 */
export function TodayCard() {
  const headingId = useId();
  const today = useToday();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Today
      </h2>
      {today.isPending ? (
        <div role="status" className="grid h-[11.5rem] grid-cols-2 gap-3 sm:h-[5.5rem] sm:grid-cols-4">
          <span className="sr-only">Loading today…</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} aria-hidden="true" className="animate-pulse rounded-xl bg-surface-2" />
          ))}
        </div>
      ) : today.isError ? (
        <p role="alert" className="flex h-[11.5rem] items-center rounded-xl border border-border px-4 text-sm text-muted sm:h-[5.5rem]">
          Today’s summary could not be loaded. Your entries are safe; open the daily log to see them.
        </p>
      ) : (
        <ul className="grid h-[11.5rem] grid-cols-2 gap-3 sm:h-[5.5rem] sm:grid-cols-4">
          {todayTiles(today.data).map((tile) => (
            <li key={tile.label} className="min-w-0">
              <Link
                to={tile.to}
                className="flex h-full flex-col justify-center rounded-xl border border-border bg-surface px-3 py-2 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <span className="text-xs font-medium text-muted">{tile.label}</span>
                <span className={`truncate font-semibold ${tile.done ? 'text-success' : ''}`}>{tile.value}</span>
                <span className="truncate text-xs text-muted">{tile.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
