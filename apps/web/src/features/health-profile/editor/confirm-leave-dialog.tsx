import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';

export interface ConfirmChoice {
  label: string;
  onSelect: () => void;
}

interface ConfirmLeaveDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The recommended answer (primary button). */
  confirm: ConfirmChoice;
  /** The other answer (secondary button). */
  other: ConfirmChoice;
  /** A third, quiet way out that leaves things as they are; Escape does the same. */
  cancelLabel?: string;
  onCancel: () => void;
}

/**
 * The in-app question asked before unsaved edits would be lost (P2-EDIT-16..19): an
 * alertdialog with focus kept inside, named by its title and described by its text, stacked
 * over the editor. Escape or Cancel answers neither way and returns to the editor.
 */
export function ConfirmLeaveDialog({ open, title, description, confirm, other, cancelLabel, onCancel }: ConfirmLeaveDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent role="alertdialog" hideClose onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {cancelLabel && (
            <Button variant="ghost" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button variant="secondary" onClick={other.onSelect}>
            {other.label}
          </Button>
          <Button onClick={confirm.onSelect}>{confirm.label}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
