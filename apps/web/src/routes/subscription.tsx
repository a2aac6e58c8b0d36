import { SubscriptionOverview } from '../features/billing/subscription-overview';

/** The /subscription page; its content lives in features/billing. */
export default function SubscriptionOverviewPage() {
  return <SubscriptionOverview />;
}
