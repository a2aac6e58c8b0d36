/**
 * This browser's web push subscription. The service worker (/push-sw.js, apps/web/public) is
 * registered with a scope that holds no page (/push/): it only shows notifications and never
 * handles the app's requests, so it cannot get in the way of the app or of a later offline worker.
 * Permission is asked only from a click (enablePush is called by a button's handler).
 */
import type { PushSubscriptionBody } from '@thrivewell/core/contracts/reminders-contract';

export const pushWorkerUrl = '/push-sw.js';
export const pushWorkerScope = '/push/';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(pushWorkerScope);
  return existing ?? navigator.serviceWorker.register(pushWorkerUrl, { scope: pushWorkerScope });
}

export class PushPermissionError extends Error {}

/** Asks for permission (call from a click), subscribes this browser and answers what the server stores. */
export async function enablePush(publicKey: string): Promise<PushSubscriptionBody> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushPermissionError(
      permission === 'denied'
        ? 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.'
        : 'Notifications were not allowed. You can try again at any time.',
    );
  }
  const reg = await registration();
  const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = sub.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('The browser gave an incomplete push subscription.');
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** This browser's endpoint (to remove it), or null when it has none. */
export async function disablePush(): Promise<string | null> {
  if (pushSupport() === 'unsupported') return null;
  const reg = await navigator.serviceWorker.getRegistration(pushWorkerScope);
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return null;
  const endpoint = sub.endpoint;
  await sub.unsubscribe();
  return endpoint;
}

export async function hasPushSubscription(): Promise<boolean> {
  if (pushSupport() === 'unsupported') return false;
  const reg = await navigator.serviceWorker.getRegistration(pushWorkerScope);
  return !!(await reg?.pushManager.getSubscription());
}
