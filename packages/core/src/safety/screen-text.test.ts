import { describe, expect, it } from 'vitest';
import { correctWord, editDistance, screenClauses, screenText } from './screen-text';

describe('screen text', () => {
  it('lowercases, drops accents and apostrophes, cuts repeated letters and keeps readings', () => {
    expect(screenText("Can't BREATHE pleaseee!!! bp 190/125, sugar 2,8")).toBe('cant breathe please bp 190/125 sugar 2.8');
    expect(screenText('bleeeeding')).toBe('bleeding');
    expect(screenText('Herzinfarkt? Straße')).toBe('herzinfarkt strasse');
  });

  it('opens French elisions and spells out text-speak', () => {
    expect(screenText("J'ai mal, il n'arrive plus à respirer")).toBe('je ai mal il ne arrive plus a respirer');
    expect(screenText('help rn pls u there')).toBe('help right now please you there');
  });

  it('corrects misspelt keywords of five letters or more, never a real word near one', () => {
    expect(correctWord('overdoes')).toBe('overdose');
    expect(correctWord('unconcious')).toBe('unconscious');
    expect(correctWord('siezure')).toBe('seizure');
    expect(correctWord('cooking')).toBe('cooking');
    expect(correctWord('breeding')).toBe('breeding');
    expect(correctWord('strike')).toBe('strike');
    expect(correctWord('pill')).toBe('pill');
  });

  it('does not correct in another language ("letal" stays)', () => {
    expect(screenText('dosis letal', false)).toBe('dosis letal');
  });

  it('counts an adjacent swap as one edit and stops past the limit', () => {
    expect(editDistance('overdoes', 'overdose', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'xyzuvw', 1)).toBe(2);
  });

  it('splits clauses at punctuation and "but", not inside numbers', () => {
    expect(screenClauses('no chest pain, but my arm is numb. Sugar 2.8')).toEqual(['no chest pain', 'my arm is numb', 'sugar 2.8']);
  });
});
