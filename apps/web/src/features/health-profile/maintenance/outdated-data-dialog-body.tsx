import { CalendarClock, Settings } from 'lucide-react';
import { allSettingsRoute, outdatedAfterMonths, type OutdatedItem } from '@thrivewell/core/rules/data-freshness';
import { lastUpdatedDaysAgo } from '@thrivewell/core/copy/profile-messages';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';

export interface OutdatedDataDialogBodyProps {
  items: readonly OutdatedItem[];
  /** Update (an item's route) or View All Settings: closes the dialog and goes there. */
  onGo: (route: string) => void;
  onRemindLater: () => void;
  onClose: () => void;
}

/**
 * The open 'Update Your Health Information' dialog (P2-OUT-05..08): loaded only when
 * OutdatedDataDialog decides to open it, so the dashboard's first load carries no dialog code.
 */
export default function OutdatedDataDialogBody({ items, onGo, onRemindLater, onClose }: OutdatedDataDialogBodyProps) {
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-5 text-brand" />
            Update Your Health Information
          </DialogTitle>
          <DialogDescription>
            Some of your health information has not been updated in over {outdatedAfterMonths} months. Keeping it current keeps your recommendations
            accurate.
          </DialogDescription>
        </DialogHeader>
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <li key={item.source} className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface-2 p-3">
              <div className="min-w-0">
                <p className="font-medium">{item.label}</p>
                <p className="text-sm text-muted">{lastUpdatedDaysAgo(item.daysAgo)}</p>
              </div>
              <Button variant="secondary" className="shrink-0" aria-label={`Update ${item.label}`} onClick={() => onGo(item.route)}>
                Update
              </Button>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="ghost" onClick={onRemindLater}>
            Remind Me Later
          </Button>
          <Button variant="secondary" onClick={() => onGo(allSettingsRoute)}>
            <Settings aria-hidden="true" className="size-4" />
            View All Settings
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
