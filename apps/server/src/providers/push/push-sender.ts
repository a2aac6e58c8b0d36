/**
 * Web push (web-push 3.6): the payload is encrypted for the subscription (aes128gcm) and signed
 * with the server's VAPID key by web-push; the request itself goes out with fetch, so a push
 * service on loopback http (tests) works like the browsers' https ones. A 404 or 410 answer means
 * the subscription is gone for good and should be removed.
 */
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; reason: string };

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushResult>;
}

export function createPushSender(vapid: VapidKeys, opts: { timeoutMs?: number; ttlSeconds?: number } = {}): PushSender {
  const { timeoutMs = 10_000, ttlSeconds = 4 * 3600 } = opts;
  return {
    async send(target, payload) {
      const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: vapid,
        TTL: ttlSeconds,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      });
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ?? undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.body?.cancel();
        if (res.status === 404 || res.status === 410) return { status: 'gone' };
        if (res.status >= 200 && res.status < 300) return { status: 'sent' };
        return { status: 'failed', reason: `push service answered ${res.status}` };
      } catch (err) {
        return { status: 'failed', reason: err instanceof Error ? err.name : 'push request failed' };
      }
    },
  };
}

export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
