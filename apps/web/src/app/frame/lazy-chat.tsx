import { Suspense, type ComponentType } from 'react';
import type { ChatToggleProps } from './chat-frame';
import { lazyComponent } from '../../lib/lazy-component';

// The chat's toggle and panel exist only for a signed-in user: their code is one small chunk,
// never part of a signed-out visit (the landing page's JavaScript budget has no room for it).
type ChatFrame = typeof import('./chat-frame');

function part<P extends object>(pick: (m: ChatFrame) => ComponentType<P>) {
  const Part = lazyComponent<P>(() => import('./chat-frame').then((m) => ({ default: pick(m) })));
  return (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}

/** The header's 'AI Wellness Chat' toggle; rendered only when signed in. */
export const LazyChatToggle = part<ChatToggleProps>((m) => m.ChatToggle);
/** The floating chat panel's place in the page frame; rendered only when signed in. */
export const LazyChatPanelMount = part<object>((m) => m.ChatPanelMount);
