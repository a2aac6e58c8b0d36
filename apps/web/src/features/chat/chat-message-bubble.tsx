import { AlertTriangle } from 'lucide-react';
import { SourceLinks } from '../../ui/source-links';
import { ChatMarkdown } from './chat-markdown';
import type { PanelMessage } from './chat-messages';

function bubbleClass(message: PanelMessage): string {
  const base = 'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed';
  if (message.role === 'user') return `${base} rounded-br-sm bg-brand text-on-brand`;
  if (message.status === 'error') return `${base} rounded-bl-sm border border-danger/40 bg-danger-soft text-danger`;
  if (message.kind === 'emergency') return `${base} max-w-full rounded-bl-sm border-2 border-danger bg-danger-soft text-ink`;
  if (message.kind === 'safety') return `${base} rounded-bl-sm border border-warning/50 bg-warning-soft text-ink`;
  return `${base} rounded-bl-sm bg-surface-2 text-ink`;
}

/** Shown under an answer while it is written: the answer so far stays readable above it. */
function WritingProgress({ text }: { text: string }) {
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  return (
    <p className="mt-2 flex items-center gap-1.5 text-xs text-muted" data-testid="chat-writing">
      <span aria-hidden="true" className="inline-block size-1.5 animate-pulse rounded-full bg-brand motion-reduce:animate-none" />
      Writing… {words} {words === 1 ? 'word' : 'words'} so far
    </p>
  );
}

/**
 * One message (P1-CHAT-20): the user's own words as typed, the assistant's as simple markdown;
 * while it is written, a progress line below it; once complete, its sources as links after the
 * answer. Emergency answers are an alert, in the danger colours.
 */
export function ChatMessageBubble({ message }: { message: PanelMessage }) {
  const isUser = message.role === 'user';
  const emergency = message.kind === 'emergency';
  const streaming = message.status === 'streaming';
  const sources = streaming ? [] : (message.sources ?? []);
  return (
    <li className={`flex scroll-mt-2 ${isUser ? 'justify-end' : 'justify-start'}`} data-message-id={message.id}>
      <div
        className={bubbleClass(message)}
        role={emergency ? 'alert' : undefined}
        aria-busy={streaming || undefined}
        data-role={message.role}
      >
        <span className="sr-only">{isUser ? 'You: ' : 'Assistant: '}</span>
        {emergency && (
          <p className="mb-1 flex items-center gap-1.5 font-bold text-danger">
            <AlertTriangle aria-hidden="true" className="size-4" /> Possible emergency
          </p>
        )}
        {isUser ? <p className="break-words whitespace-pre-wrap">{message.content}</p> : <ChatMarkdown text={message.content} />}
        {streaming && <WritingProgress text={message.content} />}
        {sources.length > 0 && (
          <div className="mt-2 border-t border-border pt-2">
            <p className="mb-1 text-xs font-semibold text-muted">Sources</p>
            <SourceLinks sources={sources} />
          </div>
        )}
      </div>
    </li>
  );
}
