import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from './log-buffer';
import type { ReportInput } from './error-reporter';
import { createLogger } from './logger';

function setup() {
  const reports: ReportInput[] = [];
  const reporter = {
    report: vi.fn((r: ReportInput) => void reports.push(r)),
    flush: vi.fn(async () => {}),
    onExit: vi.fn(),
  };
  const logger = createLogger({ reporter, timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as number) } });
  return { logger, reporter, reports };
}
const entriesOf = (r: ReportInput | undefined) => (r?.context as { entries: LogEntry[] }).entries;

beforeEach(() => vi.useFakeTimers({ now: new Date('2024-05-01T10:00:00.000Z') }));
afterEach(() => vi.useRealTimers());

describe('logger', () => {
  it('P1-ERR-05/06: buffered entries go out as one log_batch report, severity low, after 30 s', () => {
    const { logger, reports } = setup();
    logger.warn('slow page', { page: 'dashboard' });
    logger.error('save failed');
    vi.advanceTimersByTime(29_999);
    expect(reports).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ type: 'log_batch', severity: 'low' });
    expect(entriesOf(reports[0])).toEqual([
      { level: 2, message: 'slow page', context: { page: 'dashboard' }, timestamp: '2024-05-01T10:00:00.000Z' },
      { level: 3, message: 'save failed', timestamp: '2024-05-01T10:00:00.000Z' },
    ]);
  });

  it('P1-ERR-08: debug and info are not buffered at the default level', () => {
    const { logger, reports } = setup();
    logger.debug('d');
    logger.info('i');
    expect(logger.buffered).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(reports).toHaveLength(0);
  });

  it('P1-ERR-09: a critical entry flushes the buffer and sends at once', () => {
    const { logger, reporter, reports } = setup();
    logger.warn('before');
    logger.critical('payment state lost');
    expect(reports).toHaveLength(1);
    expect(entriesOf(reports[0]).map((e) => e.level)).toEqual([2, 4]);
    expect(reporter.flush).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(reports).toHaveLength(1); // the 30 s timer was cleared
  });

  it('P1-ERR-07: keeps at most 1000 entries and splits them into reports the server accepts', () => {
    const { logger, reports } = setup();
    for (let i = 0; i < 1200; i++) logger.warn(`entry ${i}`);
    expect(logger.buffered).toBe(1000);
    logger.flush();
    const all = reports.flatMap(entriesOf);
    expect(all).toHaveLength(1000);
    expect(all[0]?.message).toBe('entry 200');
    for (const r of reports) expect(JSON.stringify(r.context).length).toBeLessThanOrEqual(16_000);
  });

  it('registers its flush as an exit hook so pagehide sends the last entries', () => {
    const { reporter } = setup();
    expect(reporter.onExit).toHaveBeenCalledTimes(1);
  });

  it('never throws on odd input', () => {
    const { logger } = setup();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => logger.error('x', circular)).not.toThrow();
  });
});
