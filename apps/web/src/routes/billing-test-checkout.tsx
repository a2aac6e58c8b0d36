import { TestCheckout } from '../features/billing/test-checkout';

/** The /billing/test-checkout page; its content lives in features/billing. */
export default function TestCheckoutPage() {
  return <TestCheckout />;
}
