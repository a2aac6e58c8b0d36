import { describe, expect, it } from 'vitest';
import { substanceById } from './knowledge-base';
import { planSchedule } from './schedule';
import { nameEntries } from './name-index';
import { countTakenAdvice, splitTakenAdvice, timingGuidance } from './timing';

const s = (id: string) => substanceById.get(id)!;

describe('timingGuidance', () => {
  it('gives levothyroxine its empty-stomach advice and names calcium from the list to keep apart', () => {
    const advice = timingGuidance([s('levothyroxine'), s('calcium')]);
    expect(advice.some((a) => a.itemId === 'levothyroxine' && a.kind === 'empty-stomach')).toBe(true);
    const apart = advice.find((a) => a.itemId === 'levothyroxine' && a.kind === 'separate' && a.withId === 'calcium');
    expect(apart).toBeDefined();
    expect(apart!.withListItem).toBe(true);
    expect(apart!.sources.length).toBeGreaterThan(0);
  });

  it('keeps general separation advice when the other item is not in the list', () => {
    const advice = timingGuidance([s('ciprofloxacin')]);
    expect(advice.some((a) => a.kind === 'separate' && !a.withListItem && a.with)).toBe(true);
  });
});

describe('planSchedule', () => {
  it('puts levothyroxine on waking and calcium hours later', () => {
    const items = [s('levothyroxine'), s('calcium')];
    const plan = planSchedule(items, timingGuidance(items));
    const slotOf = (id: string) => plan.slots.find((slot) => slot.items.some((i) => i.id === id))?.slot;
    expect(slotOf('levothyroxine')).toBe('waking');
    expect(['midday', 'dinner', 'bedtime']).toContain(slotOf('calcium'));
    expect(plan.conflicts).toEqual([]);
  });
  it('returns an empty plan for an empty list', () => {
    expect(planSchedule([], [])).toEqual({ slots: [], conflicts: [], flagged: [], offRoutine: [] });
  });
});

describe('planSchedule with a flexible item listed first', () => {
  it('moves the flexible item, not the one tied to an empty stomach', () => {
    const items = [s('calcium'), s('levothyroxine')];
    const plan = planSchedule(items, timingGuidance(items));
    const slotOf = (id: string) => plan.slots.find((slot) => slot.items.some((i) => i.id === id))?.slot;
    expect(slotOf('levothyroxine')).toBe('waking');
    expect(slotOf('calcium')).not.toBe('waking');
  });
});

describe('countTakenAdvice', () => {
  it('counts what splitTakenAdvice keeps as taken, for lists of every size', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 300; n++) {
      const list = Array.from({ length: 1 + Math.floor(random() * 25) }, () => nameEntries[Math.floor(random() * nameEntries.length)]!.substance);
      expect(countTakenAdvice(list)).toBe(splitTakenAdvice(timingGuidance(list)).taken.length);
    }
    expect(countTakenAdvice([s('levothyroxine'), s('calcium')])).toBeGreaterThan(0);
  });
});
