// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReportInput } from '@thrivewell/core/contracts/error-reports';
import { errorReportBatchSchema, errorReportLimits } from '@thrivewell/core/contracts/error-reports';
import { createErrorReporter, reportLimits, type ReporterDeps } from './error-reporter';

const page = () => ({ url: 'https://app.test/dashboard', userAgent: 'test-agent' });

function setup(extra: Partial<ReporterDeps> = {}) {
  const sent: ErrorReportInput[][] = [];
  const send = vi.fn(async (reports: ErrorReportInput[]) => {
    sent.push(reports);
  });
  const reporter = createErrorReporter({ send, beacon: null, page, timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as number) }, ...extra });
  return { reporter, send, sent };
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2024-05-01T10:00:00.000Z') }));
afterEach(() => vi.useRealTimers());

describe('error reporter', () => {
  it('P1-ERR-01: a report has the error_reports fields and passes the server schema', async () => {
    const { reporter, sent } = setup();
    const error = new Error('Validation failed');
    reporter.report({ type: 'javascript_error', error, context: { errorId: 'ERR-1' } });
    await reporter.flush();
    expect(sent[0]).toEqual([
      {
        error_type: 'javascript_error',
        error_message: 'Validation failed',
        stack_trace: error.stack,
        url: 'https://app.test/dashboard',
        user_agent: 'test-agent',
        timestamp: '2024-05-01T10:00:00.000Z',
        severity: 'medium',
        user_id: null,
        context: { errorId: 'ERR-1' },
      },
    ]);
    expect(errorReportBatchSchema.safeParse({ reports: sent[0] }).success).toBe(true);
  });

  it('P1-ERR-03: critical reports are sent at once', async () => {
    const { reporter, sent } = setup();
    reporter.report({ type: 'javascript_error', error: new Error('Unauthorized') });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]!.severity).toBe('critical');
    expect(reporter.queued).toBe(0);
  });

  it('P1-ERR-04: other reports are batched and sent together after 30 s', async () => {
    const { reporter, sent } = setup();
    reporter.report({ type: 'a', error: new Error('one') });
    await vi.advanceTimersByTimeAsync(10_000);
    reporter.report({ type: 'b', error: new Error('Failed to fetch'), severity: 'high' });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((r) => r.error_type)).toEqual(['a', 'b']);
    // Nothing queued: no further sends.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });

  it('splits large batches to the server limit of 50 reports', async () => {
    expect(reportLimits.maxBatch).toBe(errorReportLimits.maxBatch);
    expect(reportLimits.maxContextChars).toBe(errorReportLimits.maxContextBytes);
    const { reporter, sent } = setup();
    for (let i = 0; i < 75; i++) reporter.report({ type: 't', message: `m${i}` });
    await reporter.flush();
    expect(sent.map((b) => b.length)).toEqual([50, 25]);
  });

  it('never throws and never re-reports a failing send', async () => {
    const send = vi.fn(async () => {
      throw new Error('network down');
    });
    const { reporter } = setup({ send });
    reporter.report({ type: 'x', message: 'a', severity: 'critical' });
    reporter.report({ type: 'y', message: 'b' });
    await expect(reporter.flush()).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(reporter.queued).toBe(0);
  });

  it('replaces an oversized or circular context instead of failing the whole batch', async () => {
    const { reporter, sent } = setup();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    reporter.report({ type: 'a', message: 'x', context: circular });
    reporter.report({ type: 'b', message: 'y', context: { big: 'x'.repeat(20_000) } });
    await reporter.flush();
    expect(sent[0]!.map((r) => r.context)).toEqual([
      { omitted: 'context too large or not serialisable' },
      { omitted: 'context too large or not serialisable' },
    ]);
  });

  it('non-error rejection values are named by kind, not dumped', async () => {
    const { reporter, sent } = setup();
    reporter.report({ type: 'unhandled_promise_rejection', error: { weightKg: 80 }, severity: 'high' });
    await reporter.flush();
    expect(sent[0]![0]!.error_message).toBe('Non-error value (object)');
  });

  it('on pagehide runs exit hooks and sends the queue with sendBeacon', async () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    const { reporter, send } = setup({ beacon });
    reporter.onExit(() => reporter.report({ type: 'log_batch', message: 'logs', severity: 'low' }));
    reporter.report({ type: 'a', message: 'x' });
    const stop = reporter.start(window);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/errors');
    expect((JSON.parse(body) as { reports: ErrorReportInput[] }).reports.map((r) => r.error_type)).toEqual(['a', 'log_batch']);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(send).not.toHaveBeenCalled(); // the batch timer was cancelled
    stop();
  });

  it('the page reporter installs its pagehide flush on its first report', async () => {
    const { reporter, send } = setup({ autoStart: true });
    const listen = vi.spyOn(window, 'addEventListener');
    reporter.report({ type: 'a', message: 'x' });
    reporter.report({ type: 'b', message: 'y' });
    expect(listen.mock.calls.filter(([type]) => type === 'pagehide')).toHaveLength(1);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1); // no beacon in this setup: keepalive fetch
    reporter.start()();
  });

  it('falls back to a keepalive request when sendBeacon refuses', async () => {
    const { reporter, send } = setup({ beacon: () => false });
    reporter.report({ type: 'a', message: 'x' });
    reporter.flushOnExit();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith(expect.any(Array), true);
  });
});
