import { TestPortal } from '../features/billing/test-portal';

/** The /billing/test-portal page; its content lives in features/billing. */
export default function TestPortalPage() {
  return <TestPortal />;
}
