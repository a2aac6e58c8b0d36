import { X } from './icons';
import { dismissToast, pauseToast, resumeToast, useToasts, type ToastRecord } from '../lib/toast-store';

// Variants differ by colour and a side stripe; no per-variant icons, to keep the landing bundle small.
const variantStyles: Record<ToastRecord['variant'], string> = {
  default: 'border-border border-l-brand bg-surface',
  success: 'border-success/40 border-l-success bg-success-soft',
  destructive: 'border-danger/40 border-l-danger bg-danger-soft',
};

function ToastCard({ t }: { t: ToastRecord }) {
  return (
    <div
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-l-4 p-4 text-ink shadow-lg ${variantStyles[t.variant]}`}
      onMouseEnter={() => pauseToast(t.id)}
      onMouseLeave={() => resumeToast(t.id)}
      onFocus={() => pauseToast(t.id)}
      onBlur={() => resumeToast(t.id)}
    >
      <div className="min-w-0 flex-1 text-sm">
        {t.title && <p className="font-semibold">{t.title}</p>}
        {t.description && <p className={t.title ? 'mt-0.5 text-muted' : ''}>{t.description}</p>}
        {t.action && (
          <button
            type="button"
            onClick={() => {
              t.action?.onClick();
              dismissToast(t.id);
            }}
            className="mt-2 inline-flex min-h-9 items-center rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-2"
          >
            {t.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(t.id)}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
        aria-label="Close notification"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Renders the open toast (at most one, P1-FRAME-18). Both live regions are always in the page
 * so screen readers announce a toast as it appears: politely, or at once for errors. (No
 * `display: contents` on them: some browsers then drop the live region from the a11y tree.)
 * Stacked above dialogs (z-70), so a toast raised from inside a modal is not hidden behind it.
 */
export function Toaster() {
  const open = useToasts().filter((t) => t.open);
  const urgent = open.filter((t) => t.variant === 'destructive');
  const calm = open.filter((t) => t.variant !== 'destructive');
  return (
    <div className="pointer-events-none fixed inset-x-4 top-20 z-[80] flex flex-col items-end gap-2 sm:left-auto sm:w-96">
      <div role="status" aria-live="polite" aria-atomic="true" className="flex w-full flex-col gap-2">
        {calm.map((t) => (
          <ToastCard key={t.id} t={t} />
        ))}
      </div>
      <div role="alert" aria-atomic="true" className="flex w-full flex-col gap-2">
        {urgent.map((t) => (
          <ToastCard key={t.id} t={t} />
        ))}
      </div>
    </div>
  );
}
