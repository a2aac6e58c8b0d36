/**
 * The built-in assistant over the real knowledge engine, with the person's profile and cabinet
 * held in memory (the snapshot the server builds).
 */
import { describe, expect, it } from 'vitest';
import { medicationChangeNotice, diagnosisNotice } from '@thrivewell/core/rules/chat-safety';
import type { ChatTurn } from '@thrivewell/core/contracts/chat-contract';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { planAccessOf } from '@thrivewell/knowledge/plan-gating';
import { resolveName } from '@thrivewell/knowledge/resolve';
import { answerQuestion, type AssistantResult } from './assistant';
import { buildPerson, type CabinetEntry } from './person';
import { medicineGroups } from './medicine-groups';
import { scanMentions, unknownNames } from './mentions';

const profile: UnifiedProfile = {
  personal_info: { age: 42, gender: 'female' },
  medical_history: { currentConditions: ['Hypertension'], allergies: ['Peanuts', 'Milk'] },
  lifestyle_data: { exerciseFrequency: '1-2-times', sleepHours: 6, stressLevel: 8, smokingStatus: 'never' },
  dietary_info: { type: 'vegetarian' },
  health_goals: { primary: ['Better sleep', 'Reduce stress'], timeframe: '3-months' },
};
const cabinet: CabinetEntry[] = [
  { name: 'Coumadin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription' },
  { name: 'Lipitor', dosage: '20 mg', frequency: 'Once daily', type: 'Prescription' },
];

/** Asked as a Wellness Pro subscriber, who sees every finding (plan gating: assistant-plan-gating.test.ts). */
async function ask(message: string, o: { profile?: UnifiedProfile | null; cabinet?: CabinetEntry[]; history?: ChatTurn[] } = {}): Promise<AssistantResult> {
  const p = o.profile === undefined ? profile : o.profile;
  return answerQuestion({ message, history: o.history ?? [], person: buildPerson(p, o.cabinet ?? [], planAccessOf('wellness_plus')) });
}

const pharmacist = /talk to your pharmacist or doctor/i;

describe('built-in responder: interactions (issue 6 Grounding)', () => {
  it('"Can I take ibuprofen with warfarin?" → the major bleeding finding, what to do, and its sources', async () => {
    const reply = await ask('Can I take ibuprofen with warfarin?');
    expect(reply.text).toMatch(/Major interaction/);
    expect(reply.text).toMatch(/bleeding/);
    expect(reply.text).toMatch(/What to do:.*pharmacist/);
    expect(reply.text).toMatch(pharmacist);
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.sources.every((s) => s.url.startsWith('https://'))).toBe(true);
    expect(reply.sources.map((s) => s.url)).toContain('https://medlineplus.gov/bloodthinners.html');
    expect(new Set(reply.sources.map((s) => s.url)).size).toBe(reply.sources.length);
  });

  it('brand names resolve: "Is Advil ok with Coumadin?"', async () => {
    const reply = await ask('Is Advil ok with Coumadin?');
    expect(reply.text).toMatch(/Ibuprofen \+ Warfarin/);
    expect(reply.text).toMatch(/Major interaction/);
  });

  it('"my medications" checks against the cabinet and names the cabinet entry', async () => {
    const reply = await ask('Is grapefruit safe with my medications?', { cabinet });
    expect(reply.text).toMatch(/against your cabinet/);
    expect(reply.text).toMatch(/Atorvastatin \(from your cabinet\)/);
    expect(reply.usedDataSections).toContain('medications');
  });

  it('an empty cabinet is said plainly', async () => {
    const reply = await ask('Is ibuprofen safe with my meds?', { cabinet: [] });
    expect(reply.text).toMatch(/cabinet is empty/);
  });

  it('a medicine group is checked through common members', async () => {
    const reply = await ask('Is ibuprofen safe with blood thinners?');
    expect(reply.text).toMatch(/group of medicines/);
    expect(reply.text).toMatch(/Ibuprofen \+ Warfarin/);
    expect(reply.text).toMatch(/bleeding/);
  });

  it('no known interaction is reported honestly, with what that means', async () => {
    const reply = await ask('Can I take acetaminophen with omeprazole?');
    expect(reply.text).toMatch(/No interaction between Acetaminophen and Omeprazole is listed/);
    expect(reply.text).toMatch(/not a guarantee/);
    expect(reply.sources.length).toBeGreaterThan(0);
  });

  it('unknown names are named as not recognised, never reported as safe', async () => {
    const reply = await ask('Can I take ibuprofen with zorbatrex?');
    expect(reply.text).toMatch(/didn't recognise/);
    expect(reply.text).toContain('"zorbatrex"');
    expect(reply.text).not.toMatch(/No interaction/);
  });

  it('misspellings get suggestions', async () => {
    const reply = await ask('Is aspirin safe with metforminn?');
    expect(reply.text).toMatch(/"metforminn" — did you mean \*\*Metformin\*\*/);
  });

  it('a follow-up reuses the earlier names', async () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'Can I take ibuprofen with warfarin?' },
      { role: 'assistant', content: '…' },
    ];
    const reply = await ask('What about aspirin?', { history });
    expect(reply.text).toMatch(/Warfarin/);
    expect(reply.text).toMatch(/Aspirin/);
    expect(reply.text).toMatch(/bleeding/);
  });
});

describe('built-in responder: timing, facts, oils, products', () => {
  it('"When should I take levothyroxine?" → empty stomach, the gaps and a day plan', async () => {
    const reply = await ask('When should I take levothyroxine?');
    expect(reply.text).toMatch(/When to take Levothyroxine/);
    expect(reply.text).toMatch(/empty stomach, 30 to 60 minutes before breakfast/);
    expect(reply.text).toMatch(/On waking, empty stomach: Levothyroxine/);
    expect(reply.text).toMatch(pharmacist);
    expect(reply.sources.length).toBeGreaterThan(0);
  });

  it('timing of a named item also shows what matters with the cabinet', async () => {
    const reply = await ask('When should I take levothyroxine?', { cabinet });
    expect(reply.text).toMatch(/Levothyroxine \+ Warfarin \(from your cabinet\)/);
  });

  it('"What are the side effects of metformin?" → facts from the knowledge base', async () => {
    const reply = await ask('What are the side effects of metformin?');
    expect(reply.text).toMatch(/Common side effects:.*Diarrhea/);
    expect(reply.text).toMatch(/lactic acidosis/i);
    expect(reply.sources[0]?.url).toMatch(/dailymed/);
  });

  it('"Is lavender oil safe for my dog?" → the pets fact first, vet advice, library sources', async () => {
    const reply = await ask('Is lavender oil safe for my dog?');
    expect(reply.text).toMatch(/Lavender essential oil/);
    const safety = reply.text.slice(reply.text.indexOf('**Safety:**'));
    expect(safety.split('\n')[1]).toMatch(/^- \*\*Pets:\*\* Cats are especially sensitive/);
    expect(reply.text).toMatch(/vet/);
    expect(reply.sources.map((s) => s.url)).toContain('https://www.nccih.nih.gov/health/lavender');
  });

  it('"Is bergamot oil safe in the sun?" → phototoxicity and the dilution limit', async () => {
    const reply = await ask('Is bergamot oil safe in the sun?');
    expect(reply.text).toMatch(/\*\*Sun:\*\* Phototoxic/);
    expect(reply.text).toMatch(/no more than 0\.4%/);
  });

  it('an oil that interacts with a cabinet medicine is flagged personally', async () => {
    const reply = await ask('Is valerian a good natural remedy for sleep?', { cabinet: [{ name: 'zolpidem', dosage: null, frequency: null, type: null }] });
    expect(reply.text).toMatch(/Valerian for sleep/);
    expect(reply.text).toMatch(/From your cabinet:[\s\S]*zolpidem/);
    expect(reply.usedDataSections).toContain('medications');
  });

  it('an ingredient list is checked against the profile’s allergies and conditions', async () => {
    const reply = await ask('Is this product safe for me? Ingredients: sugar, whey protein, peanuts, soy lecithin, E102, salt');
    expect(reply.text).toMatch(/Matches your allergies:[\s\S]*Milk[\s\S]*Peanuts/);
    expect(reply.text).toMatch(/Hypertension/);
    expect(reply.text).toMatch(/Tartrazine \(E102/);
    expect(reply.usedDataSections).toEqual(expect.arrayContaining(['medical_history']));
    expect(reply.sources.length).toBeGreaterThan(0);
  });
});

describe('built-in responder: profile and wellness', () => {
  it('"How can I sleep better?" is personalised with the user’s sleep hours and cites public health sources', async () => {
    const reply = await ask('How can I sleep better?');
    expect(reply.text).toMatch(/sleep about \*\*6 hours\*\* a night/);
    expect(reply.text).toMatch(/7 or more hours/);
    expect(reply.text).toMatch(/stress 8\/10/);
    expect(reply.text).toMatch(/Better sleep is one of your health goals/);
    expect(reply.usedDataSections).toEqual(expect.arrayContaining(['lifestyle_data', 'health_goals']));
    expect(reply.sources.map((s) => s.url)).toContain('https://www.cdc.gov/sleep/about/index.html');
  });

  it('with no profile the tips are general and point to /onboarding', async () => {
    const reply = await ask('How can I sleep better?', { profile: null });
    expect(reply.text).toMatch(/\/onboarding/);
    expect(reply.text).toMatch(/same bedtime/);
    expect(reply.usedDataSections).toEqual([]);
  });

  it('"What does my profile say?" summarises it', async () => {
    const reply = await ask('What does my profile say?');
    expect(reply.text).toMatch(/Sleep: about 6 hours/);
    expect(reply.text).toMatch(/Diet: vegetarian/);
    expect(reply.text).toMatch(/Health goals: Better sleep, Reduce stress/);
  });

  it('unknown questions get an honest answer with what it can do', async () => {
    const reply = await ask("What's the weather like in Paris?");
    expect(reply.text).toMatch(/not sure I understood/);
    expect(reply.text).toMatch(/Can I take ibuprofen with warfarin\?/);
  });
});

describe('built-in responder: safety (issue 6 Safety layer)', () => {
  it('a request to stop a medicine gets the notice and never "stop taking"', async () => {
    for (const message of ['Can I stop taking my metoprolol?', 'should I double my dose?', 'Can I stop Eliquis?']) {
      const reply = await ask(message);
      expect(reply.text.startsWith(medicationChangeNotice)).toBe(true);
      expect(reply.text).not.toMatch(/\bstop taking\b/i);
      expect(reply.text).toMatch(pharmacist);
    }
  });

  it('an accidental extra dose gets Poison Control, the pharmacist and the emergency numbers', async () => {
    for (const message of ['I took my pills twice by mistake', 'I accidentally took my vitamin D twice today']) {
      const reply = await ask(message);
      expect(reply.text).toContain('1-800-222-1222');
      expect(reply.text).toMatch(/pharmacist/);
      expect(reply.text).toMatch(/911.*999.*112/);
    }
    expect((await ask('Can I take ibuprofen twice a day?')).text).not.toContain('1-800-222-1222');
  });

  it('a diagnosis request gets the notice, not a diagnosis', async () => {
    const reply = await ask('Do I have diabetes?');
    expect(reply.text.startsWith(diagnosisNotice)).toBe(true);
    expect(reply.text).not.toMatch(/you have diabetes/i);
  });

  it('an emergency is answered with the numbers even when the responder is called directly', async () => {
    const reply = await ask('I have crushing chest pain');
    expect(reply.text).toMatch(/911.*999.*112/);
    expect(reply.sources).toEqual([]);
  });

  it('a general question about an emergency topic ends with the numbers', async () => {
    const reply = await ask('What are the signs of a stroke?');
    expect(reply.text).toMatch(/911 \(US\), 999 \(UK\) or 112 \(EU\)/);
    expect(reply.text).not.toMatch(/didn't recognise/);
  });
});

describe('built-in responder: streaming and parsing', () => {
  it('everyday words are not read as names ("same" is not SAM-e)', () => {
    expect(scanMentions('Can I take this at the same time every day with food?').mentions).toEqual([]);
    expect(scanMentions('Is St. John’s Wort ok with fish oil and vitamin D?').mentions.map((m) => m.id)).toEqual(['st-johns-wort', 'fish-oil', 'vitamin-d']);
  });

  it('unknown names come only from item positions', () => {
    expect(unknownNames(scanMentions('Can I take ibuprofen with zorbatrex for my back pain?'))).toEqual(['zorbatrex']);
    expect(unknownNames(scanMentions('Is ibuprofen ok? I am worried about my knee'))).toEqual([]);
  });

  it('every medicine-group example is a name the knowledge base resolves', () => {
    for (const group of medicineGroups) for (const name of group.examples) expect(resolveName(name).ok, name).toBe(true);
  });
});
