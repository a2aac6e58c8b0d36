import { sampleConversation } from '@thrivewell/core/copy/wellness-dashboard-samples';
import { Bot, MessageCircle, User } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { buttonClass } from '../../../ui/button';

/**
 * AI Assistant tab (spec part 2 §2; P2-SWD-21/22): the sample conversation as a transcript. A
 * visitor without an account gets the button to /register; a signed-in user is told where the
 * assistant opens (the chat button in the header).
 */
export function WellnessAssistantTab() {
  const titleId = useId();
  const { user, loading } = useSession();
  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div>
        <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <MessageCircle aria-hidden="true" className="size-5 text-brand" />
          AI Assistant
        </h3>
        <p className="text-sm text-muted">A sample conversation: ask about sleep, food, activity or your medicines in plain words.</p>
      </div>
      <ol aria-label="Sample conversation" className="space-y-3">
        {sampleConversation.map((m, i) => {
          const mine = m.role === 'user';
          return (
            <li key={i} className={`flex items-end gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
              <span className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full ${mine ? 'bg-surface-2 text-ink' : 'bg-brand-soft text-brand'}`}>
                {mine ? <User aria-hidden="true" className="size-4" /> : <Bot aria-hidden="true" className="size-4" />}
              </span>
              <div className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${mine ? 'bg-brand text-on-brand' : 'bg-surface-2 text-ink'}`}>
                <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
                {m.text}
              </div>
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-muted">The assistant shares general wellness information, not medical advice.</p>
      {loading ? null : user ? (
        <p className="rounded-xl bg-brand-soft p-3 text-sm">Ask your own questions any time: open AI Wellness Chat from the header.</p>
      ) : (
        <Link to="/register" className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
          Create a free account to chat
        </Link>
      )}
    </section>
  );
}
