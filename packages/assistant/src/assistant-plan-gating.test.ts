/**
 * Plan gating inside the built-in assistant's answers (ADR 0007, the safety pages' rule): major and
 * contraindicated findings are told on every plan; moderate and minor findings that involve a
 * supplement or a food, and timing, are Wellness Pro — withheld ones are counted in one note that
 * names /pricing, never passed over as "no interaction".
 */
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { freeAccess, planAccessOf, type PlanAccess } from '@thrivewell/knowledge/plan-gating';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './assistant';
import { checkSafety } from './knowledge-tools';
import { buildPerson, emptyPerson } from './person';

const profile: UnifiedProfile = { medical_history: { currentConditions: ['Atrial fibrillation'] } };
const onWarfarin = (access: PlanAccess) => buildPerson(profile, [{ name: 'Warfarin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription' }], access);
const free = onWarfarin(freeAccess);
const wellnessPro = onWarfarin(planAccessOf('wellness_plus'));
const ask = (message: string, person = free) => answerQuestion({ message, history: [], person }).text;

const oneWithheld = '1 more moderate or minor interaction involving a supplement or food is part of Wellness Pro. Major and contraindicated interactions are always shown, on every plan. Compare plans at /pricing.';

describe('checkSafety follows the plan', () => {
  it('free: the major St John’s wort finding stays, the moderate fish oil one is counted, its sources not cited', () => {
    const { data, sources } = checkSafety(free, ["St John's wort", 'fish oil'], { includeCabinet: true });
    expect(data.interactions.map((i) => [[i.aId, i.bId].sort().join(' + '), i.severity])).toEqual([['st-johns-wort + warfarin', 'major']]);
    expect(data.gated.find((g) => g.feature === 'supplement_interactions')).toMatchObject({ hidden: 1 });
    expect(data.timing).toEqual([]);
    const paid = checkSafety(wellnessPro, ["St John's wort", 'fish oil'], { includeCabinet: true });
    const fishOilOnly = paid.data.interactions.find((i) => i.severity === 'moderate')!.sources.filter((s) => !sources.some((x) => x.url === s.url));
    expect(fishOilOnly.length).toBeGreaterThan(0);
  });

  it('visitors and the empty person are on the free plan', () => {
    expect(emptyPerson.access).toEqual(freeAccess);
  });
});

describe('answers on the free plan', () => {
  it('"Can I take St John’s wort and fish oil?": the major finding in full, one note for the moderate one', () => {
    const text = ask("Can I take St John's wort and fish oil?");
    expect(text).toMatch(/Major interaction[^\n]*St\. John's Wort \+ Warfarin/);
    expect(text).toMatch(/What to do:/);
    expect(text).not.toMatch(/Moderate interaction/);
    expect(text).toContain(oneWithheld);
    expect(text).not.toMatch(/No interaction is listed/);
  });

  it('Wellness Pro asking the same sees both findings and no note', () => {
    const text = ask("Can I take St John's wort and fish oil?", wellnessPro);
    expect(text).toMatch(/Major interaction[^\n]*St\. John's Wort \+ Warfarin/);
    expect(text).toMatch(/Moderate interaction[^\n]*Fish oil \(omega-3\) \+ Warfarin/);
    expect(text).not.toMatch(/Wellness Pro/);
  });

  it('a withheld finding is never told as "no interaction" (a supplement named alone, facts about a supplement, a timing question)', () => {
    const check = ask('Could I start fish oil capsules?');
    expect(check).toMatch(/no major or contraindicated interaction is listed/);
    expect(check).toContain(oneWithheld);
    expect(check).not.toMatch(/No interaction between/);
    const facts = ask('What are the side effects of turmeric?');
    expect(facts).toContain(oneWithheld);
    expect(facts).not.toMatch(/found nothing that flags it/);
    const timing = ask('When should I take my warfarin?');
    expect(timing).toMatch(/1 timing tip for this list .* part of Wellness Pro\. Compare plans at \/pricing\./);
    expect(timing).not.toMatch(/no specific timing advice/);
    expect(ask('When should I take my warfarin?', wellnessPro)).toMatch(/When to take Warfarin/);
  });

  it('foods and ingredient lists: the medicine interactions of the ingredient engine follow the same rule', () => {
    const statin = (access: PlanAccess) => buildPerson(null, [{ name: 'Atorvastatin', dosage: '20 mg', frequency: 'Once daily', type: 'Prescription' }], access);
    const food = ask('Can I have grapefruit juice with breakfast?', statin(freeAccess));
    expect(food).toMatch(/1 more moderate or minor interaction involving a supplement or food is part of Wellness Pro/);
    expect(food).not.toMatch(/found nothing that flags it/);
    expect(ask('Can I have grapefruit juice with breakfast?', statin(planAccessOf('wellness_plus')))).toMatch(/Moderate interaction with your Atorvastatin/);
    const label = ask('Is this safe for me? Ingredients: sugar, grapefruit juice, citric acid', statin(freeAccess));
    expect(label).toMatch(/1 more moderate or minor interaction .* Compare plans at \/pricing\./);
    expect(label).not.toMatch(/With your medicines/);
    expect(label).not.toMatch(/Nothing in this list conflicts/);
  });

  it('"What foods should I avoid on warfarin?": natto (major) is told, the moderate ones are counted', () => {
    const text = ask('What foods should I avoid on warfarin?');
    expect(text).toMatch(/Natto\*\* \(major interaction\)/);
    expect(text).not.toMatch(/Leafy green/i);
    expect(text).toMatch(/\d+ more moderate or minor interactions involving a supplement or food are part of Wellness Pro/);
    expect(ask('What foods should I avoid on warfarin?', wellnessPro)).toMatch(/Leafy green/i);
  });
});
