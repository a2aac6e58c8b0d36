import { describe, expect, it } from 'vitest';
import { freeAccess, type PlanAccess } from '@thrivewell/knowledge/plan-gating';
import { createCheckAnswerCache, type CheckAnswerCache } from './check-answer-cache';

const fullAccess: PlanAccess = { supplementInteractions: true, foodDrugTiming: true };
const answer = (text: string) => Buffer.from(text);
/** A list's answer offered twice: kept. */
const keep = (cache: CheckAnswerCache, items: string[], access: PlanAccess, bytes: Buffer) => {
  cache.offer(items, access, bytes);
  cache.offer(items, access, bytes);
};

describe('createCheckAnswerCache', () => {
  it('keeps an answer the second time its list is offered, not the first', () => {
    const cache = createCheckAnswerCache();
    cache.offer(['warfarin', 'aspirin'], freeAccess, answer('{"a":1}'));
    expect(cache.get(['warfarin', 'aspirin'], freeAccess)).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.offer(['aspirin'], freeAccess, answer('{"b":1}'));
    cache.offer(['warfarin', 'aspirin'], freeAccess, answer('{"a":1}'));
    expect(cache.get(['warfarin', 'aspirin'], freeAccess)?.toString()).toBe('{"a":1}');
    expect(cache.get(['aspirin'], freeAccess)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('gives back the kept bytes for the same list on the same plan, and nothing for another list', () => {
    const cache = createCheckAnswerCache();
    keep(cache, ['warfarin', 'aspirin'], freeAccess, answer('{"a":1}'));
    expect(cache.get(['warfarin', 'aspirin'], freeAccess)?.toString()).toBe('{"a":1}');
    expect(cache.get(['aspirin', 'warfarin'], freeAccess)).toBeUndefined();
    expect(cache.get(['warfarin', 'aspirin', ''], freeAccess)).toBeUndefined();
  });

  it('keeps each plan access apart (plan gating changes the answer)', () => {
    const cache = createCheckAnswerCache();
    keep(cache, ['warfarin', 'ginkgo'], freeAccess, answer('free'));
    expect(cache.get(['warfarin', 'ginkgo'], fullAccess)).toBeUndefined();
    expect(cache.get(['warfarin', 'ginkgo'], { supplementInteractions: true, foodDrugTiming: false })).toBeUndefined();
    expect(cache.get(['warfarin', 'ginkgo'], { supplementInteractions: false, foodDrugTiming: true })).toBeUndefined();
    keep(cache, ['warfarin', 'ginkgo'], fullAccess, answer('full'));
    expect(cache.get(['warfarin', 'ginkgo'], freeAccess)?.toString()).toBe('free');
    expect(cache.get(['warfarin', 'ginkgo'], fullAccess)?.toString()).toBe('full');
  });

  it('misses when the knowledge base version changes', () => {
    let version = 'v1';
    const cache = createCheckAnswerCache({ knowledgeVersion: () => version });
    keep(cache, ['warfarin'], freeAccess, answer('old'));
    expect(cache.get(['warfarin'], freeAccess)?.toString()).toBe('old');
    version = 'v2';
    expect(cache.get(['warfarin'], freeAccess)).toBeUndefined();
  });

  it('lets the least recently used answer go past the answer cap', () => {
    const cache = createCheckAnswerCache({ maxAnswers: 2 });
    keep(cache, ['a'], freeAccess, answer('A'));
    keep(cache, ['b'], freeAccess, answer('B'));
    expect(cache.get(['a'], freeAccess)?.toString()).toBe('A'); // a is now the most recent
    keep(cache, ['c'], freeAccess, answer('C'));
    expect(cache.size).toBe(2);
    expect(cache.get(['b'], freeAccess)).toBeUndefined();
    expect(cache.get(['a'], freeAccess)?.toString()).toBe('A');
    expect(cache.get(['c'], freeAccess)?.toString()).toBe('C');
  });

  it('lets the oldest answers go past the byte cap (keys counted), and never keeps one larger than the cap', () => {
    const cache = createCheckAnswerCache({ maxBytes: 1000, knowledgeVersion: () => 'v' });
    keep(cache, ['a'], freeAccess, Buffer.alloc(400));
    keep(cache, ['b'], freeAccess, Buffer.alloc(400));
    expect(cache.size).toBe(2);
    const keyBytes = cache.bytes - 800;
    expect(keyBytes).toBeGreaterThan(0);
    keep(cache, ['c'], freeAccess, Buffer.alloc(400));
    expect(cache.size).toBe(2);
    expect(cache.get(['a'], freeAccess)).toBeUndefined();
    expect(cache.bytes).toBe(800 + keyBytes);
    keep(cache, ['huge'], freeAccess, Buffer.alloc(1001));
    expect(cache.get(['huge'], freeAccess)).toBeUndefined();
    expect(cache.size).toBe(2);
    keep(cache, ['b'], freeAccess, Buffer.alloc(100)); // replacing an answer counts only the new one
    expect(cache.bytes).toBe(500 + keyBytes);
  });

  it('copies an answer that is a slice of a shared pool, so the pool is not kept alive', () => {
    const cache = createCheckAnswerCache();
    const pooled = Buffer.from('{"small":true}'); // small Buffer.from slices the shared pool
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    keep(cache, ['x'], freeAccess, pooled);
    const kept = cache.get(['x'], freeAccess)!;
    expect(kept.toString()).toBe('{"small":true}');
    expect(kept.buffer.byteLength).toBe(kept.length);
    const own = Buffer.allocUnsafeSlow(8);
    keep(cache, ['y'], freeAccess, own);
    expect(cache.get(['y'], freeAccess)).toBe(own);
  });
});
