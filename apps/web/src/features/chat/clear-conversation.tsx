import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../ui/button';

/**
 * 'Clear conversation' with a confirmation inside the panel (no second modal on top of it):
 * focus goes to Cancel, Escape cancels, and the stored conversation is deleted only on 'Yes'.
 */
export function ClearConversation({ disabled, onClear }: { disabled: boolean; onClear: () => Promise<boolean> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const promptId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  const stop = () => {
    setConfirming(false);
    triggerRef.current?.focus();
  };
  const confirm = async () => {
    setBusy(true);
    const cleared = await onClear();
    setBusy(false);
    setConfirming(false);
    if (cleared) triggerRef.current?.focus();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled || busy}
        onClick={() => setConfirming(true)}
        aria-expanded={confirming}
        title="Clear conversation"
        className="inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">Clear conversation</span>
      </button>
      {confirming && (
        <div
          role="group"
          aria-labelledby={promptId}
          className="absolute inset-x-3 top-16 z-10 rounded-xl border border-border bg-surface p-3 text-sm shadow-lg"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            stop();
          }}
        >
          <p id={promptId} className="font-medium">
            Clear the whole conversation? It is removed on all your devices and cannot be undone.
          </p>
          <div className="mt-3 flex justify-end gap-2">
            <button ref={cancelRef} type="button" className={buttonClass('secondary')} onClick={stop} disabled={busy}>
              Cancel
            </button>
            <Button onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Clearing...' : 'Yes, clear it'}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
