/**
 * The clinical review's findings, as behaviour: natural questions use the person (warfarin in the
 * cabinet, a peanut allergy in the profile), readings and follow-ups are understood, and ordinary
 * words are never looked up as medicine names.
 */
import type { ChatTurn } from '@thrivewell/core/contracts/chat-contract';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { planAccessOf } from '@thrivewell/knowledge/plan-gating';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './assistant';
import { llmBrief } from './llm-brief';
import { capitalisedWords, scanMentions, trustworthySuggestions, unknownNames } from './mentions';
import { buildPerson, emptyPerson, type CabinetEntry } from './person';

const profile: UnifiedProfile = {
  personal_info: { age: 67, gender: 'female' },
  medical_history: { allergies: ['Peanuts'], currentConditions: ['Atrial fibrillation'] },
};
const warfarin: CabinetEntry = { name: 'Warfarin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription' };
/** A Wellness Pro subscriber: every finding shown (plan gating: assistant-plan-gating.test.ts). */
const wellnessPro = planAccessOf('wellness_plus');
const persona = buildPerson(profile, [warfarin], wellnessPro);

function ask(message: string, history: ChatTurn[] = [], person = persona) {
  return answerQuestion({ message, history, person });
}

/** Asks in turn, each answer becoming history for the next. */
function conversation(...messages: string[]) {
  const history: ChatTurn[] = [];
  return messages.map((message) => {
    const reply = ask(message, [...history]);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.text });
    return reply;
  });
}

describe('natural questions use the person without being asked', () => {
  it('"Can I take ibuprofen for my knee?" on warfarin → the bleeding interaction first, and a better option for the pain', () => {
    const reply = ask('Can I take ibuprofen for my knee?');
    expect(reply.text).toMatch(/Major interaction.*Ibuprofen \+ Warfarin \(from your cabinet\)/);
    expect(reply.text).toMatch(/bleeding/);
    expect(reply.text).toMatch(/Better options for joint or muscle pain for you:\*\* \*\*Paracetamol/);
    expect(reply.usedDataSections).toContain('medications');
  });

  it('"Can I eat peanut butter?" with a peanut allergy → no, with the allergy named and the emergency signs', () => {
    const reply = ask('Can I eat peanut butter?');
    expect(reply.intent).toBe('food');
    expect(reply.text).toMatch(/^\*\*No — your profile lists an allergy to peanuts/);
    expect(reply.text).toMatch(/911/);
    expect(reply.text).not.toMatch(/\bnuts\b.*fibre/);
  });

  it('healthy-eating tips never recommend nuts to someone with a peanut allergy', () => {
    const reply = ask('Any tips for a healthier diet?');
    expect(reply.text).not.toMatch(/\bnuts\b/);
    expect(reply.text).toMatch(/left out .* your allergies rule out/);
  });

  it('"Can I take St John\'s wort for my mood?" → the major warfarin interaction', () => {
    const reply = ask("Can I take St John's wort for my mood?");
    expect(reply.text).toMatch(/Major interaction.*St\. John's Wort \+ Warfarin/);
    expect(reply.text).toMatch(/INR/);
  });

  it('"What is ibuprofen?" still leads with what it means for this person', () => {
    const reply = ask('What is ibuprofen?');
    expect(reply.text.indexOf('Major interaction with your Warfarin')).toBeLessThan(reply.text.indexOf('is a medicine'));
  });

  it('a drug allergy in the profile is named (an allergy to a class: NSAIDs)', () => {
    const person = buildPerson({ medical_history: { allergies: ['NSAIDs'] } }, [], wellnessPro);
    expect(ask('Can I take naproxen?', [], person).text).toMatch(/Allergy — avoid Naproxen/);
  });

  it('nothing found is said with what was checked', () => {
    expect(ask('What is loratadine?').text).toMatch(/I checked Loratadine against your cabinet \(Warfarin\), your allergies and your conditions and found nothing/);
  });
});

describe('foods to avoid and food verdicts', () => {
  it('"What foods should I avoid on warfarin?" lists the food interactions worst first, with what to do', () => {
    const reply = ask('What foods should I avoid on warfarin?');
    expect(reply.intent).toBe('avoid');
    expect(reply.text).toMatch(/Foods and drinks that interact with Warfarin/);
    expect(reply.text.indexOf('major interaction')).toBeLessThan(reply.text.indexOf('moderate interaction'));
    expect(reply.text).toMatch(/Leafy green vegetables/);
  });

  it('a food with a moderate interaction is "yes, with care", naming the medicine', () => {
    const reply = ask('Can I have a beer tonight?');
    expect(reply.text).toMatch(/^\*\*Yes, with care\*\*/);
    expect(reply.text).toMatch(/Moderate interaction with your Warfarin/);
  });

  it('an item is never checked against itself', () => {
    expect(ask('What is warfarin?').text).not.toMatch(/against your cabinet \(Warfarin\)/);
  });
});

describe('readings, summaries, relief and missed doses', () => {
  it('"My blood sugar was 280 this morning, is that bad?" → high, ketones, call the doctor today, ADA sources', () => {
    const reply = ask('My blood sugar was 280 this morning, is that bad?', [{ role: 'user', content: 'Is lavender oil safe with aspirin?' }]);
    expect(reply.intent).toBe('reading');
    expect(reply.text).toMatch(/Blood sugar 280 mg\/dL \(15\.5 mmol\/L\), fasting: high/);
    expect(reply.text).toMatch(/ketones/);
    expect(reply.text).not.toMatch(/aspirin|lavender/i);
    expect(reply.sources.map((s) => s.url)).toContain('https://diabetes.org/living-with-diabetes/treatment-care/hyperglycemia');
  });

  it('"My INR was 4.2, what should I do?" → the clinic today, warfarin from the cabinet, MedlinePlus', () => {
    const reply = ask('My INR was 4.2, what should I do?');
    expect(reply.text).toMatch(/call your anticoagulation clinic \*\*today\*\*/);
    expect(reply.text).toMatch(/Your cabinet lists \*\*Warfarin\*\*/);
    expect(reply.sources.map((s) => s.url)).toContain('https://medlineplus.gov/lab-tests/prothrombin-time-test-and-inr-ptinr/');
  });

  it('"Summarise my health" → profile, cabinet, findings and next steps', () => {
    const reply = ask('Summarise my health');
    expect(reply.intent).toBe('summary');
    expect(reply.text).toMatch(/Your profile \(67 years old, female\)/);
    expect(reply.text).toMatch(/Allergies: Peanuts/);
    expect(reply.text).toMatch(/Your medicine cabinet \(1\):\*\* Warfarin 5 mg/);
    expect(reply.text).toMatch(/What the checker finds/);
    expect(reply.text).toMatch(/Next steps:[\s\S]*INR tests/);
  });

  it('"What can I take for knee pain?" on warfarin → paracetamol ranked first, NSAIDs set aside with the reason, remedies with evidence', () => {
    const reply = ask('What can I take for knee pain?');
    expect(reply.intent).toBe('relief');
    const text = reply.text;
    expect(text).toMatch(/1\. \*\*Paracetamol/);
    expect(text).toMatch(/Not a good fit for you[\s\S]*Ibuprofen[^\n]*major interaction with your Warfarin/);
    expect(text).toMatch(/Turmeric for joint pain\*\* — evidence: limited/);
  });

  it.each([
    ['what can i take for period cramps', /period pain/],
    ['What can I take for toothache?', /toothache[\s\S]*dentist/],
    ['Anything that helps with insomnia?', /Valerian/],
  ])('%s → relief', (message, fact) => {
    const reply = ask(message);
    expect(reply.intent).toBe('relief');
    expect(reply.text).toMatch(fact);
  });

  it('"Are my meds ok together?" with one item in the cabinet says so instead of an empty check', () => {
    expect(ask('Are my meds ok together?').text).toMatch(/Your cabinet has one item our knowledge base knows \(\*\*Warfarin\*\*\)/);
  });

  it('without warfarin the NSAIDs are on the list', () => {
    const reply = ask('What can I take for knee pain?', [], emptyPerson);
    expect(reply.text).toMatch(/2\. \*\*Diclofenac gel/);
    expect(reply.text).not.toMatch(/Not a good fit/);
  });

  it('a missed warfarin dose → the label advice: same day, do not double up', () => {
    const reply = ask('I forgot to take my warfarin last night, what should I do?');
    expect(reply.intent).toBe('missed-dose');
    expect(reply.text).toMatch(/do not take a double dose/);
    expect(reply.sources.map((s) => s.url)).toContain('https://medlineplus.gov/druginfo/meds/a682277.html');
  });
});

describe('follow-ups are bound to the latest subject', () => {
  it('a reading, then "is that bad?" and "what about 300?" stay on blood sugar', () => {
    const [, , bad, other] = conversation('Can I take aspirin with warfarin?', 'My blood sugar was 180 after lunch', 'is that bad?', 'what about 300?');
    expect(bad!.intent).toBe('reading');
    expect(bad!.text).toMatch(/Blood sugar 180 mg\/dL/);
    expect(bad!.text).not.toMatch(/aspirin/i);
    expect(other!.intent).toBe('reading');
    expect(other!.text).toMatch(/Blood sugar 300 mg\/dL/);
  });

  it('a long sentence with "that" in it is its own question, not a follow-up of the last subject', () => {
    const replies = conversation('Can I have orange juice?', 'I take my tablets with a glass of water, is that fine?');
    expect(replies[1]!.text).not.toMatch(/orange juice/i);
  });

  it('"take a bath with lavender oil" is about the essential oil, not lavender by mouth', () => {
    const reply = ask('Can I take a bath with lavender oil?');
    expect(reply.intent).toBe('library');
    expect(reply.text).toMatch(/Lavender essential oil/);
  });

  it('"When should I take it?" after a substance question is about that substance', () => {
    const replies = conversation('What is levothyroxine?', 'When should I take it?');
    expect(replies[1]!.text).toMatch(/When to take Levothyroxine/);
  });
});

describe('only spans that look like substances are looked up', () => {
  it.each(["I dont know what to do about the tension in my arm", 'Can I put coffee grounds in the bottle?', 'I take a walk every morning with my dog', "I'm on holiday, can I take my pills on the plane?"])('%s → no unknown names', (message) => {
    const scan = scanMentions(message);
    expect(unknownNames(scan, new Set(), capitalisedWords(message))).toEqual([]);
    expect(ask(message).text).not.toMatch(/did you mean|don't recognise/);
  });

  it('a brand-like name in a substance slot is reported, and a suggestion is never checked as if confirmed', () => {
    const reply = ask('Can I take metforminn with aspirin?');
    expect(reply.text).toMatch(/"metforminn" — did you mean \*\*Metformin\*\*.*\? \(Not checked/);
    expect(reply.text).not.toMatch(/Metformin \+/);
  });

  it('look-alikes that are different drugs are never suggested as the same', () => {
    expect(trustworthySuggestions('apomorphinex', ['Morphine', 'Apomorphine'])).toEqual(['Apomorphine']);
    expect(trustworthySuggestions('hydromorphine', ['Morphine'])).toEqual([]);
    expect(trustworthySuggestions('arm', ['Armodafinil'])).toEqual([]);
    expect(trustworthySuggestions('bottle', ['Beer'])).toEqual([]);
    expect(trustworthySuggestions('metfor', ['Metformin'])).toEqual(['Metformin']);
  });
});

describe('the LLM brief: the same screen, and the check tool for substance questions', () => {
  it('a substance question carries the personal screen', () => {
    const brief = llmBrief('Can I take ibuprofen for my knee?', [], persona);
    expect(brief.substanceQuestion).toBe(true);
    expect(brief.screenText).toMatch(/Major interaction with your Warfarin/);
  });

  it('a food question carries the allergy; a wellness question has no screen', () => {
    expect(llmBrief('Can I eat peanut butter?', [], persona).screenText).toMatch(/Allergy — avoid peanut butter/);
    expect(llmBrief('How can I sleep better?', [], persona)).toEqual({ substanceQuestion: false, screenText: null });
  });
});
