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
