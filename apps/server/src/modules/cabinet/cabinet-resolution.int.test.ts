import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinetItemBodySchema } from '@thrivewell/core/contracts/safety-contract';
import { resolveName, type Resolution } from '@thrivewell/knowledge/resolve';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { signedInUser } from '../../../test/safety-helpers';
import * as repo from './cabinet.repo';
import { createCabinetService } from './cabinet.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * A resolver that counts its calls and knows one private name: 'My blood thinner' is warfarin.
 * The real resolver does not know that name, so a check that finds warfarin in it can only have
 * used the id kept when the entry was saved.
 */
function countingResolver() {
  const calls: string[] = [];
  const resolve = (name: string): Resolution => {
    calls.push(name);
    if (name !== 'My blood thinner') return resolveName(name);
    const r = resolveName('warfarin');
    return r.ok ? { ...r, item: { ...r.item, input: name } } : r;
  };
  return { calls, resolve };
}

describe('the cabinet resolves each name once, at save, and works from the kept ids', () => {
  it('adding resolves once; views, checks, the chat and the analysis resolve nothing and use the kept id', async () => {
    const { id: userId } = await signedInUser(t, 'free');
    const { calls, resolve } = countingResolver();
    const cabinet = createCabinetService({ db: t.database.db, resolve });

    await cabinet.add(userId, cabinetItemBodySchema.parse({ name: 'My blood thinner', type: 'Prescription' }));
    await cabinet.add(userId, cabinetItemBodySchema.parse({ name: 'ibuprofen', type: 'Over-the-counter' }));
    expect(calls).toEqual(['My blood thinner', 'ibuprofen']);

    const view = await cabinet.view(userId, null);
    expect(view.items.find((i) => i.name === 'My blood thinner')).toMatchObject({ substanceId: 'warfarin', substanceName: 'Warfarin', kind: 'drug', suggestions: [] });
    expect(view.check.resolved.map((r) => r.id).sort()).toEqual(['ibuprofen', 'warfarin']);
    expect(view.check.interactions).toContainEqual(expect.objectContaining({ severity: 'major' }));
    expect((await cabinet.activeCheckInputs(userId)).map((i) => i.known?.substanceId).sort()).toEqual(['ibuprofen', 'warfarin']);
    expect((await cabinet.activeItems(userId)).map((i) => i.substanceId).sort()).toEqual(['ibuprofen', 'warfarin']);
    expect((await cabinet.medicationsToAnalyze(userId)).map((m) => m.known?.substanceId).sort()).toEqual(['ibuprofen', 'warfarin']);
    expect(calls).toHaveLength(2);

    const [ibuprofen] = (await cabinet.list(userId)).filter((i) => i.name === 'ibuprofen');
    await cabinet.update(userId, ibuprofen!.id, { dosage: '200 mg' });
    expect(calls).toHaveLength(2); // the name did not change
    await cabinet.update(userId, ibuprofen!.id, { name: 'metforminn' });
    expect(calls).toEqual(['My blood thinner', 'ibuprofen', 'metforminn']);
    const renamed = (await cabinet.list(userId)).find((i) => i.id === ibuprofen!.id);
    expect(renamed).toMatchObject({ substanceId: null, suggestions: expect.arrayContaining(['Metformin']) });
    await cabinet.view(userId, null);
    expect(calls).toHaveLength(3); // the suggestions were kept too
    cabinet.close();
  });

  it('the profile list resolves a name only when it is new or renamed', async () => {
    const { id: userId } = await signedInUser(t, 'free');
    const { calls, resolve } = countingResolver();
    const cabinet = createCabinetService({ db: t.database.db, resolve });
    const item = (dosage: string, name = 'Lipitor') => ({ id: 'med_1', name, dosage, frequency: '', type: 'Prescription' as const, active: true });
    const save = (list: ReturnType<typeof item>[]) => t.database.db.transaction((tx) => cabinet.saveProfileList(tx, userId, list, new Date()));

    await save([item('10 mg')]);
    await save([item('10 mg')]);
    await save([item('20 mg')]);
    expect(calls).toEqual(['Lipitor']);
    await save([item('20 mg', 'Zocor')]);
    expect(calls).toEqual(['Lipitor', 'Zocor']);
    expect((await cabinet.activeItems(userId)).map((i) => [i.name, i.substanceId, i.dosage])).toEqual([['Zocor', 'simvastatin', '20 mg']]);
    expect(calls).toHaveLength(2);
    cabinet.close();
  });

  it('a row saved before resolutions were kept is resolved once on first read, then kept', async () => {
    const { id: userId } = await signedInUser(t, 'free');
    const { calls, resolve } = countingResolver();
    const cabinet = createCabinetService({ db: t.database.db, resolve });
    const updatedAt = new Date('2025-01-01T00:00:00Z');
    const id = await repo.insertRow(t.database.db, userId, { medicationName: 'Coumadin', substanceId: null, notes: { type: 'Prescription' }, updatedAt });

    expect((await cabinet.list(userId))[0]).toMatchObject({ name: 'Coumadin', substanceId: 'warfarin', substanceName: 'Warfarin' });
    await cabinet.list(userId);
    await cabinet.view(userId, null);
    expect(calls).toEqual(['Coumadin']);
    const row = await repo.findRow(t.database.db, userId, id);
    expect(row).toMatchObject({ substanceId: 'warfarin', notes: { type: 'Prescription', resolution: { substanceName: 'Warfarin' } } });
    expect(row?.updatedAt.toISOString()).toBe(updatedAt.toISOString()); // keeping a resolution is not an edit
    cabinet.close();
  });
});
