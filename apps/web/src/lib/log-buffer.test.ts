import { describe, expect, it } from 'vitest';
import {
  isLowCacheHitRate,
  isSlowLoad,
  isSlowRender,
  LogBuffer,
  logLevels,
  loggingLimits,
  perfThresholds,
} from './log-buffer';

const now = new Date('2024-05-01T10:00:00.000Z');

describe('logging constants (spec part 1 §4, §9)', () => {
  it('P1-ERR-10: levels 0 debug, 1 info, 2 warn, 3 error, 4 critical', () => {
    expect(logLevels).toEqual({ debug: 0, info: 1, warn: 2, error: 3, critical: 4 });
  });
  it('P1-ERR-08: default level is 2 (warn)', () => {
    expect(loggingLimits.defaultLevel).toBe(2);
    expect(new LogBuffer().level).toBe(2);
  });
  it('P1-ERR-04/06: log flush and error-queue flush every 30 s; buffer max 1000', () => {
    expect(loggingLimits.flushIntervalMs).toBe(30_000);
    expect(loggingLimits.errorQueueFlushMs).toBe(30_000);
    expect(loggingLimits.bufferMax).toBe(1000);
    expect(loggingLimits.immediateFlushLevel).toBe(4);
  });
  it('P1-SEC-31..33: slow render 16 ms, slow load 2000 ms, low cache hit under 80 %', () => {
    expect(perfThresholds).toEqual({ slowRenderMs: 16, slowLoadMs: 2000, lowCacheHitRate: 0.8 });
    expect(isSlowRender(16)).toBe(false);
    expect(isSlowRender(17)).toBe(true);
    expect(isSlowLoad(2000)).toBe(false);
    expect(isSlowLoad(2001)).toBe(true);
    expect(isLowCacheHitRate(79, 100)).toBe(true);
    expect(isLowCacheHitRate(80, 100)).toBe(false);
    expect(isLowCacheHitRate(0, 0)).toBe(false);
  });
});

describe('LogBuffer', () => {
  it('P1-ERR-11: entries carry level, message, context and timestamp', () => {
    const buffer = new LogBuffer();
    buffer.add(3, 'save failed', { section: 'diet' }, now);
    buffer.add(2, 'slow', undefined, now);
    expect(buffer.drain()).toEqual([
      { level: 3, message: 'save failed', context: { section: 'diet' }, timestamp: '2024-05-01T10:00:00.000Z' },
      { level: 2, message: 'slow', timestamp: '2024-05-01T10:00:00.000Z' },
    ]);
    expect(buffer.size).toBe(0);
  });

  it('P1-ERR-08: entries below the level are ignored', () => {
    const buffer = new LogBuffer();
    expect(buffer.add(logLevels.debug, 'd', undefined, now)).toEqual({ buffered: false, flushNow: false });
    expect(buffer.add(logLevels.info, 'i', undefined, now).buffered).toBe(false);
    expect(buffer.add(logLevels.warn, 'w', undefined, now).buffered).toBe(true);
    buffer.level = logLevels.debug;
    expect(buffer.add(logLevels.debug, 'd', undefined, now).buffered).toBe(true);
  });

  it('P1-ERR-07: holds at most 1000 entries, dropping the oldest', () => {
    const buffer = new LogBuffer();
    for (let i = 0; i < 1005; i++) buffer.add(2, `m${i}`, undefined, now);
    expect(buffer.size).toBe(1000);
    const entries = buffer.drain();
    expect(entries[0]?.message).toBe('m5');
    expect(entries.at(-1)?.message).toBe('m1004');
  });

  it('P1-ERR-09: a level-4 entry asks for an immediate flush; lower levels do not', () => {
    const buffer = new LogBuffer();
    expect(buffer.add(3, 'e', undefined, now).flushNow).toBe(false);
    expect(buffer.add(4, 'c', undefined, now)).toEqual({ buffered: true, flushNow: true });
  });
});
