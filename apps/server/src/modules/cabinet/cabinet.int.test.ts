import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipleMedicationsWarning } from '@thrivewell/core/contracts/safety-contract';
import { auditLogs } from '../../db/schema';
import { listRows } from './cabinet.repo';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
beforeAll(async () => {
  t = await startTestApp();
  alice = await signedInUser(t, 'free');
  bob = await signedInUser(t, 'paid');
});
afterAll(async () => {
  await t?.close();
});

const add = (cookie: string, body: unknown) => json(t.app, 'POST', '/api/safety/cabinet', { cookie, body });

describe('medicine cabinet', () => {
  it('needs a session for every call', async () => {
    expect((await json(t.app, 'GET', '/api/safety/cabinet')).statusCode).toBe(401);
    expect((await json(t.app, 'POST', '/api/safety/cabinet', { body: { name: 'warfarin' } })).statusCode).toBe(401);
  });

  it('re-checks the cabinet on every change and warns above two medications (P2-ERR-13, P2-CALL: medications table)', async () => {
    const first = await add(alice.cookie, { name: 'Coumadin', dosage: '5 mg', frequency: 'once a day' });
    expect(first.statusCode).toBe(201);
    expect(first.json().items[0]).toMatchObject({ name: 'Coumadin', substanceId: 'warfarin', type: 'Prescription', dosage: '5 mg', active: true });
    expect(first.json().warning).toBeNull();

    const second = (await add(alice.cookie, { name: 'ibuprofen', type: 'Over-the-counter' })).json();
    expect(second.check.interactions).toContainEqual(expect.objectContaining({ severity: 'major' }));
    expect(second.warning).toBeNull();

    const third = (await add(alice.cookie, { name: 'Lipitor' })).json();
    expect(third.items).toHaveLength(3);
    expect(third.warning).toBe(multipleMedicationsWarning);

    const [row] = await listRows(t.database.db, alice.id);
    expect(row?.notes.type).toBeDefined();
    // The name was resolved when it was saved, and that resolution is kept with the row.
    expect(row).toMatchObject({ medicationName: 'Lipitor', substanceId: 'atorvastatin', notes: { resolution: { substanceName: 'Atorvastatin', kind: 'drug', matchedBy: 'brand' } } });
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, alice.id));
    expect(audits.filter((a) => a.action === 'medication_added')).toHaveLength(3);
  });

  it('pausing and removing entries updates the check at once', async () => {
    const view = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: alice.cookie })).json();
    const ibuprofen = view.items.find((i: { substanceId: string }) => i.substanceId === 'ibuprofen');
    const paused = (await json(t.app, 'PATCH', `/api/safety/cabinet/${ibuprofen.id}`, { cookie: alice.cookie, body: { active: false } })).json();
    expect(paused.check.interactions.some((i: { bId: string; aId: string }) => [i.aId, i.bId].includes('ibuprofen'))).toBe(false);
    expect(paused.warning).toBeNull();
    const removed = await json(t.app, 'DELETE', `/api/safety/cabinet/${ibuprofen.id}`, { cookie: alice.cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toHaveLength(2);
  });

  it('keeps names it cannot match, unchecked, with suggestions', async () => {
    const res = (await add(bob.cookie, { name: 'metforminn', type: 'Prescription' })).json();
    expect(res.items[0]).toMatchObject({ name: 'metforminn', substanceId: null, suggestions: expect.arrayContaining(['Metformin']) });
  });

  it("never shows or changes another user's entries", async () => {
    const aliceItem = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: alice.cookie })).json().items[0];
    const bobView = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: bob.cookie })).json();
    expect(bobView.items.map((i: { id: string }) => i.id)).not.toContain(aliceItem.id);
    expect((await json(t.app, 'PATCH', `/api/safety/cabinet/${aliceItem.id}`, { cookie: bob.cookie, body: { active: false } })).statusCode).toBe(404);
    expect((await json(t.app, 'DELETE', `/api/safety/cabinet/${aliceItem.id}`, { cookie: bob.cookie })).statusCode).toBe(404);
    const still = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: alice.cookie })).json().items[0];
    expect(still.active).toBe(aliceItem.active);
  });

  it('rejects malformed input with 400 and keeps what was saved', async () => {
    const before = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: alice.cookie })).json().items.length;
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(201) }, { name: 'aspirin', type: 'Poison' }, { name: 'aspirin', startDate: '2024-13-45' }, { name: 7 }]) {
      const res = await add(alice.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await json(t.app, 'PATCH', '/api/safety/cabinet/not-a-uuid', { cookie: alice.cookie, body: { active: true } })).statusCode).toBe(400);
    const item = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: alice.cookie })).json().items[0];
    expect((await json(t.app, 'PATCH', `/api/safety/cabinet/${item.id}`, { cookie: alice.cookie, body: {} })).statusCode).toBe(400);
    expect((await json(t.app, 'GET', '/api/safety/cabinet', { cookie: alice.cookie })).json().items.length).toBe(before);
  });

  it('includes the cabinet in a check when asked', async () => {
    const res = await json(t.app, 'POST', '/api/safety/check', { cookie: alice.cookie, body: { items: ['naproxen'], includeCabinet: true } });
    const body = res.json();
    expect(body.resolved).toContainEqual(expect.objectContaining({ id: 'warfarin', origin: 'cabinet' }));
    expect(body.interactions).toContainEqual(expect.objectContaining({ severity: 'major' }));
  });
});
