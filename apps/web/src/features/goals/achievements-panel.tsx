import { Award } from 'lucide-react';
import { ProgressBar } from '../../ui/progress-bar';
import { useAchievements } from './goals-api';
import { LoadError } from '../../ui/load-error';

const earnedOn = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** Milestones earned (with the day) and the next ones ahead, with how far along each is. */
export function AchievementsPanel() {
  const list = useAchievements();
  if (list.isPending) return <p className="text-muted">Loading your achievements…</p>;
  if (list.isError)
    return <LoadError message="Your achievements could not be loaded." onRetry={() => void list.refetch()} />;
  const { earned, next } = list.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="earned-heading">
        <h2 id="earned-heading" className="text-xl font-semibold">
          Earned
        </h2>
        {earned.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-border p-6 text-center text-muted">Your first milestone is close: check in on a habit or log a reading to begin.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {earned.map((a) => (
              <li key={a.key} className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3">
                <Award aria-hidden="true" className="h-6 w-6 shrink-0 text-brand" />
                <div>
                  <p className="font-semibold">{a.title}</p>
                  <p className="text-sm text-muted">{earnedOn(a.earnedAt)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {next.length > 0 && (
        <section aria-labelledby="next-heading">
          <h2 id="next-heading" className="text-xl font-semibold">
            Next up
          </h2>
          <ul className="mt-3 space-y-3">
            {next.map((n) => (
              <li key={n.key} className="rounded-xl border border-border bg-surface p-3">
                <p className="font-medium">{n.title}</p>
                <ProgressBar className="mt-2" label={n.title} value={n.current} max={n.target} valueText={n.progress} />
                <p className="mt-1 text-sm text-muted">{n.progress}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
