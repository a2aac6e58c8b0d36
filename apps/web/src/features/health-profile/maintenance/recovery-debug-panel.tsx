import { Loader2, PlugZap } from 'lucide-react';
import { useState } from 'react';
import { connectionTestFailed } from '@thrivewell/core/copy/profile-messages';
import { runConnectionTest, type DiagnosticsResponse, type ProfileStatus } from '../profile-api';
import { toast } from '../../../lib/toast-store';
import { Button } from '../../../ui/button';

/** Yes/no facts only: the debug panel never shows a health value. */
function Facts({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <dl aria-label={label} className="space-y-1 text-sm">
      {rows.map(([name, value]) => (
        <div key={name} className="flex justify-between gap-4">
          <dt className="text-muted">{name}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const foundOrNone = (v: unknown) => (v ? 'Found' : 'None');

function diagnosticsRows(d: DiagnosticsResponse): [string, string][] {
  return [
    ['Connection', `OK (profiles: ${d.connection.profiles})`],
    ['Earlier data (user_details)', foundOrNone(d.user_details)],
    ['Unified profile', foundOrNone(d.unified_user_profile)],
    ['Preferences', foundOrNone(d.user_preferences)],
  ];
}

type TestState = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; result: DiagnosticsResponse } | { kind: 'failed' };

/**
 * The Previous Data Found card's debug panel (P2-REC-05/06/26/27): what the recovery check saw,
 * and the connection test (a count read, then the three full reads — reported as found/none).
 */
export function RecoveryDebugPanel({ id, status }: { id: string; status: ProfileStatus }) {
  const [test, setTest] = useState<TestState>({ kind: 'idle' });

  async function run() {
    setTest({ kind: 'running' });
    try {
      setTest({ kind: 'done', result: await runConnectionTest() });
    } catch (err) {
      setTest({ kind: 'failed' });
      toast({ title: connectionTestFailed(err instanceof Error ? err.message : 'Unknown error'), variant: 'destructive' });
    }
  }

  return (
    <div id={id} className="space-y-4 rounded-xl border border-border bg-surface-2 p-4">
      <h3 className="text-sm font-semibold">Debug information</h3>
      <Facts
        label="Recovery check"
        rows={[
          ['Unified profile exists', yesNo(status.hasProfile)],
          ['Earlier data found', yesNo(status.legacy.any)],
          ['Earlier questionnaire', yesNo(status.legacy.questionnaire)],
          ['Earlier diet data', yesNo(status.legacy.diet)],
          ['Recovery offered', yesNo(status.recoveryOffered)],
        ]}
      />
      <Button variant="secondary" onClick={() => void run()} disabled={test.kind === 'running'} aria-busy={test.kind === 'running'}>
        {test.kind === 'running' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <PlugZap aria-hidden="true" className="size-4" />}
        Run Connection Test
      </Button>
      <div role="status" aria-live="polite">
        {test.kind === 'running' && <p className="text-sm text-muted">Testing the connection...</p>}
        {test.kind === 'failed' && <p className="text-sm text-danger">The connection test failed.</p>}
        {test.kind === 'done' && <Facts label="Connection test result" rows={diagnosticsRows(test.result)} />}
      </div>
    </div>
  );
}
