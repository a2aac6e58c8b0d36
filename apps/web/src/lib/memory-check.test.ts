// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCached } from './client-cache';
import { checkMemory, heavyCachedItems, memoryCheckIntervalMs, memoryLimitBytes, usedHeapBytes } from './memory-check';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const mb = 1024 * 1024;

function fillCaches() {
  writeCached(localStorage, 'dashboard-data', { tiles: 3 });
  localStorage.setItem('chart-data', '[1,2,3]');
  sessionStorage.setItem('analysis-results', '{}');
  localStorage.setItem('cookie-consent', 'all');
}

describe('memory check (P1-SEC-30)', () => {
  it('every 30 s, with a 100 MB limit, on the three named items', () => {
    expect(memoryCheckIntervalMs).toBe(30_000);
    expect(memoryLimitBytes).toBe(100 * mb);
    expect(heavyCachedItems).toEqual(['dashboard-data', 'chart-data', 'analysis-results']);
  });

  it('above 100 MB clears dashboard-data, chart-data and analysis-results and reports it', () => {
    fillCaches();
    const warn = vi.fn();
    const cleared = checkMemory({ usedBytes: 101 * mb, storages: [localStorage, sessionStorage], warn });
    expect(cleared.sort()).toEqual(['analysis-results', 'cache-dashboard-data', 'chart-data']);
    expect(Object.keys(localStorage)).toEqual(['cookie-consent']);
    expect(sessionStorage.length).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('100 MB'), expect.objectContaining({ usedMb: 101 }));
  });

  it('at or under 100 MB, or where the browser does not say, nothing is cleared', () => {
    fillCaches();
    const warn = vi.fn();
    expect(checkMemory({ usedBytes: 100 * mb, storages: [localStorage], warn })).toEqual([]);
    expect(checkMemory({ usedBytes: null, storages: [localStorage], warn })).toEqual([]);
    expect(localStorage.length).toBe(3);
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads Chromium's performance.memory, null elsewhere", () => {
    expect(usedHeapBytes({ memory: { usedJSHeapSize: 5 * mb } } as unknown as Performance)).toBe(5 * mb);
    expect(usedHeapBytes({} as Performance)).toBeNull();
    expect(usedHeapBytes(undefined)).toBeNull();
  });
});
