import { describe, expect, it } from 'vitest';
import { screenMessage } from './emergency-screen';
import { clusterCategories } from './emergency-warning-clusters';
import { screenClauses } from './screen-text';

const now = { general: false, hypothetical: false };
const clusters = (message: string) => clusterCategories(screenClauses(message).join(' | '), now);

describe('warning clusters: ordinary signs that are an emergency together', () => {
  it.each([
    ['cardiac', 'a racing heart with about to pass out', 'heart going like 180 and i feel like im going to pass out'],
    ['cardiac', 'chest pain with a clammy sweat', 'pain from my chest into my back and im clammy'],
    ['cardiac', 'jaw ache, nausea and a cold sweat', 'my jaw is aching and i feel sick with a cold sweat'],
    ['allergy', 'hives after a sting with faintness', 'stung by a wasp, hives all over and im light headed'],
    ['allergy', 'swelling after a new medicine with a hoarse voice', 'after the new antibiotic his lips are swelling and his voice sounds funny'],
    ['bleeding', 'black tarry stool', 'my poo is black and tarry'],
    ['bleeding', 'black stool with faintness', 'black poop since yesterday and i feel faint when i stand'],
    ['poisoning', 'carbon monoxide named with a symptom', 'i think its carbon monoxide, splitting headache'],
    ['poisoning', 'a gas heater and several people ill', 'the heater smells like gas and we all feel sick and dizzy'],
    ['poisoning', 'an adult who drank a poison with a red flag', 'i drank some bleach by accident and my throat is burning'],
    ['hyperglycaemia', 'fruity breath with vomiting', 'his breath smells fruity and he keeps vomiting'],
    ['hyperglycaemia', 'type 1 vomiting and breathing deep', 'shes type 1 and been throwing up, breathing really deep'],
    ['breathing', 'something stuck and cannot cough', 'a bit of steak is stuck in her throat and she cant make a sound'],
    ['breathing', 'a swallowed toy and turning blue', 'my toddler swallowed a lego and is going blue'],
    ['breathing', 'an inhaler that does nothing', 'used my inhaler 12 times, still wheezing and cant catch my breath'],
    ['hypoglycaemia', 'a diabetic sweaty and confused', 'my diabetic husband is pale, sweating and talking nonsense'],
    ['unconscious', 'found down and not answering', 'found my uncle slumped in his chair in the garden and he wont answer'],
    ['seizure', 'a feverish child twitching', 'fever of 39.5 and his arms and legs keep jerking'],
    ['overdose', 'insulin twice', 'pretty sure i injected my lantus twice tonight'],
  ])('%s: %s', (category, _what, message) => {
    expect(clusters(message)).toContain(category);
    expect(screenMessage(message).categories).toContain(category);
  });

  it.each([
    ['a racing heart after a coffee, no red flag', 'my heart is racing after three coffees'],
    ['chest pain with dizziness negated', 'chest feels tight after the gym but not dizzy or sweaty'],
    ['hives alone after eating', 'ate strawberries and now i have a few hives on my arm'],
    ['black stool on iron tablets', 'my stool has been black since i started iron, i feel dizzy sometimes'],
    ['a gas smell with nobody ill', 'the kitchen smells of gas a bit, we all went out for a walk'],
    ['fruity breath alone', 'my breath smells fruity on keto'],
    ['a type 1 teen with a cold', 'my type 1 son has a runny nose and a cough'],
    ['choking that cleared', 'he choked on a grape but coughed it out and is laughing'],
    ['an inhaler that helped', 'used my inhaler twice and it helped, breathing fine now'],
    ['a diabetic who is just sweaty after a run', 'my diabetic dad is sweaty after his run'],
    ['a phone on the floor that will not respond', 'found my phone on the floor and it wont respond'],
    ['a teen who dropped out and will not answer', 'my son dropped out of college and wont answer my calls'],
    ['a diary found and a sulk', 'found my sisters diary and she is not answering me'],
    ['eye twitching', 'my eye keeps twitching and i have a fever'],
  ])('not an emergency: %s', (_what, message) => {
    expect(clusters(message)).toEqual([]);
  });

  it('asks, hypotheticals and past events do not route a cluster', () => {
    for (const message of [
      'what are the signs of carbon monoxide poisoning',
      'is fruity breath a sign of diabetes',
      'what should i do if someone is choking and cant cough',
      'last year i passed out at a concert from the heat, should i see a doctor',
    ]) expect(screenMessage(message).categories).toEqual([]);
  });
});
