import { describe, expect, it } from 'vitest';
import { parseDoseFrequency } from './dose-frequency';
import { substanceById } from './knowledge-base';
import { runSafetyCheck } from './safety-check';
import { planSchedule } from './schedule';
import { splitTakenAdvice, timingGuidance } from './timing';

const s = (id: string) => substanceById.get(id)!;
const slotsOf = (plan: ReturnType<typeof planSchedule>, id: string) => plan.slots.filter((slot) => slot.items.some((i) => i.id === id)).map((slot) => slot.slot);

describe('planSchedule: doses per day', () => {
  it('places twice-daily metformin in two slots, with food, numbered 1 of 2 and 2 of 2', () => {
    const items = [s('metformin')];
    const plan = planSchedule(items, timingGuidance(items), { frequencies: new Map([['metformin', parseDoseFrequency('twice daily')]]) });
    expect(slotsOf(plan, 'metformin')).toEqual(['breakfast', 'dinner']);
    const doses = plan.slots.flatMap((slot) => slot.items).filter((i) => i.id === 'metformin');
    expect(doses.map((d) => [d.dose, d.dosesPerDay])).toEqual([[1, 2], [2, 2]]);
  });

  it('places three and four daily doses in three and four slots', () => {
    const items = [s('amoxicillin')];
    const three = planSchedule(items, timingGuidance(items), { frequencies: new Map([['amoxicillin', parseDoseFrequency('every 8 hours')]]) });
    expect(slotsOf(three, 'amoxicillin')).toHaveLength(3);
    const four = planSchedule(items, timingGuidance(items), { frequencies: new Map([['amoxicillin', parseDoseFrequency('QID')]]) });
    expect(slotsOf(four, 'amoxicillin')).toHaveLength(4);
  });

  it('keeps every dose of a twice-daily item apart from an item it must be separated from', () => {
    const items = [s('levothyroxine'), s('calcium')];
    const plan = planSchedule(items, timingGuidance(items), { frequencies: new Map([['calcium', parseDoseFrequency('twice a day')]]) });
    expect(slotsOf(plan, 'levothyroxine')).toEqual(['waking']);
    const calcium = slotsOf(plan, 'calcium');
    expect(calcium).toHaveLength(2);
    expect(calcium).not.toContain('waking');
    expect(calcium).not.toContain('breakfast');
    expect(plan.conflicts).toEqual([]);
  });

  it('lists as-needed and weekly items apart from the daily routine', () => {
    const items = [s('ibuprofen'), s('alendronate'), s('metformin')];
    const plan = planSchedule(items, timingGuidance(items), {
      frequencies: new Map([['ibuprofen', parseDoseFrequency('as needed for pain')], ['alendronate', parseDoseFrequency('once a week')]]),
    });
    expect(slotsOf(plan, 'ibuprofen')).toEqual([]);
    expect(slotsOf(plan, 'alendronate')).toEqual([]);
    expect(plan.offRoutine).toEqual([
      { id: 'ibuprofen', name: 'Ibuprofen', kind: 'as-needed', frequency: 'as needed for pain' },
      { id: 'alendronate', name: 'Alendronate', kind: 'not-daily', frequency: 'once a week' },
    ]);
    expect(slotsOf(plan, 'metformin')).toEqual(['breakfast']);
  });
});

describe('planSchedule: serious findings are never routine', () => {
  it('flags warfarin and ibuprofen (major) with the advice instead of scheduling ibuprofen with breakfast', () => {
    const check = runSafetyCheck(['warfarin', 'ibuprofen', 'metformin'].map((input) => ({ input })));
    expect(slotsOf(check.schedule, 'ibuprofen')).toEqual([]);
    expect(slotsOf(check.schedule, 'warfarin')).toEqual([]);
    const ibuprofen = check.schedule.flagged?.find((f) => f.id === 'ibuprofen');
    expect(ibuprofen?.severity).toBe('major');
    expect(ibuprofen?.findings[0]?.with).toBe('Warfarin');
    expect(ibuprofen?.findings[0]?.management).toMatch(/pharmacist/i);
    expect(slotsOf(check.schedule, 'metformin')).toEqual(['breakfast']);
  });

  it('flags a supplement with a major finding too (warfarin and St John’s wort)', () => {
    const check = runSafetyCheck([{ input: 'warfarin' }, { input: "St John's wort" }]);
    expect(check.schedule.slots).toEqual([]);
    expect(check.schedule.flagged?.map((f) => f.id).sort()).toEqual(['st-johns-wort', 'warfarin']);
  });

  it('schedules items whose findings are only moderate', () => {
    const check = runSafetyCheck([{ input: 'levothyroxine' }, { input: 'omeprazole' }]);
    expect(check.interactions.every((i) => i.severity === 'moderate' || i.severity === 'minor')).toBe(true);
    expect(check.schedule.flagged).toEqual([]);
    expect(check.schedule.slots.flatMap((slot) => slot.items).map((i) => i.id).sort()).toEqual(['levothyroxine', 'omeprazole']);
  });
});

describe('runSafetyCheck: timing for what the person takes', () => {
  it('uses the cabinet frequency: twice-daily metformin gets two slots', () => {
    const check = runSafetyCheck([{ input: 'metformin', origin: 'cabinet', frequency: 'BID' }, { input: 'atorvastatin', origin: 'cabinet', frequency: 'once daily' }]);
    expect(slotsOf(check.schedule, 'metformin')).toHaveLength(2);
    expect(slotsOf(check.schedule, 'atorvastatin')).toHaveLength(1);
  });

  it('lists no rules about medicines the person does not take, but keeps foods and the items themselves', () => {
    const check = runSafetyCheck([{ input: 'levothyroxine' }, { input: 'warfarin' }]);
    const partners = check.timing.map((t) => t.with).filter(Boolean);
    expect(partners).not.toContain('Cholestyramine');
    expect(partners).not.toContain('Colesevelam');
    expect(check.timing.some((t) => t.itemId === 'levothyroxine' && t.kind === 'empty-stomach')).toBe(true);
    expect(check.timing.some((t) => t.with === 'Coffee')).toBe(true);
    expect(check.otherTiming.map((t) => t.with)).toContain('Cholestyramine');
    expect(check.timingTips).toBe(check.timing.length);
  });

  it('keeps separations between two items of the list', () => {
    const { taken, other } = splitTakenAdvice(timingGuidance([s('levothyroxine'), s('calcium')]));
    expect(taken.some((t) => t.itemId === 'levothyroxine' && t.withId === 'calcium')).toBe(true);
    expect(other.some((t) => t.withId === 'calcium')).toBe(false);
  });
});
