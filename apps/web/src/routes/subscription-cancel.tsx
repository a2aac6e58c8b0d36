import { SubscriptionCancel } from '../features/billing/subscription-cancel';

/** The /subscription-cancel page; its content lives in features/billing. */
export default function SubscriptionCancelPage() {
  return <SubscriptionCancel />;
}
