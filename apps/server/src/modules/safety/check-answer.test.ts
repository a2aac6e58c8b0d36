import { describe, expect, it } from 'vitest';
import { shareSources } from '@thrivewell/knowledge/check-response';
import { nameEntries } from '@thrivewell/knowledge/name-index';
import { freeAccess, gateCheck, type PlanAccess } from '@thrivewell/knowledge/plan-gating';
import { runSafetyCheck, type NamedInput } from '@thrivewell/knowledge/safety-check';
import { checkAnswerJson } from './check-answer';

const fullAccess: PlanAccess = { supplementInteractions: true, foodDrugTiming: true };

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Lists drawn from the knowledge base's own names, with a few the engine does not know. */
const lists: NamedInput[][] = Array.from({ length: 150 }, (_, n) =>
  Array.from({ length: 2 + (n % 40) }, (_, i) => ({
    input: i % 13 === 5 ? `${pick(nameEntries).alias}x’é` : pick(nameEntries).alias,
    origin: i % 3 === 0 ? ('cabinet' as const) : ('request' as const),
    frequency: i % 4 === 0 ? 'twice daily' : undefined,
  })),
);

const expected = (check: Parameters<typeof shareSources>[0]) => JSON.stringify(shareSources(check));

describe('checkAnswerJson', () => {
  it('writes the same bytes as JSON.stringify of the shared answer, on every plan, first and kept', () => {
    let findings = 0;
    let timing = 0;
    let mostSources = 0;
    for (const access of [freeAccess, fullAccess, { supplementInteractions: false, foodDrugTiming: true }]) {
      for (const list of lists) {
        for (let round = 0; round < 2; round++) {
          const check = gateCheck(runSafetyCheck(list, { timing: access.foodDrugTiming }), access);
          findings += check.interactions.length;
          timing += check.timing.length + check.otherTiming.length;
          expect(checkAnswerJson(check).toString('utf8')).toBe(expected(check));
          mostSources = Math.max(mostSources, shareSources(check).sources.length);
        }
      }
    }
    expect(findings).toBeGreaterThan(1000);
    expect(timing).toBeGreaterThan(100);
    expect(mostSources).toBeGreaterThan(10); // positions of two digits
  });

  it('writes non-ASCII text as UTF-8 (the length is in bytes)', () => {
    const check = gateCheck(runSafetyCheck([{ input: 'Johanniskraut’ 🌿' }, { input: 'warfarin' }, { input: 'aspirin' }]), freeAccess);
    const bytes = checkAnswerJson(check);
    expect(bytes.toString('utf8')).toBe(expected(check));
    expect(bytes.length).toBe(Buffer.byteLength(expected(check)));
  });

  it('never sends a kept finding for one whose texts differ', () => {
    const check = gateCheck(runSafetyCheck([{ input: 'warfarin' }, { input: 'aspirin' }]), freeAccess);
    checkAnswerJson(check);
    const changed = { ...check, interactions: check.interactions.map((f) => ({ ...f, summary: `${f.summary} (revised)`, b: 'Other name' })) };
    expect(changed.interactions.length).toBeGreaterThan(0);
    expect(checkAnswerJson(changed).toString('utf8')).toBe(expected(changed));
    expect(checkAnswerJson(check).toString('utf8')).toBe(expected(check));
  });

  it('keeps where each resolved item came from, its fields in their order', () => {
    const check = gateCheck(runSafetyCheck([{ input: 'Advil', origin: 'cabinet' }, { input: 'warfarin', origin: 'request' }, { input: 'aspirin' }]), freeAccess);
    const answer = JSON.parse(checkAnswerJson(check).toString('utf8')) as { resolved: object[] };
    expect(answer.resolved.map((item) => Object.entries(item))).toEqual([
      [['input', 'Advil'], ['id', 'ibuprofen'], ['name', 'Ibuprofen'], ['kind', 'drug'], ['matchedBy', 'brand'], ['origin', 'cabinet']],
      [['input', 'warfarin'], ['id', 'warfarin'], ['name', 'Warfarin'], ['kind', 'drug'], ['matchedBy', 'name'], ['origin', 'request']],
      [['input', 'aspirin'], ['id', 'aspirin'], ['name', 'Aspirin'], ['kind', 'drug'], ['matchedBy', 'name']],
    ]);
  });

  it('writes an empty answer', () => {
    const check = gateCheck(runSafetyCheck([{ input: 'not a medicine at all' }]), fullAccess);
    expect(check.interactions).toHaveLength(0);
    expect(checkAnswerJson(check).toString('utf8')).toBe(expected(check));
  });
});
