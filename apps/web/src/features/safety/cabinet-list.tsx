import { HelpCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { useCabinetMutations, type CabinetItem } from './safety-api';

function errorText(err: unknown) {
  return err instanceof ApiError ? err.message : 'Saving failed. Please try again.';
}

function CabinetRow({ item }: { item: CabinetItem }) {
  const { update, remove } = useCabinetMutations();
  const [confirming, setConfirming] = useState(false);
  const details = [item.dosage, item.frequency, item.indication && `for ${item.indication}`].filter(Boolean).join(' · ');
  return (
    <li className={`rounded-xl border border-border bg-surface p-4 ${item.active ? '' : 'opacity-75'}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{item.name}</span>
            <Badge tone="neutral">{item.type}</Badge>
            {!item.active && <Badge tone="neutral">Not taking now</Badge>}
          </p>
          {item.substanceName && item.substanceName.toLowerCase() !== item.name.toLowerCase() && <p className="text-sm text-muted">Checked as {item.substanceName}</p>}
          {details && <p className="mt-1 text-sm text-muted">{details}</p>}
          {!item.substanceId && (
            <p className="mt-2 flex items-start gap-1.5 text-sm text-warning">
              <HelpCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Not in our database, so it is not checked.
                {item.suggestions.length > 0 && ` Did you mean ${item.suggestions.join(', ')}?`}
              </span>
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch
              id={`active-${item.id}`}
              checked={item.active}
              disabled={update.isPending}
              onCheckedChange={(active) => update.mutate({ id: item.id, patch: { active } }, { onError: (err) => toast({ title: 'Not saved', description: errorText(err), variant: 'destructive' }) })}
            />
            <label htmlFor={`active-${item.id}`} className="text-sm text-ink">
              Taking now
            </label>
          </div>
          {confirming ? (
            <span className="flex items-center gap-2">
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() => remove.mutate(item.id, { onError: (err) => toast({ title: 'Not removed', description: errorText(err), variant: 'destructive' }) })}
              >
                {remove.isPending ? 'Removing...' : 'Remove'}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </span>
          ) : (
            <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`Remove ${item.name}`}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

export function CabinetList({ items, emptyText }: { items: readonly CabinetItem[]; emptyText: string }) {
  if (items.length === 0) return <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{emptyText}</p>;
  return (
    <ul className="space-y-3" aria-label="Your medicine cabinet">
      {items.map((item) => (
        <CabinetRow key={item.id} item={item} />
      ))}
    </ul>
  );
}
