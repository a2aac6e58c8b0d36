import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { interpretDipstick, readingOrder, type DipstickReadings } from '@thrivewell/labs/dipstick';
import { ApiError } from '../../lib/api-client';
import { localToday } from '../../lib/device-time';
import { Button, buttonClass } from '../../ui/button';
import { Disclaimer } from '../../ui/disclaimer';
import { TextField } from '../../ui/text-field';
import { DipStep, PrepareStep } from './dipstick-intro-steps';
import { dipstickReportBody, useSaveDipstick } from './dipstick-api';
import { DipstickResults } from './dipstick-results';
import { ReadTimer } from './read-timer';
import { SwatchPicker } from './swatch-picker';
import { useStopwatch } from './use-stopwatch';

const padSteps = readingOrder.length;
const resultsStep = 2 + padSteps;

function stepTitle(step: number): string {
  if (step === 0) return 'Step 1: Get ready';
  if (step === 1) return 'Step 2: Dip the strip';
  if (step === resultsStep) return 'Your results';
  const pad = readingOrder[step - 2]!;
  return `Pad ${step - 1} of ${padSteps}: ${pad.name}`;
}

/**
 * The guided entry of a 10-pad urine strip: get ready, dip, then each pad in read-time order on
 * one clock from the dip, choosing the matching colour block; then what the readings mean and
 * when to see a clinician, and a save as a urine report. Each step's heading takes focus.
 */
export function DipstickWizard() {
  const [step, setStep] = useState(0);
  const [readings, setReadings] = useState<DipstickReadings>({});
  const [collectedOn, setCollectedOn] = useState(() => localToday());
  const stopwatch = useStopwatch();
  const save = useSaveDipstick();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const restart = () => {
    setReadings({});
    stopwatch.reset();
    save.reset();
    go(0);
  };

  const pad = step >= 2 && step < resultsStep ? readingOrder[step - 2]! : null;
  const result = interpretDipstick(readings);
  const readCount = Object.keys(readings).length;
  const error = save.error instanceof ApiError ? save.error : save.error ? new ApiError(0, 'UNKNOWN', 'The results could not be saved. Please try again.') : null;
  const dateError = error?.field === 'collectedOn' ? error.message : undefined;

  return (
    <section aria-labelledby="dipstick-step" className="space-y-6 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <div className="space-y-1">
        <p className="text-sm text-muted">{step < resultsStep ? `Step ${step + 1} of ${resultsStep + 1}` : 'Done reading'}</p>
        <h2 id="dipstick-step" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          {stepTitle(step)}
        </h2>
      </div>

      {step === 0 && <PrepareStep />}
      {step === 1 && <DipStep />}
      {pad && (
        <div className="space-y-5">
          <p className="text-ink">
            Read at <strong>{pad.readSeconds} seconds</strong> after dipping.
          </p>
          <ReadTimer stopwatch={stopwatch} padName={pad.name} readSeconds={pad.readSeconds} />
          <SwatchPicker pad={pad} value={readings[pad.id]} onChange={(value) => setReadings((r) => ({ ...r, [pad.id]: value }))} />
        </div>
      )}
      {step === resultsStep && (
        <div className="space-y-6">
          <Disclaimer level="advanced" />
          <DipstickResults result={result} />
          {save.isSuccess ? (
            <div className="space-y-3">
              <p role="status" className="font-medium text-ink">
                Saved to your urine results.
              </p>
              <div className="flex flex-wrap gap-3">
                <Link to="/wellness/biomarkers" className={buttonClass('primary')}>
                  See your markers
                </Link>
                <Button variant="secondary" onClick={restart}>
                  Enter another strip
                </Button>
              </div>
            </div>
          ) : (
            <form
              className="space-y-4"
              onSubmit={(e) => {
                e.preventDefault();
                save.mutate(dipstickReportBody(collectedOn, readings));
              }}
            >
              <TextField id="dipstick-date" label="Day the sample was taken" type="date" min="1900-01-01" max={localToday()} required value={collectedOn} onChange={(e) => setCollectedOn(e.target.value)} error={dateError} />
              {error && !dateError && (
                <p role="alert" className="rounded-lg border border-danger/40 bg-danger-soft p-3 text-sm text-ink">
                  {error.message}
                </p>
              )}
              <p role="status" className="sr-only">
                {save.isPending ? 'Saving…' : ''}
              </p>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={save.isPending || readCount === 0}>
                  {save.isPending ? 'Saving…' : 'Save results'}
                </Button>
                <Button variant="secondary" onClick={() => go(resultsStep - 1)}>
                  Back to the pads
                </Button>
              </div>
              {readCount === 0 && <p className="text-sm text-muted">Read at least one pad to save.</p>}
            </form>
          )}
        </div>
      )}

      {step < resultsStep && (
        <div className="flex flex-wrap gap-3 border-t border-border pt-4">
          {step > 0 && (
            <Button variant="secondary" onClick={() => go(step - 1)}>
              Back
            </Button>
          )}
          {step === 0 && <Button onClick={() => go(1)}>I’m ready</Button>}
          {step === 1 && (
            <>
              <Button onClick={() => { stopwatch.start(); go(2); }}>Strip is out: start the timer</Button>
              <Button variant="ghost" onClick={() => go(2)}>
                Continue without the timer
              </Button>
            </>
          )}
          {pad && (
            <Button onClick={() => go(step + 1)}>{step + 1 === resultsStep ? 'See results' : readings[pad.id] ? 'Next pad' : 'Skip this pad'}</Button>
          )}
        </div>
      )}
    </section>
  );
}
