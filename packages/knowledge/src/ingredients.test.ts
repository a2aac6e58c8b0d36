import { describe, expect, it } from 'vitest';
import { allergenGroupFor, analyzeIngredients } from './ingredients';

describe('analyzeIngredients', () => {
  it('maps casein and whey to milk and flags it for someone allergic to dairy', () => {
    const a = analyzeIngredients('Sugar, sodium caseinate, whey powder, cocoa', { allergies: ['dairy'] });
    const milk = a.allergens.filter((x) => x.allergenId === 'milk');
    expect(milk.length).toBeGreaterThanOrEqual(1);
    expect(milk.every((x) => x.matchesProfile)).toBe(true);
  });

  it('finds additives by E-number and by name', () => {
    const a = analyzeIngredients('water, colour (E102), tartrazine, sodium benzoate');
    const codes = a.additives.map((x) => x.code);
    expect(codes).toContain('E102');
    expect(codes).toContain('E211');
  });

  it('flags diet conflicts', () => {
    const a = analyzeIngredients('wheat flour, gelatine, honey', { diets: ['vegan', 'gluten-free'] });
    expect(a.dietConflicts.map((c) => c.dietId)).toEqual(expect.arrayContaining(['vegan', 'gluten-free']));
    expect(analyzeIngredients('salt', { diets: ['moon-diet'] }).unknownDiets).toEqual(['moon-diet']);
  });

  it('catches grapefruit in a juice for someone on a statin', () => {
    const a = analyzeIngredients('Apple juice, grapefruit juice, vitamin C', { medications: ['Zocor'] });
    expect(a.interactions).toContainEqual(expect.objectContaining({ aId: 'simvastatin', bId: 'grapefruit', ingredient: 'grapefruit juice' }));
  });

  it('notes ingredients that matter for a condition', () => {
    const a = analyzeIngredients('carbonated water, aspartame, citric acid', { conditions: ['PKU'] });
    expect(a.conditionFindings.length).toBeGreaterThan(0);
  });

  it('keeps medicines it cannot resolve as unchecked', () => {
    expect(analyzeIngredients('salt', { medications: ['zzzmed'] }).uncheckedMedications).toEqual(['zzzmed']);
  });

  it('maps everyday allergy words to allergen groups', () => {
    expect(allergenGroupFor('peanuts')?.id).toBe('peanuts');
    expect(allergenGroupFor('shellfish')?.id).toBe('crustaceans');
  });
});

describe('analyzeIngredients: a verdict for the person', () => {
  it('says Avoid, and why, for their own allergen', () => {
    const a = analyzeIngredients('Oats, peanuts, sugar', { allergies: ['peanut'] });
    expect(a.verdict.level).toBe('avoid');
    expect(a.verdict.label).toBe('Avoid');
    expect(a.verdict.reasons[0]).toContain('which you are allergic to');
    expect(a.verdict.reasons[0]).toContain('peanuts');
  });

  it('says Avoid for a major interaction with a medicine they take, with what to do', () => {
    const a = analyzeIngredients('Apple juice, grapefruit juice', { medications: ['simvastatin'] });
    expect(a.verdict.level).toBe('avoid');
    expect(a.verdict.reasons.some((r) => r.includes('Simvastatin') && r.includes('grapefruit juice'))).toBe(true);
  });

  it('says Avoid for an ingredient a strict diet excludes, Caution for a diet of degree', () => {
    expect(analyzeIngredients('gelatine, sugar', { diets: ['vegan'] }).verdict.level).toBe('avoid');
    const keto = analyzeIngredients('sugar, cocoa', { diets: ['keto'] });
    expect(keto.dietConflicts.length).toBeGreaterThan(0);
    expect(keto.verdict.level).toBe('caution');
  });

  it('says Fine for you, with what it was checked against, when nothing conflicts', () => {
    const a = analyzeIngredients('water, salt', { allergies: ['peanut'], diets: ['vegan'], medications: ['warfarin'] });
    expect(a.verdict).toMatchObject({ level: 'fine', label: 'Fine for you', personalised: true });
    expect(a.verdict.reasons[0]).toContain('peanut');
    expect(a.checkedAgainst).toEqual({ allergies: ['peanut'], diets: ['vegan'], conditions: [], medications: ['warfarin'] });
  });

  it('says a check without a profile is general', () => {
    const a = analyzeIngredients('water, salt');
    expect(a.verdict.level).toBe('fine');
    expect(a.verdict.personalised).toBe(false);
    expect(a.verdict.reasons[0]).toMatch(/general check/);
  });
});

describe('analyzeIngredients: may-contain traces and duplicates', () => {
  it('lists "may contain" traces apart, and a trace of their allergen is a caution, not an ingredient', () => {
    const a = analyzeIngredients('Rice, sugar, salt. May contain hazelnuts and sesame.', { allergies: ['sesame'] });
    expect(a.ingredients).toEqual(['Rice', 'sugar', 'salt']);
    expect(a.traces).toEqual(['hazelnuts', 'sesame']);
    expect(a.allergens).toEqual([]);
    expect(a.mayContain).toEqual([
      { ingredient: 'hazelnuts', allergen: 'Tree nuts', allergenId: 'tree-nuts', matchesProfile: false },
      { ingredient: 'sesame', allergen: 'Sesame', allergenId: 'sesame', matchesProfile: true },
    ]);
    expect(a.verdict.level).toBe('caution');
    expect(a.verdict.reasons[0]).toMatch(/traces of sesame/);
  });

  it('gives one row per allergen, additive and diet reason, naming every ingredient it is in', () => {
    const a = analyzeIngredients('whey powder (milk), skimmed milk, colour: sunset yellow (E110)', { allergies: ['milk', 'Milk'], diets: ['vegan', 'vegan'] });
    const milk = a.allergens.filter((f) => f.allergenId === 'milk');
    expect(milk).toHaveLength(1);
    expect(milk[0]!.ingredient).toBe('whey powder, milk, skimmed milk');
    expect(a.additives.filter((f) => f.code === 'E110')).toHaveLength(1);
    const keys = a.dietConflicts.map((f) => `${f.dietId}:${f.reason}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(a.checkedAgainst.allergies).toEqual(['milk']);
  });

  it('gives one row per condition rule even when the condition is named twice', () => {
    const a = analyzeIngredients('carbonated water, aspartame', { conditions: ['PKU', 'phenylketonuria'] });
    const reasons = a.conditionFindings.map((f) => f.reason);
    expect(reasons.length).toBeGreaterThan(0);
    expect(new Set(reasons).size).toBe(reasons.length);
  });
});
