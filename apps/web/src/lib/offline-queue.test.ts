// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './api-client';
import { discardQueued, enqueue, flushQueue, offlineQueueKey, queuedSaves, resetQueueCache, saveOrQueue, startOfflineSync } from './offline-queue';

/** A fake server: answers each call with the next scripted outcome ('network' throws like a dropped connection). */
function server(...outcomes: (number | 'network')[]) {
  return vi.fn<FetchLike>(async () => {
    const next = outcomes.shift() ?? 201;
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next >= 400 ? { error: { code: 'VALIDATION_ERROR', message: 'Mood must be from 1 to 5.', field: 'value' } } : { id: 'e1' }), { status: next, headers: { 'Content-Type': 'application/json' } });
  });
}

const save = (clientId: string, extra: Partial<Parameters<typeof enqueue>[0]> = {}) => ({ clientId, method: 'POST' as const, path: '/api/tracking/mood', body: { value: 4, clientId }, label: 'Mood: Good', ...extra });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  localStorage.clear();
  resetQueueCache();
  setOnline(true);
});
afterEach(() => setOnline(true));

describe('offline queue', () => {
  it('saves straight away when online', async () => {
    const f = server(201);
    expect(await saveOrQueue(save('a'), f)).toEqual({ status: 'saved', value: { id: 'e1' } });
    expect(queuedSaves()).toHaveLength(0);
  });

  it('keeps a save made offline on the device without calling the server', async () => {
    setOnline(false);
    const f = server();
    expect(await saveOrQueue(save('a'), f)).toEqual({ status: 'queued' });
    expect(f).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(offlineQueueKey)!)).toMatchObject([{ clientId: 'a', body: { value: 4 } }]);
  });

  it('keeps a save that fails with a network error, but lets a refusal through to the form', async () => {
    expect(await saveOrQueue(save('a'), server('network'))).toEqual({ status: 'queued' });
    await expect(saveOrQueue(save('b'), server(400))).rejects.toMatchObject({ status: 400, field: 'value' });
    expect(queuedSaves().map((q) => q.clientId)).toEqual(['a']);
  });

  it('replays in order, stops at a network error and survives a reload', async () => {
    enqueue(save('a'));
    enqueue(save('b'));
    enqueue(save('c'));
    expect(await flushQueue(server(201, 'network'))).toEqual({ synced: 1, refused: 0, remaining: 2 });
    resetQueueCache(); // as after a reload: read from storage again
    expect(queuedSaves().map((q) => q.clientId)).toEqual(['b', 'c']);
    expect(await flushQueue(server(200, 201))).toEqual({ synced: 2, refused: 0, remaining: 0 });
    expect(localStorage.getItem(offlineQueueKey)).toBeNull();
  });

  it('counts an undo whose target is already gone (404) as done, not as a refusal', async () => {
    enqueue(save('a', { method: 'DELETE', path: '/api/habits/h1/checkins/2026-11-27', body: null }));
    enqueue(save('b', { method: 'PATCH', path: '/api/x/1' }));
    expect(await flushQueue(server(404, 404))).toEqual({ synced: 1, refused: 1, remaining: 1 });
    expect(queuedSaves()).toMatchObject([{ clientId: 'b', failed: expect.any(String) }]);
  });

  it('keeps a refused save with the server’s message until it is discarded, and a server fault for later', async () => {
    enqueue(save('a'));
    enqueue(save('b'));
    expect(await flushQueue(server(400, 503))).toEqual({ synced: 0, refused: 1, remaining: 2 });
    expect(queuedSaves()[0]).toMatchObject({ clientId: 'a', failed: 'Mood must be from 1 to 5.' });
    expect(queuedSaves()[1]?.failed).toBeUndefined();
    discardQueued('a');
    expect(queuedSaves().map((q) => q.clientId)).toEqual(['b']);
  });

  it('lets a later save of the same day replace the earlier one', () => {
    enqueue(save('a', { method: 'PUT', path: '/api/tracking/day/2026-03-01/log', replaceKey: 'log:2026-03-01', body: { waterGlasses: 2 } }));
    enqueue(save('b', { method: 'PUT', path: '/api/tracking/day/2026-03-01/log', replaceKey: 'log:2026-03-01', body: { waterGlasses: 3 } }));
    expect(queuedSaves()).toHaveLength(1);
    expect(queuedSaves()[0]?.body).toEqual({ waterGlasses: 3 });
  });

  it('replays when the browser comes back online', async () => {
    setOnline(false);
    await saveOrQueue(save('a'), server());
    const f = server(201);
    const synced = vi.fn();
    const stop = startOfflineSync(synced, f);
    expect(f).not.toHaveBeenCalled();
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(synced).toHaveBeenCalledWith({ synced: 1, refused: 0, remaining: 0 }));
    expect(f.mock.calls[0]![0]).toBe('/api/tracking/mood');
    stop();
  });
});
