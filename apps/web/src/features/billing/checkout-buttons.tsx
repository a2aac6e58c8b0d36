import { useState, type ReactNode } from 'react';
import type { LookupKey } from '@thrivewell/core/rules/plans';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/button';
import { openCustomerPortal, startCheckout } from './checkout';

interface ActionButtonProps {
  children: ReactNode;
  busyText: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  disabled?: boolean;
}

/** A button that runs one redirecting action; it stays busy while the browser leaves. */
function RedirectButton({ run, children, busyText, disabled, ...look }: ActionButtonProps & { run: () => Promise<string | null> }) {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    // On success the page is being replaced, so the busy state is kept until it goes.
    if ((await run()) === null) setBusy(false);
  }
  return (
    <Button {...look} onClick={() => void onClick()} disabled={busy || disabled} aria-busy={busy}>
      {busy ? busyText : children}
    </Button>
  );
}

/** Starts a checkout for a price lookup key (P1-PLAN-17); failures toast the spec's message. */
export function CheckoutButton({ lookupKey, ...props }: ActionButtonProps & { lookupKey: LookupKey }) {
  return <RedirectButton run={() => startCheckout(lookupKey)} {...props} />;
}

/** Opens the customer portal (P1-PLAN-18); failure toasts 'Failed to open customer portal'. */
export function PortalButton(props: ActionButtonProps) {
  return <RedirectButton run={openCustomerPortal} {...props} />;
}
