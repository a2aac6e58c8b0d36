import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { useRouteDef } from '../app/route-def';
import { PageHeader } from '../features/marketing/page-header';
import { InteractionChecker } from '../features/safety/interaction-checker';
import { useSession } from '../lib/session';

const examples = [
  ['warfarin', 'ibuprofen'],
  ['Zoloft', 'tramadol'],
  ['simvastatin', 'clarithromycin'],
];

/**
 * /interaction-analyzer, /interactions and /safety/checks: the interaction checker. Open to
 * everyone ('Start Checking Now' on the landing page); a signed-in person's medicine cabinet is
 * included by default (a switch turns it off). `?items=a,b` pre-fills it.
 */
export default function InteractionCheckerPage() {
  const def = useRouteDef();
  // Signing in swaps the checker (the cabinet joins it): rendered as a deferred value, in slices.
  const { user } = useDeferredValue(useSession());
  const [params] = useSearchParams();
  const initialItems = (params.get('items') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 50);
  return (
    <>
      <PageHeader
        eyebrow="Safety"
        title={def?.name ?? 'Interaction Checker'}
        intro="Check medicines, supplements and foods against each other. Every finding shows how serious it is, what to do and where the facts come from."
      />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <InteractionChecker key={user ? 'in' : 'out'} signedIn={!!user} initialItems={initialItems} examples={examples} />
      </div>
    </>
  );
}
