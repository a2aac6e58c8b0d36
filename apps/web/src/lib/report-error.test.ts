import { afterEach, describe, expect, it, vi } from 'vitest';

const report = vi.fn();
const error = vi.fn();
vi.mock('./logger', () => ({ errorReporter: { report }, logger: { error } }));

afterEach(() => vi.clearAllMocks());

describe('reportError (lazy entry point)', () => {
  it('loads the reporter on first use, reports and logs', async () => {
    const { loadReporting, reportError } = await import('./report-error');
    reportError({ type: 'route_error', error: new Error('x') }, { message: 'Route failed', context: { path: '/a' } });
    reportError({ type: 'javascript_error', message: 'y' });
    await loadReporting();
    await Promise.resolve();
    expect(report.mock.calls.map((c) => (c[0] as { type: string }).type)).toEqual(['route_error', 'javascript_error']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Route failed', { path: '/a' });
  });

  it('never lets a failure escape as a rejection', async () => {
    report.mockImplementationOnce(() => {
      throw new Error('broken');
    });
    const { loadReporting, reportError } = await import('./report-error');
    expect(() => reportError({ type: 'x', message: 'y' })).not.toThrow();
    await loadReporting();
    await Promise.resolve();
  });

  it('error ids are short, readable and distinct', async () => {
    const { newErrorId } = await import('./report-error');
    const a = newErrorId();
    expect(a).toMatch(/^ERR-[0-9A-Z]+-[0-9A-Z]{1,4}$/);
    expect(newErrorId()).not.toBe(a);
  });
});
