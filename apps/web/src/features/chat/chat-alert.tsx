import { AlertCircle, X } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The alert at the panel top (P1-CHAT-23): the mapped error text, or the daily-limit message
 * with a way to upgrade (P1-CHAT-14). Emergencies are still answered at the limit, so the
 * numbers to call are repeated here while chatting is blocked.
 */
export function ChatAlert({ text, limitReached, onDismiss }: { text: string; limitReached: boolean; onDismiss?: () => void }) {
  return (
    <div role="alert" className="mx-3 mt-3 flex items-start gap-2 rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">{text}</p>
        {limitReached && (
          <>
            <Link to="/pricing" className="inline-block font-semibold underline underline-offset-2 hover:no-underline">
              Upgrade to Wellness Pro
            </Link>
            <p className="text-xs text-ink">In an emergency, call 911 (US), 999 (UK) or 112 (EU) now.</p>
          </>
        )}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss error"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-surface"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
