import { describe, expect, it } from 'vitest';
import { freeAccess, type PlanAccess } from '@thrivewell/knowledge/plan-gating';
import { createCheckAnswerCache } from './check-answer-cache';

const fullAccess: PlanAccess = { supplementInteractions: true, foodDrugTiming: true };
const answer = (text: string) => Buffer.from(text);

describe('createCheckAnswerCache', () => {
  it('gives back the kept bytes for the same list on the same plan, and nothing for another list', () => {
    const cache = createCheckAnswerCache();
    cache.set(['warfarin', 'aspirin'], freeAccess, answer('{"a":1}'));
    expect(cache.get(['warfarin', 'aspirin'], freeAccess)?.toString()).toBe('{"a":1}');
    expect(cache.get(['aspirin', 'warfarin'], freeAccess)).toBeUndefined();
    expect(cache.get(['warfarin', 'aspirin', ''], freeAccess)).toBeUndefined();
  });

  it('keeps each plan access apart (plan gating changes the answer)', () => {
    const cache = createCheckAnswerCache();
    cache.set(['warfarin', 'ginkgo'], freeAccess, answer('free'));
    expect(cache.get(['warfarin', 'ginkgo'], fullAccess)).toBeUndefined();
    expect(cache.get(['warfarin', 'ginkgo'], { supplementInteractions: true, foodDrugTiming: false })).toBeUndefined();
    expect(cache.get(['warfarin', 'ginkgo'], { supplementInteractions: false, foodDrugTiming: true })).toBeUndefined();
    cache.set(['warfarin', 'ginkgo'], fullAccess, answer('full'));
    expect(cache.get(['warfarin', 'ginkgo'], freeAccess)?.toString()).toBe('free');
    expect(cache.get(['warfarin', 'ginkgo'], fullAccess)?.toString()).toBe('full');
  });

  it('misses when the knowledge base version changes', () => {
    let version = 'v1';
    const cache = createCheckAnswerCache({ knowledgeVersion: () => version });
    cache.set(['warfarin'], freeAccess, answer('old'));
    expect(cache.get(['warfarin'], freeAccess)?.toString()).toBe('old');
    version = 'v2';
    expect(cache.get(['warfarin'], freeAccess)).toBeUndefined();
  });

  it('lets the least recently used answer go past the answer cap', () => {
    const cache = createCheckAnswerCache({ maxAnswers: 2 });
    cache.set(['a'], freeAccess, answer('A'));
    cache.set(['b'], freeAccess, answer('B'));
    expect(cache.get(['a'], freeAccess)?.toString()).toBe('A'); // a is now the most recent
    cache.set(['c'], freeAccess, answer('C'));
    expect(cache.size).toBe(2);
    expect(cache.get(['b'], freeAccess)).toBeUndefined();
    expect(cache.get(['a'], freeAccess)?.toString()).toBe('A');
    expect(cache.get(['c'], freeAccess)?.toString()).toBe('C');
  });

  it('lets the oldest answers go past the byte cap (keys counted), and never keeps one larger than the cap', () => {
    const cache = createCheckAnswerCache({ maxBytes: 1000, knowledgeVersion: () => 'v' });
    cache.set(['a'], freeAccess, Buffer.alloc(400));
    cache.set(['b'], freeAccess, Buffer.alloc(400));
    expect(cache.size).toBe(2);
    const keyBytes = cache.bytes - 800;
    expect(keyBytes).toBeGreaterThan(0);
    cache.set(['c'], freeAccess, Buffer.alloc(400));
    expect(cache.size).toBe(2);
    expect(cache.get(['a'], freeAccess)).toBeUndefined();
    expect(cache.bytes).toBe(800 + keyBytes);
    cache.set(['huge'], freeAccess, Buffer.alloc(1001));
    expect(cache.get(['huge'], freeAccess)).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set(['b'], freeAccess, Buffer.alloc(100)); // replacing an answer counts only the new one
    expect(cache.bytes).toBe(500 + keyBytes);
  });

  it('copies an answer that is a slice of a shared pool, so the pool is not kept alive', () => {
    const cache = createCheckAnswerCache();
    const pooled = Buffer.from('{"small":true}'); // small Buffer.from slices the shared pool
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    cache.set(['x'], freeAccess, pooled);
    const kept = cache.get(['x'], freeAccess)!;
    expect(kept.toString()).toBe('{"small":true}');
    expect(kept.buffer.byteLength).toBe(kept.length);
    const own = Buffer.allocUnsafeSlow(8);
    cache.set(['y'], freeAccess, own);
    expect(cache.get(['y'], freeAccess)).toBe(own);
  });
});
