import { useQuery, useQueryClient } from '@tanstack/react-query';
import { actionCenterTip, actionListLimit, pendingActionCount, setActionCompleted, type ActionPlan } from '@thrivewell/core/rules/action-plans';
import { sampleActions } from '@thrivewell/core/copy/wellness-dashboard-samples';
import { Lightbulb, ListChecks } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { profileKeys } from '../../../lib/profile-query-keys';
import { setActionCompletedRemote, useActionPlans, type ActionPlansResponse } from '../profile-api';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ActionItem } from './action-item';

/** Demo visitors' actions live in their own cache entry, filled without any request. */
const demoKey = [...profileKeys.actionPlans, 'demo'] as const;

function useDemoPlans(enabled: boolean) {
  return useQuery({ queryKey: demoKey, queryFn: (): ActionPlansResponse => ({ sample: true, plans: [...sampleActions] }), enabled, staleTime: Infinity });
}

const replacePlan = (id: string, next: ActionPlan) => (old: ActionPlansResponse | undefined) =>
  old && { ...old, plans: old.plans.map((p) => (p.action_id === id ? next : p)) };

/**
 * Action Center (spec part 2 §2, §4; P2-SWD-04..16): up to 5 actions, a pending count and the
 * quick tip. Ticking is optimistic (status and completed_at in the cache at once); real plans
 * are then saved. A failed save is only logged (P2-SWD-16) and the tick is quietly put back,
 * so the list always shows what is stored and the user can simply tick again. Sample plans
 * (non-paying users, or `demo` for signed-out visitors, which makes no request at all) tick
 * locally only.
 */
export function ActionCenter({ demo = false }: { demo?: boolean }) {
  const titleId = useId();
  const client = useQueryClient();
  const live = useActionPlans(!demo);
  const sample = useDemoPlans(demo);
  const query = demo ? sample : live;
  const key = demo ? demoKey : profileKeys.actionPlans;
  // Ticks waiting for their save, shown from React state set in the click itself: the query
  // cache notifies a tick later, and a controlled checkbox would snap back until then.
  const [ticking, setTicking] = useState<ReadonlyMap<string, ActionPlan>>(new Map());
  const settle = (id: string, shown: ActionPlan) =>
    setTicking((m) => {
      if (m.get(id) !== shown) return m; // a later tick on the same action has its own save
      const next = new Map(m);
      next.delete(id);
      return next;
    });

  async function toggle(action: ActionPlan, completed: boolean) {
    void client.cancelQueries({ queryKey: key, exact: true });
    const optimistic = setActionCompleted(action, completed, new Date());
    setTicking((m) => new Map(m).set(action.action_id, optimistic));
    client.setQueryData<ActionPlansResponse | undefined>(key, replacePlan(action.action_id, optimistic));
    if (demo || query.data?.sample !== false) return settle(action.action_id, optimistic);
    try {
      const saved = await setActionCompletedRemote(action.action_id, completed);
      client.setQueryData<ActionPlansResponse | undefined>(key, replacePlan(action.action_id, saved));
      settle(action.action_id, optimistic);
    } catch (err) {
      logger.warn('Action plan update failed', { actionId: action.action_id, code: err instanceof ApiError ? err.code : 'UNKNOWN' });
      const now = client.getQueryData<ActionPlansResponse>(key)?.plans.find((p) => p.action_id === action.action_id);
      // Only undo our own change: a later tick on the same action has its own save.
      if (now && now.status === optimistic.status && now.completed_at === optimistic.completed_at) {
        client.setQueryData<ActionPlansResponse | undefined>(key, replacePlan(action.action_id, action));
      }
      settle(action.action_id, optimistic);
    }
  }

  const plans = (query.data?.plans ?? []).map((p) => ticking.get(p.action_id) ?? p).slice(0, actionListLimit);
  const pending = pendingActionCount(plans);

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <ListChecks aria-hidden="true" className="size-5 text-brand" />
          Action Center
        </h3>
        {query.isSuccess && plans.length > 0 && (
          <span aria-live="polite">
            <Badge tone={pending > 0 ? 'brand' : 'success'}>{`${pending} pending`}</Badge>
          </span>
        )}
      </div>
      {query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your actions…</span>
          {[0, 1, 2].map((i) => (
            <div key={i} aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-surface-2" />
          ))}
        </div>
      ) : query.isError ? (
        <ActionsUnavailable error={query.error} onRetry={() => void query.refetch()} />
      ) : plans.length === 0 ? (
        <div role="status" className="rounded-xl border border-dashed border-border p-5 text-sm text-muted">
          <p>No actions yet. Add more to your profile and we will suggest small steps that fit it.</p>
          <Link to="/onboarding?continue=true" className="mt-2 inline-block font-semibold text-brand hover:underline">
            Continue your profile
          </Link>
        </div>
      ) : (
        <ul aria-label="Your actions" className="space-y-3">
          {plans.map((a) => (
            <ActionItem key={a.action_id} action={a} onToggle={(action, completed) => void toggle(action, completed)} />
          ))}
        </ul>
      )}
      <p className="flex items-start gap-2 rounded-xl bg-brand-soft p-3 text-sm">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        <span>{actionCenterTip}</span>
      </p>
    </section>
  );
}

/** A failed load of the plans is logged (P2-ERR-14); the user gets a calm retry, not an error alert. */
function ActionsUnavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  useEffect(() => {
    logger.warn('Action plans could not be loaded', { code: error instanceof ApiError ? error.code : 'UNKNOWN' });
  }, [error]);
  return (
    <div role="status" className="space-y-3 rounded-xl border border-border bg-surface-2 p-5 text-sm">
      <p className="text-muted">Your actions are not available right now.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
