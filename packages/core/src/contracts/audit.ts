/**
 * Audit events (spec part 1 §3, §5, §7, §8, §9; P1-AUD-01..10): the event body, the
 * sanitiser applied before anything is stored, and the per-user rate limit. The server takes
 * the user from the session, never from the body; the body's userId is kept only because the
 * spec's event carries it.
 */
import { z } from 'zod';

export const riskLevels = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export const auditLimits = {
  /** Strings are cut to this many characters (P1-AUD-06). */
  maxString: 1000,
  /** Object keys must be shorter than this; longer keys are dropped (P1-AUD-07). */
  maxKeyLength: 100,
  /** 100 events per 60 s per user (P1-AUD-08). */
  eventsPerWindow: 100,
  windowMs: 60_000,
  /** Ours: nesting deeper than this is replaced, so a hostile body cannot exhaust the stack. */
  maxDepth: 8,
  /** Ours: sanitised metadata larger than this (as JSON) is refused, like error-report context. */
  maxMetadataBytes: 16_000,
} as const;

/** Opening (with attributes, which cannot contain < or >) and closing script tags. */
const scriptTags = /<script\b[^<>]*>|<\/script\s*>/gi;
const depthMarker = '[max depth]';

/**
 * Removes each script element with its content; an opening tag that is never closed loses
 * only the tag. One pass over the tags, so even a megabyte of '<script>' runs in linear time
 * (a single /<script>[\s\S]*?<\/script>/ regex would not).
 */
function stripScriptElements(value: string): string {
  let out = '';
  let last = 0;
  let openAt = -1;
  for (const m of value.matchAll(scriptTags)) {
    const closing = m[0][1] === '/';
    if (!closing && openAt === -1) {
      out += value.slice(last, m.index);
      openAt = m.index;
    } else if (closing) {
      if (openAt === -1) out += value.slice(last, m.index);
      openAt = -1;
      last = m.index + m[0].length;
    }
  }
  return openAt === -1 ? out + value.slice(last) : out + value.slice(openAt).replace(scriptTags, '');
}

/**
 * Strips script elements and the characters < > ' " and cuts to 1000 characters
 * (P1-AUD-05, P1-AUD-06). NUL characters go too: PostgreSQL cannot store them in text or
 * jsonb. A cut never leaves half of a surrogate pair behind, for the same reason.
 */
export function sanitizeAuditString(value: string): string {
  const stripped = stripScriptElements(value).replace(/[<>'"]/g, '').replaceAll('\u0000', '');
  let cut = stripped.slice(0, auditLimits.maxString);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut;
}

/**
 * Sanitises any JSON-like value: strings as above, arrays and objects recursively, object
 * keys of 100 characters or more dropped (P1-AUD-07). Values JSON cannot hold (functions,
 * symbols, undefined) are dropped from objects and become null in arrays.
 */
export function sanitizeAuditValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return sanitizeAuditString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'object') return undefined;
  if (depth >= auditLimits.maxDepth) return depthMarker;
  if (Array.isArray(value)) return value.map((v) => sanitizeAuditValue(v, depth + 1) ?? null);
  const entries: [string, unknown][] = [];
  for (const [key, v] of Object.entries(value)) {
    if (key.length >= auditLimits.maxKeyLength || key.includes('\u0000')) continue;
    const clean = sanitizeAuditValue(v, depth + 1);
    if (clean !== undefined) entries.push([key, clean]);
  }
  // fromEntries defines own properties, so a '__proto__' key cannot change the prototype.
  return Object.fromEntries(entries);
}

const auditString = z.string().transform(sanitizeAuditString);
const auditObject = z
  .record(z.string(), z.unknown())
  .transform((o) => sanitizeAuditValue(o) as Record<string, unknown>)
  .refine((o) => JSON.stringify(o).length <= auditLimits.maxMetadataBytes, {
    message: `metadata must be at most ${auditLimits.maxMetadataBytes} bytes of JSON`,
  });

/** POST /api/audit body (P1-AUD-01..03), sanitised as it is parsed. */
export const auditEventSchema = z.object({
  userId: auditString.nullish(),
  action: z.string().trim().min(1).max(100).transform(sanitizeAuditString).pipe(z.string().min(1)),
  resourceType: auditString.nullish(),
  resourceId: auditString.nullish(),
  /** Not given a default by the spec; an event that does not say it failed is a success. */
  success: z.boolean().default(true),
  userAgent: auditString.nullish(),
  sessionId: auditString.nullish(),
  metadata: auditObject.nullish(),
  riskLevel: z.enum(riskLevels).default('LOW'),
  phiAccessed: z.boolean().default(false),
  phiDetails: z.unknown().transform((v) => sanitizeAuditValue(v)).optional(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditEventInput = z.input<typeof auditEventSchema>;

/**
 * 100 events per 60 s per user, sliding window; events without a user share one anonymous
 * bucket (P1-AUD-08). `allow` says whether to keep an event; the caller drops the rest
 * silently (P1-AUD-09). No timers: the caller passes the time, and idle buckets are swept
 * whenever there are many of them.
 */
export class AuditRateLimiter {
  private readonly buckets = new Map<string | null, number[]>();

  constructor(
    private readonly limit: number = auditLimits.eventsPerWindow,
    private readonly windowMs: number = auditLimits.windowMs,
    private readonly sweepAbove: number = 10_000,
  ) {}

  allow(userId: string | null | undefined, now: number | Date): boolean {
    const t = typeof now === 'number' ? now : now.getTime();
    const key = userId ? userId : null;
    if (this.buckets.size > this.sweepAbove) this.sweep(t);
    const recent = (this.buckets.get(key) ?? []).filter((at) => at > t - this.windowMs);
    const allowed = recent.length < this.limit;
    if (allowed) recent.push(t);
    this.buckets.set(key, recent);
    return allowed;
  }

  /** Forgets buckets with no event inside the window. */
  sweep(now: number | Date): void {
    const t = typeof now === 'number' ? now : now.getTime();
    for (const [key, times] of this.buckets) {
      if (!times.some((at) => at > t - this.windowMs)) this.buckets.delete(key);
    }
  }

  /** How many users (plus the anonymous bucket) are being tracked. */
  get trackedBuckets(): number {
    return this.buckets.size;
  }
}
