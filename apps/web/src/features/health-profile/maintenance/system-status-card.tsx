import { AlertTriangle, CheckCircle2, CircleDashed, Loader2, Activity, XCircle } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import {
  runSystemCheck,
  systemCheckLines,
  systemCheckSummary,
  systemStatusLabels,
  type SystemCheckLine,
  type SystemLineStatus,
} from '@thrivewell/core/rules/system-status';
import { logger } from '../../../lib/logger';
import { saveSystemCheck, useProfile, useProfileStatus } from '../profile-api';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast-store';
import { useSubscription } from '../../../lib/use-tier';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../format-dates';

type Lines = Record<SystemCheckLine, SystemLineStatus>;
interface Summary {
  tone: 'success' | 'warning' | 'error';
  text: string;
}

const lineLook: Record<SystemLineStatus, { Icon: typeof CheckCircle2; colour: string }> = {
  good: { Icon: CheckCircle2, colour: 'text-success' },
  warning: { Icon: AlertTriangle, colour: 'text-warning' },
  error: { Icon: XCircle, colour: 'text-danger' },
};
const summaryColour: Record<Summary['tone'], string> = { success: 'text-success', warning: 'text-warning', error: 'text-danger' };
const toastVariant = { success: 'success', warning: 'default', error: 'destructive' } as const;

function LineStatus({ status, running }: { status: SystemLineStatus | undefined; running: boolean }) {
  if (running || !status) {
    const Icon = running ? Loader2 : CircleDashed;
    return (
      <span className="inline-flex items-center gap-1.5 text-muted">
        <Icon aria-hidden="true" className={`size-4 ${running ? 'animate-spin' : ''}`} />
        {running ? 'Checking...' : 'Not checked'}
      </span>
    );
  }
  const { Icon, colour } = lineLook[status];
  return (
    <span className={`inline-flex items-center gap-1.5 font-semibold ${colour}`}>
      <Icon aria-hidden="true" className="size-4" />
      {systemStatusLabels[status]}
    </span>
  );
}

/**
 * System Status (spec part 2 §2, §4, §7, §8; P2-SYS-01..17): five lines, each Operational,
 * Warning or Error, plus the profile score, plan, recoverable data and the last check. The check
 * runs once by itself when the session, profile, status and plan have loaded (so the plan still
 * loading never shows as a Feature Gating warning on page load), and on Run System Check. Only
 * the button run ends with a toast; the automatic run shows its summary inline, so opening the
 * page never pops a toast.
 */
export function SystemStatusCard() {
  const session = useSession();
  const profile = useProfile();
  const status = useProfileStatus();
  const subscription = useSubscription();
  const [lines, setLines] = useState<Lines | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [checkedAt, setCheckedAt] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const autoRan = useRef(false);
  const titleId = useId();

  async function runCheck(announce: boolean) {
    setRunning(true);
    try {
      const [p, s] = announce ? await Promise.all([profile.refetch(), status.refetch()]) : [profile, status];
      let saved: string | null = null;
      try {
        saved = (await saveSystemCheck()).lastSystemCheck;
      } catch (err) {
        logger.warn('System check could not be saved', { code: err instanceof Error ? err.name : 'unknown' });
      }
      const result = runSystemCheck({
        hasUser: Boolean(session.user),
        profile: p.isError ? null : (p.data ?? null),
        hasRecoverableData: s.data?.recoveryOffered ?? false,
        subscriptionLoading: subscription.loading,
        saveFailed: saved === null,
        questionnaire: s.data?.legacy.questionnaire ? s.data.legacy : null,
      });
      const end = systemCheckSummary(result);
      setLines(result);
      setSummary(end);
      setCheckedAt(saved ?? new Date().toISOString());
      if (announce) toast({ title: end.text, variant: toastVariant[end.tone] });
    } catch (err) {
      logger.warn('System check failed', { reason: err instanceof Error ? err.message : 'unknown' });
      setSummary({ tone: 'error', text: profileMessages.systemCheckFailed });
      if (announce) toast({ title: profileMessages.systemCheckFailed, variant: 'destructive' });
    } finally {
      setRunning(false);
    }
  }

  const ready = !session.loading && !profile.isPending && !status.isPending && !subscription.loading;
  const autoRun = useEffectEvent(() => void runCheck(false));
  useEffect(() => {
    if (!ready || autoRan.current) return;
    autoRan.current = true;
    autoRun();
  }, [ready]);

  const score = profile.data?.data_completeness_score ?? status.data?.completenessScore ?? 0;
  const lastCheck = checkedAt ?? status.data?.lastSystemCheck ?? null;
  const details: [string, string][] = [
    ['Profile score', `${score}%`],
    ['Subscription tier', subscription.simplifiedTier],
    ['Recoverable data', status.data?.recoveryOffered ? 'Yes' : 'No'],
    ['Last check', lastCheck ? (formatDateTime(lastCheck) ?? lastCheck) : 'Never'],
  ];

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <Activity aria-hidden="true" className="size-5 text-brand" />
        System Status
      </h2>
      <ul aria-label="System checks" className="divide-y divide-border rounded-xl border border-border">
        {systemCheckLines.map((line) => (
          <li key={line} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
            <span>{line}</span>
            <LineStatus status={lines?.[line]} running={running} />
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {details.map(([name, value]) => (
          <div key={name}>
            <dt className="text-muted">{name}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p role="status" aria-live="polite" className={`text-sm font-medium ${running || !summary ? 'text-muted' : summaryColour[summary.tone]}`}>
        {running ? 'Running system check...' : (summary?.text ?? '')}
      </p>
      <Button variant="secondary" onClick={() => void runCheck(true)} disabled={running} aria-busy={running}>
        {running ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Activity aria-hidden="true" className="size-4" />}
        Run System Check
      </Button>
    </section>
  );
}
