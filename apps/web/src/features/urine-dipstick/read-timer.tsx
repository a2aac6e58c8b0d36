import { Pause, Play, TimerReset } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import type { Stopwatch } from './use-stopwatch';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Past this many seconds after its read time a pad's colour is no longer reliable (Multistix: changes after 2 minutes mean nothing). */
const lateAfterSeconds = 120;

export type ReadPhase = 'not-started' | 'waiting' | 'read-now' | 'late';

export function readPhase(started: boolean, elapsedSeconds: number, readSeconds: number): ReadPhase {
  if (!started) return 'not-started';
  if (elapsedSeconds < readSeconds) return 'waiting';
  return elapsedSeconds > Math.max(readSeconds + 30, lateAfterSeconds) ? 'late' : 'read-now';
}

/**
 * The read timer of one pad on the strip's single clock: the time since dipping, a countdown to
 * this pad's read time, and start/pause. The ticking clock is not announced; a polite live
 * region says only when the pad is ready ("Ketones: read now") and when the timer pauses.
 */
export function ReadTimer({ stopwatch, padName, readSeconds }: { stopwatch: Stopwatch; padName: string; readSeconds: number }) {
  const elapsed = Math.floor(stopwatch.elapsedMs / 1000);
  const phase = readPhase(stopwatch.started, elapsed, readSeconds);
  const [action, setAction] = useState('');
  // Derived from the phase, so it changes (and is announced) only when the pad becomes ready or late.
  const phaseText = phase === 'waiting' ? `${padName}: read at ${readSeconds} seconds.` : phase === 'read-now' ? `${padName}: read now.` : phase === 'late' ? `${padName}: past the best read time.` : '';

  const status =
    phase === 'not-started'
      ? `Start the timer when you take the strip out of the urine. Read this pad at ${readSeconds} seconds.`
      : phase === 'waiting'
        ? `Read in ${readSeconds - elapsed} s (at ${clock(readSeconds)})`
        : phase === 'read-now'
          ? 'Read now: compare the pad with the chart.'
          : 'Past the best read time: the colour may have kept changing. Read it as well as you can and consider repeating the test.';
  const tone = phase === 'read-now' ? 'border-success/50 bg-success-soft' : phase === 'late' ? 'border-warning/50 bg-warning-soft' : 'border-border bg-surface-2';

  return (
    <div className={`flex flex-wrap items-center gap-4 rounded-xl border p-4 ${tone}`}>
      <div>
        <p className="text-sm text-muted">Time since dipping</p>
        <p role="timer" aria-live="off" aria-label={`Time since dipping: ${elapsed} seconds`} className="font-mono text-3xl font-bold text-ink tabular-nums">
          {clock(elapsed)}
        </p>
      </div>
      <p className="min-w-48 flex-1 font-medium text-ink">{status}</p>
      <div className="flex gap-2">
        {stopwatch.running ? (
          <Button variant="secondary" onClick={() => { stopwatch.pause(); setAction('Timer paused.'); }}>
            <Pause aria-hidden="true" className="size-4" /> Pause timer
          </Button>
        ) : (
          <Button onClick={() => { stopwatch.start(); setAction(stopwatch.started ? 'Timer running.' : 'Timer started.'); }}>
            <Play aria-hidden="true" className="size-4" /> {stopwatch.started ? 'Resume timer' : 'Start timer'}
          </Button>
        )}
        {stopwatch.started && !stopwatch.running && (
          <Button variant="ghost" onClick={() => { stopwatch.reset(); setAction('Timer reset.'); }}>
            <TimerReset aria-hidden="true" className="size-4" /> Reset
          </Button>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {phaseText}
      </p>
      <p aria-live="polite" className="sr-only">
        {action}
      </p>
    </div>
  );
}
