import { useQueryClient } from '@tanstack/react-query';
import { Bug, CheckCircle2, DatabaseBackup, Loader2, MinusCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { profileKeys } from '../../../lib/profile-query-keys';
import { useProfileStatus, type LegacyDataStatus } from '../profile-api';
import { attemptRecovery, recoveryToastVariant } from '../../../lib/profile-recovery';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast-store';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { RecoveryDebugPanel } from './recovery-debug-panel';

/** The three data-status badges (P2-REC-02), each read from the legacy user_details row. */
const statusBadges: { label: string; key: keyof LegacyDataStatus }[] = [
  { label: 'Personal Info', key: 'personalInfo' },
  { label: 'Medical History', key: 'medicalHistory' },
  { label: 'Medications', key: 'medications' },
];

/** 'a1b2c3d4…' (P2-REC-04): enough to tell accounts apart when talking to support. */
export function shortUserId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

function DataBadge({ label, found }: { label: string; found: boolean }) {
  return (
    <Badge tone={found ? 'success' : 'neutral'}>
      {found ? <CheckCircle2 aria-hidden="true" className="size-3.5" /> : <MinusCircle aria-hidden="true" className="size-3.5" />}
      <span>
        {label}: {found ? 'Found' : 'Not found'}
      </span>
    </Badge>
  );
}

/**
 * 'Previous Data Found' (spec part 2 §2, §4, §7, §8; P2-REC-01..09, 17..27): offers to move the
 * health data of an earlier questionnaire (user_details) into the unified profile. Shown only
 * once the session and the profile status are known, and only when recovery is offered or
 * `debug` is on. Outcomes are toasts, because a successful recovery reloads the profile and the
 * card then usually disappears.
 */
export function PreviousDataFoundCard({ debug = false }: { debug?: boolean }) {
  const session = useSession();
  const status = useProfileStatus();
  const queryClient = useQueryClient();
  const [showDebug, setShowDebug] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const debugId = useId();

  const data = status.data;
  if (session.loading || status.isPending || !data) return null;
  if (!data.recoveryOffered && !debug) return null;

  async function recover() {
    setBusy(true);
    try {
      const attempt = await attemptRecovery(Boolean(session.user));
      toast({ title: attempt.text, variant: recoveryToastVariant[attempt.tone] });
      if (attempt.recovered) void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-2xl border border-brand/30 bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <DatabaseBackup aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            Previous Data Found
          </h2>
          <p className="mt-1 text-sm text-muted">
            We found health information from an earlier questionnaire. Recover it to fill in your profile; sections you have already filled in are kept
            as they are.
          </p>
        </div>
      </div>

      <ul aria-label="Found in your earlier data" className="flex flex-wrap gap-2">
        {statusBadges.map((b) => (
          <li key={b.key}>
            <DataBadge label={b.label} found={data.legacy[b.key]} />
          </li>
        ))}
      </ul>

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Profile completeness</dt>
          <dd className="text-base font-semibold">{data.completenessScore}%</dd>
        </div>
        <div>
          <dt className="text-muted">User ID</dt>
          <dd className="font-mono text-base" title={session.user ? 'The start of your user id' : undefined}>
            {session.user ? shortUserId(session.user.id) : 'Not signed in'}
          </dd>
        </div>
      </dl>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => void recover()} disabled={busy} aria-busy={busy}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <DatabaseBackup aria-hidden="true" className="size-4" />}
          {busy ? 'Recovering Data...' : 'Recover My Data'}
        </Button>
        <Button variant="ghost" onClick={() => setShowDebug((s) => !s)} aria-expanded={showDebug} aria-controls={showDebug ? debugId : undefined}>
          <Bug aria-hidden="true" className="size-4" />
          {showDebug ? 'Hide Debug' : 'Show Debug'}
        </Button>
      </div>

      {showDebug && <RecoveryDebugPanel id={debugId} status={data} />}
    </section>
  );
}
