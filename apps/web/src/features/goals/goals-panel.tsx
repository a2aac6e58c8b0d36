import { Button } from '../../ui/button';
import { GoalCard } from './goal-card';
import { GoalForm } from './goal-form';
import { useGoals, useMeasurements, useTrackProfileGoals } from './goals-api';
import { MeasurementForm } from './measurement-form';
import { LoadError } from '../../ui/load-error';

/** Goals and progress: profile targets to track, tracked goals with progress, a reading form and a new-goal form. */
export function GoalsPanel() {
  const goals = useGoals();
  const readings = useMeasurements();
  const track = useTrackProfileGoals();
  const list = goals.data?.goals ?? [];
  const suggestions = goals.data?.suggestions ?? [];
  return (
    <div className="space-y-8">
      {suggestions.length > 0 && (
        <section aria-labelledby="suggested-goals-heading" className="rounded-2xl border border-brand/40 bg-brand-soft/40 p-4 sm:p-5">
          <h2 id="suggested-goals-heading" className="text-lg font-semibold">
            From your health profile
          </h2>
          <p className="text-sm text-muted">Track these targets to see your progress towards them.</p>
          <ul className="mt-3 space-y-2">
            {suggestions.map((s) => (
              <li key={s.key} className="flex flex-wrap items-center justify-between gap-2">
                <span>{s.title}</span>
                <Button variant="secondary" disabled={track.isPending} onClick={() => track.mutate([s.key])}>
                  Track<span className="sr-only"> {s.title}</span>
                </Button>
              </li>
            ))}
          </ul>
          {track.isError && <p role="alert" className="mt-2 text-sm text-danger">{track.error.message}</p>}
        </section>
      )}
      <section aria-labelledby="goals-heading">
        <h2 id="goals-heading" className="text-xl font-semibold">
          Your goals
        </h2>
        {goals.isPending && <p className="mt-4 text-muted">Loading your goals…</p>}
        {goals.isError && (
          <LoadError className="mt-4" message="Your goals could not be loaded." onRetry={() => void goals.refetch()} />
        )}
        {goals.isSuccess && list.length === 0 && <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-center text-muted">No goals tracked yet. Track one from your profile or add your own below.</p>}
        <ul className="mt-4 space-y-4">
          {list.map((g) => (
            <GoalCard key={g.id} goal={g} readings={readings.data?.measurements ?? []} />
          ))}
        </ul>
      </section>
      <MeasurementForm />
      <GoalForm />
    </div>
  );
}
