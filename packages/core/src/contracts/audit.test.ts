import { describe, expect, it } from 'vitest';
import { AuditRateLimiter, auditEventSchema, riskLevels, sanitizeAuditString, sanitizeAuditValue } from './audit';

describe('sanitizeAuditString', () => {
  it('P1-AUD-05 strips script elements and the characters < > \' "', () => {
    expect(sanitizeAuditString('a<script>alert("x")</script>b')).toBe('ab');
    expect(sanitizeAuditString('<SCRIPT src=x></SCRIPT >ok')).toBe('ok');
    expect(sanitizeAuditString('<script>alert(1)')).toBe('alert(1)');
    expect(sanitizeAuditString(`<b>"O'Neil"</b>`)).toBe('bONeil/b');
  });

  it('P1-AUD-05 handles nested, stray and unclosed script tags', () => {
    expect(sanitizeAuditString('<script><script>x</script>y</script>z')).toBe('yz');
    expect(sanitizeAuditString('a</script>b')).toBe('ab');
    expect(sanitizeAuditString('a<script>b<script type=x>c')).toBe('abc');
    expect(sanitizeAuditString('<scripts>keep</scripts>')).toBe('scriptskeep/scripts');
  });

  it('runs in linear time on hostile input', () => {
    const started = Date.now();
    sanitizeAuditString('<script>'.repeat(100_000));
    sanitizeAuditString('<script'.repeat(100_000));
    sanitizeAuditString('</script '.repeat(100_000));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('P1-AUD-06 cuts strings to 1000 characters', () => {
    expect(sanitizeAuditString('x'.repeat(1000))).toHaveLength(1000);
    expect(sanitizeAuditString('x'.repeat(5000))).toBe('x'.repeat(1000));
  });

  it('P1-AUD-06 strips first, then cuts, so removed characters do not count', () => {
    expect(sanitizeAuditString('<'.repeat(10) + 'y'.repeat(1000))).toBe('y'.repeat(1000));
  });

  it('never leaves half a surrogate pair or a NUL character (PostgreSQL rejects both)', () => {
    const cut = sanitizeAuditString('x'.repeat(999) + '😀');
    expect(cut).toBe('x'.repeat(999));
    expect(sanitizeAuditString('a\u0000b')).toBe('ab');
  });
});

describe('sanitizeAuditValue', () => {
  it('P1-AUD-05/06 recurses into objects and arrays', () => {
    expect(
      sanitizeAuditValue({ page: '<script>x</script>/dashboard', tags: ['"a"', { deep: "it's" }], n: 3, ok: true, none: null }),
    ).toEqual({ page: '/dashboard', tags: ['a', { deep: 'its' }], n: 3, ok: true, none: null });
  });

  it('P1-AUD-07 drops keys of 100 characters or more; 99 is kept', () => {
    const k99 = 'k'.repeat(99);
    const k100 = 'k'.repeat(100);
    expect(sanitizeAuditValue({ [k99]: 1, [k100]: 2, nested: { [k100]: 3, b: 4 } })).toEqual({ [k99]: 1, nested: { b: 4 } });
  });

  it('keeps JSON-able values only', () => {
    expect(sanitizeAuditValue({ f: () => 1, u: undefined, inf: Infinity, big: 10n, d: new Date(0) })).toEqual({
      inf: null,
      big: '10',
      d: '1970-01-01T00:00:00.000Z',
    });
    expect(sanitizeAuditValue([undefined, () => 1])).toEqual([null, null]);
  });

  it('a __proto__ key stays an ordinary key', () => {
    const out = sanitizeAuditValue(JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(out)).toEqual(['__proto__']);
  });

  it('replaces nesting deeper than 8 levels', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i++) deep = { d: deep };
    let node = sanitizeAuditValue(deep) as Record<string, unknown>;
    for (let i = 0; i < 7; i++) node = node.d as Record<string, unknown>;
    expect(node.d).toBe('[max depth]');
  });
});

describe('auditEventSchema', () => {
  it('P1-AUD-01 accepts the spec body', () => {
    const event = auditEventSchema.parse({
      userId: 'u1',
      action: 'profile_view',
      resourceType: 'health_profile',
      resourceId: 'p1',
      success: true,
      userAgent: 'Mozilla/5.0',
      sessionId: 's1',
      metadata: { page: '/dashboard' },
      riskLevel: 'MEDIUM',
      phiAccessed: true,
      phiDetails: { fields: ['medications'] },
    });
    expect(event).toMatchObject({ action: 'profile_view', riskLevel: 'MEDIUM', phiAccessed: true, phiDetails: { fields: ['medications'] } });
  });

  it('P1-AUD-02/03 riskLevel defaults to LOW and phiAccessed to false', () => {
    expect(riskLevels).toEqual(['LOW', 'MEDIUM', 'HIGH']);
    const event = auditEventSchema.parse({ action: 'ai_health_chat' });
    expect(event).toMatchObject({ riskLevel: 'LOW', phiAccessed: false, success: true });
  });

  it('P1-AUD-02 refuses any other risk level', () => {
    expect(auditEventSchema.safeParse({ action: 'x', riskLevel: 'CRITICAL' }).success).toBe(false);
    expect(auditEventSchema.safeParse({ action: 'x', riskLevel: 'low' }).success).toBe(false);
  });

  it('needs an action', () => {
    expect(auditEventSchema.safeParse({}).success).toBe(false);
    expect(auditEventSchema.safeParse({ action: '  ' }).success).toBe(false);
    expect(auditEventSchema.safeParse({ action: '<>' }).success).toBe(false);
    expect(auditEventSchema.safeParse({ action: 'a'.repeat(101) }).success).toBe(false);
  });

  it('P1-AUD-05..07 sanitises every string, metadata and phiDetails as it parses', () => {
    const event = auditEventSchema.parse({
      action: 'note<script>x</script>_saved',
      userAgent: 'x'.repeat(2000),
      metadata: { ['k'.repeat(150)]: 1, note: '"hi"' },
      phiDetails: '<script>alert(1)</script>fields',
    });
    expect(event.action).toBe('note_saved');
    expect(event.userAgent).toHaveLength(1000);
    expect(event.metadata).toEqual({ note: 'hi' });
    expect(event.phiDetails).toBe('fields');
  });

  it('metadata must be an object of at most 16 000 bytes of JSON', () => {
    expect(auditEventSchema.safeParse({ action: 'x', metadata: ['a'] }).success).toBe(false);
    const big = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'x'.repeat(1000)]));
    expect(auditEventSchema.safeParse({ action: 'x', metadata: big }).success).toBe(false);
  });
});

describe('AuditRateLimiter', () => {
  it('P1-AUD-08 allows 100 events per 60 s per user, then refuses (P1-AUD-09)', () => {
    const limiter = new AuditRateLimiter();
    const t0 = 1_000_000;
    for (let i = 0; i < 100; i++) expect(limiter.allow('u1', t0 + i)).toBe(true);
    expect(limiter.allow('u1', t0 + 100)).toBe(false);
    expect(limiter.allow('u2', t0 + 100)).toBe(true);
  });

  it('P1-AUD-08 the window slides: each event frees its slot 60 s later', () => {
    const limiter = new AuditRateLimiter();
    const t0 = 5_000_000;
    for (let i = 0; i < 100; i++) limiter.allow('u1', t0 + i * 100);
    expect(limiter.allow('u1', t0 + 59_999)).toBe(false);
    expect(limiter.allow('u1', t0 + 60_000)).toBe(true); // the first event (t0) has left the window
    expect(limiter.allow('u1', t0 + 60_050)).toBe(false); // the second (t0 + 100) has not
    expect(limiter.allow('u1', t0 + 60_100)).toBe(true);
  });

  it('refused events do not extend the block', () => {
    const limiter = new AuditRateLimiter(2, 1000);
    expect(limiter.allow('u', 0)).toBe(true);
    expect(limiter.allow('u', 1)).toBe(true);
    for (let t = 2; t < 1000; t += 10) expect(limiter.allow('u', t)).toBe(false);
    expect(limiter.allow('u', 1000)).toBe(true);
  });

  it('P1-AUD-08 events with no user share one anonymous bucket', () => {
    const limiter = new AuditRateLimiter(3, 60_000);
    expect(limiter.allow(null, 0)).toBe(true);
    expect(limiter.allow(undefined, 1)).toBe(true);
    expect(limiter.allow('', 2)).toBe(true);
    expect(limiter.allow(null, 3)).toBe(false);
    expect(limiter.allow('anonymous', 3)).toBe(true);
  });

  it('accepts Date as the time', () => {
    const limiter = new AuditRateLimiter(1, 60_000);
    expect(limiter.allow('u', new Date(0))).toBe(true);
    expect(limiter.allow('u', new Date(59_999))).toBe(false);
    expect(limiter.allow('u', new Date(60_000))).toBe(true);
  });

  it('forgets idle buckets when there are many', () => {
    const limiter = new AuditRateLimiter(100, 60_000, 3);
    for (const u of ['a', 'b', 'c', 'd']) limiter.allow(u, 0);
    expect(limiter.trackedBuckets).toBe(4);
    limiter.allow('e', 120_000);
    expect(limiter.trackedBuckets).toBe(1);
    limiter.allow('f', 120_001);
    limiter.sweep(120_001 + 60_000);
    expect(limiter.trackedBuckets).toBe(0);
  });
});
