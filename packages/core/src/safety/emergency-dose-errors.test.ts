import { describe, expect, it } from 'vitest';
import { doseError } from './emergency-dose-errors';
import { hasRedFlag } from './emergency-red-flags';
import { screenMessage } from './emergency-screen';
import { screenClauses } from './screen-text';

const text = (message: string) => screenClauses(message).join(' | ');
const dose = (message: string) => doseError(text(message), () => hasRedFlag(text(message), true));

describe('dose errors of high-risk medicines', () => {
  it.each([
    ['insulin twice', 'took my novorapid twice by accident'],
    ['doubled blood pressure pills', 'i doubled up on my blood pressure tablets this morning'],
    ['digoxin again by mistake', 'gran took her digoxin by mistake after she already had it'],
    ['a whole week of warfarin', 'dad swallowed his whole week of warfarin from the pill box'],
    ['a child given too much acetaminophen', 'gave my son 15ml calpol instead of 5'],
    ['an opioid with alcohol', 'took a few percocets with vodka'],
    ['two sedatives together', 'took xanax and then some ambien'],
    ['an extra insulin shot', 'gave dad an extra insulin shot by accident'],
    ['forgot and took it again', 'i forgot i had already taken my methadone and took it'],
    ['Portuguese whole pack', 'tomei uma caixa inteira de rivotril'],
  ])('%s', (_what, message) => {
    expect(dose(message)).toBe(true);
    expect(screenMessage(message).categories).toContain('overdose');
  });

  it('any medicine with an error counts only with a red flag', () => {
    expect(dose('accidentally took two of my allergy tablets')).toBe(false);
    expect(dose('accidentally took two of my allergy tablets and now im really drowsy and confused')).toBe(true);
  });

  it.each([
    ['a routine', 'i take my insulin twice a day'],
    ['a question', 'can i take my lithium with wine'],
    ['what if', 'what happens if you take insulin twice by accident'],
    ['a double check', 'i double checked my pills and only took one'],
    ['a negated error', 'i didnt take too many of my oxycodone'],
    ['a doctor raising the dose', 'my doctor doubled my metoprolol last week'],
    ['paracetamol with wine is not a sedative mix', 'had a glass of wine and some tylenol for my headache'],
    ['nothing taken', 'my nan keeps a whole box of digoxin in the drawer'],
    ['a normal dose instead of another', 'took 2 tylenol instead of 1'],
    ['too much to drink, then one pill', 'had too much to drink last night and took a tylenol this morning'],
    ['an extra coffee', 'had an extra coffee with my morning tramadol'],
    ['a dropped pen', 'accidentally dropped my insulin pen and had to get a new one'],
  ])('not a dose error: %s', (_what, message) => {
    expect(dose(message)).toBe(false);
  });
});

describe('red flags', () => {
  it.each([
    ['about to pass out', 'i feel like im gonna pass out'],
    ['fading', 'feel like im fading'],
    ['going grey', 'his lips are going grey'],
    ['cannot keep eyes open', 'she cant keep her eyes open'],
    ['vision going dark', 'everything is going dark'],
    ['Spanish', 'me voy a desmayar'],
  ])('%s', (_what, message) => expect(hasRedFlag(text(message))).toBe(true));

  it.each([
    ['figurative', 'im so hungry i could pass out lol'],
    ['negated', 'not confused at all, just tired'],
    ['a grey sweater', 'wearing my grey sweater'],
  ])('not a red flag: %s', (_what, message) => expect(hasRedFlag(text(message))).toBe(false));

  it('dizziness and a clammy sweat count only as soft flags', () => {
    expect(hasRedFlag(text('a bit dizzy and clammy'))).toBe(false);
    expect(hasRedFlag(text('a bit dizzy and clammy'), true)).toBe(true);
  });
});
