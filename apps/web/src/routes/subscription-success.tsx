import { SubscriptionSuccess } from '../features/billing/subscription-success';

/** The /subscription-success page; its content lives in features/billing. */
export default function SubscriptionSuccessPage() {
  return <SubscriptionSuccess />;
}
