import type { ChatUsage } from '@thrivewell/core/contracts/chat-contract';
import { Badge } from '../../ui/badge';

/**
 * Today's allowance next to the panel title: free users see how many chats are left
 * (P1-CHAT-11), paid users 'Unlimited' (P1-CHAT-12). Nothing while the count loads.
 */
export function ChatUsageBadge({ usage }: { usage: ChatUsage | undefined }) {
  if (!usage) return null;
  if (usage.remainingFree === null) {
    return (
      <Badge tone="brand">
        <span className="sr-only">Chats today: </span>Unlimited
      </Badge>
    );
  }
  const left = usage.remainingFree;
  return (
    <Badge tone={left === 0 ? 'danger' : left <= 3 ? 'warning' : 'neutral'}>
      <span className="sr-only">Free chats today: </span>
      {`${left} left`}
    </Badge>
  );
}
