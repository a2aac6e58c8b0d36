import { chatLimits } from '@thrivewell/core/contracts/chat-contract';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';

interface ChatComposerProps {
  /** While a reply is awaited or at the daily limit (P1-CHAT-08, P1-CHAT-15). */
  disabled: boolean;
  /** Returns whether the message went out; the draft is kept when it did not. */
  onSend: (text: string) => boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line (P1-CHAT-06); blank messages
 * are never sent (P1-CHAT-05).
 */
export function ChatComposer({ disabled, onSend, inputRef }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const hintId = useId();
  const blank = draft.trim() === '';

  const submit = () => {
    if (disabled || blank) return;
    if (onSend(draft)) setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-border bg-surface p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Message the AI wellness assistant
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        rows={2}
        value={draft}
        disabled={disabled}
        maxLength={chatLimits.maxMessageLength}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={hintId}
        placeholder="Ask about sleep, stress, supplements…"
        className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-border bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted focus:outline-2 focus:outline-offset-1 focus:outline-focus disabled:cursor-not-allowed disabled:opacity-60"
      />
      <p id={hintId} className="sr-only">
        Press Enter to send and Shift+Enter for a new line.
      </p>
      <button
        type="submit"
        disabled={disabled || blank}
        aria-label="Send message"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand text-on-brand shadow-sm hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-brand"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
