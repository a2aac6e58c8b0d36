import { actionEffort, actionSteps, hasExpandableSteps, type ActionCategory, type ActionPlan, type ActionPriority } from '@thrivewell/core/rules/action-plans';
import { Apple, ChevronDown, Dumbbell, Leaf, Sparkles, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../../ui/badge';

const categoryIcons: Record<ActionCategory, LucideIcon> = { nutrition: Apple, lifestyle: Leaf, fitness: Dumbbell, other: Sparkles };
const priorityTones: Record<ActionPriority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'success' };
const priorityWords: Record<ActionPriority, string> = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' };

/**
 * One action of the Action Center (P2-SWD-05..11): checkbox named by the title, priority
 * badge (colour and word), category icon (named for screen readers), impact /10, effort /5,
 * and its steps — a disclosure only when there is more than one.
 */
export function ActionItem({ action, onToggle }: { action: ActionPlan; onToggle: (action: ActionPlan, completed: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const checkboxId = useId();
  const stepsId = useId();
  const steps = actionSteps(action.metadata);
  const expandable = hasExpandableSteps(action.metadata);
  const done = action.status === 'completed';
  const Icon = categoryIcons[action.category];

  return (
    <li className={`rounded-xl border border-border p-4 ${done ? 'bg-surface-2' : 'bg-surface'}`}>
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={done}
          onChange={(e) => onToggle(action, e.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-start gap-2">
            <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
              <Icon aria-hidden="true" className="size-4" />
              <span className="sr-only">{`Category: ${action.category}`}</span>
            </span>
            <label htmlFor={checkboxId} className={`min-w-0 flex-1 font-semibold ${done ? 'text-muted line-through' : ''}`}>
              {action.title}
            </label>
          </div>
          <div className="flex flex-wrap gap-2 text-xs">
            <Badge tone={priorityTones[action.priority]}>{priorityWords[action.priority]}</Badge>
            <Badge tone="neutral">{`Impact ${action.impact_score}/10`}</Badge>
            <Badge tone="neutral">{`Effort ${actionEffort(action.time_sensitivity)}/5`}</Badge>
            {done && <Badge tone="success">Done</Badge>}
          </div>
          {action.description && <p className="text-sm text-muted">{action.description}</p>}
          {expandable ? (
            <div>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={stepsId}
                onClick={() => setOpen((o) => !o)}
                className="inline-flex min-h-10 items-center gap-1 rounded-lg text-sm font-semibold text-brand hover:underline"
              >
                <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
                {open ? 'Hide steps' : `Show ${steps.length} steps`}
                <span className="sr-only">{` for ${action.title}`}</span>
              </button>
              <ol id={stepsId} hidden={!open} className="mt-1 list-decimal space-y-1 pl-6 text-sm">
                {steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </div>
          ) : (
            <p className="text-sm text-muted">{`Step: ${steps[0]}`}</p>
          )}
        </div>
      </div>
    </li>
  );
}
