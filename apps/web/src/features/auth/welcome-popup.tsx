import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { longDisclaimer, product } from '@thrivewell/core/copy/product';
import { writeStored } from '../../lib/local-store';
import { storageKeys } from '../../lib/storage-keys';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';

function Acknowledge({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="mt-5 flex items-start gap-3 rounded-xl border border-border bg-surface-2 p-3">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-1 size-4 shrink-0 accent-brand" />
      <label htmlFor={id} className="text-sm">
        I understand that {product.name} provides educational wellness information and is not a substitute for professional medical
        advice, diagnosis or treatment.
      </label>
    </div>
  );
}

/**
 * The welcome / disclaimer popup on /dashboard (spec part 1 §2, §4; P1-CONS-01..09): a simple
 * and a detailed view, each needing the acknowledgement before its Get Started button works.
 * It cannot be dismissed by clicking outside or pressing Escape: it must be answered.
 * Confirming stores 'hideDisclaimerPopup' so it never opens again.
 */
export default function WelcomePopup({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  const [detailed, setDetailed] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);

  function confirm() {
    writeStored(storageKeys.hideDisclaimerPopup, 'true');
    setOpen(false);
    onClose?.();
  }

  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        onEscapeKeyDown={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <ShieldCheck aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>{detailed ? 'Important wellness information' : `Welcome to ${product.name}`}</DialogTitle>
          <DialogDescription>
            {detailed
              ? 'Please read this before you use your dashboard.'
              : `${product.name} helps you understand your wellness: safety checks, tracking, reports and an AI companion. It provides educational wellness information, not medical advice.`}
          </DialogDescription>
        </DialogHeader>
        {detailed && (
          <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm">
            {longDisclaimer.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <Acknowledge checked={acknowledged} onChange={setAcknowledged} />
        <DialogFooter>
          {detailed ? (
            <>
              <Button variant="secondary" onClick={() => setDetailed(false)}>
                Back to Simple View
              </Button>
              <Button onClick={confirm} disabled={!acknowledged}>
                I Understand - Get Started
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setDetailed(true)}>
                Read Full Details
              </Button>
              <Button onClick={confirm} disabled={!acknowledged}>
                Get Started
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
