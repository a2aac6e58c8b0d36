// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IngredientResults } from './ingredient-results';
import type { PersonalIngredientAnalysis } from './safety-api';

// A known signed-out visitor, without asking a server for the session.
vi.mock('../../lib/session', () => ({ useSession: () => ({ user: null, loading: false }) }));

afterEach(cleanup);

const source = { title: 'FDA: Food Allergies', url: 'https://www.fda.gov/food/food-labeling-nutrition/food-allergies', accessed: '2025-01-10' };

const general: PersonalIngredientAnalysis['verdict'] = { level: 'fine', label: 'Fine for you', reasons: ['You have not told us any allergies, diet, health conditions or medicines, so this is a general check.'], personalised: false };

const empty: PersonalIngredientAnalysis = {
  verdict: general,
  checkedAgainst: { allergies: [], diets: [], conditions: [], medications: [] },
  traces: [],
  mayContain: [],
  ingredients: [],
  allergens: [],
  personalAllergies: [],
  additives: [],
  dietConflicts: [],
  conditionFindings: [],
  interactions: [],
  uncheckedMedications: [],
  unknownDiets: [],
  applied: { profile: { allergies: [], diets: [], conditions: [] }, cabinet: [] },
};

const show = (analysis: Partial<PersonalIngredientAnalysis>) =>
  render(
    <MemoryRouter>
      <IngredientResults analysis={{ ...empty, ...analysis }} />
    </MemoryRouter>,
  );

describe('IngredientResults', () => {
  it('marks an allergen the person listed with "Matches your allergy", and only that one', () => {
    show({
      verdict: { level: 'avoid', label: 'Avoid', reasons: ['Contains milk (in “whey powder (milk)”), which you are allergic to.'], personalised: true },
      ingredients: ['whey powder (milk)', 'peanuts'],
      allergens: [
        { ingredient: 'peanuts', allergenId: 'peanuts', allergen: 'Peanuts', regions: ['US', 'EU'], matchesProfile: false, sources: [source] },
        { ingredient: 'whey powder (milk)', allergenId: 'milk', allergen: 'Milk', regions: ['US', 'EU'], matchesProfile: true, sources: [source] },
      ],
    });
    const items = within(screen.getByRole('region', { name: /Allergens/ })).getAllByRole('listitem');
    // The person's own allergen comes first, in the danger style, with words and not colour alone.
    expect(items[0]?.textContent).toContain('Matches your allergy');
    expect(items[0]?.textContent).toContain('Milk');
    expect(items[1]?.textContent).not.toContain('Matches your allergy');
    expect(screen.getAllByText('Matches your allergy')).toHaveLength(1);
    // A matching allergen makes the disclaimer the critical one, read before the findings.
    expect(screen.getByText('Important safety information')).toBeTruthy();
    expect(screen.queryByText('Nothing of concern found for what you told us.')).toBeNull();
  });

  it('shows an interaction with its severity word and the ingredient it came from', () => {
    show({
      ingredients: ['grapefruit juice'],
      interactions: [
        {
          a: 'Simvastatin',
          b: 'Grapefruit',
          aId: 'simvastatin',
          bId: 'grapefruit',
          aKind: 'drug',
          bKind: 'food',
          severity: 'major',
          summary: 'Grapefruit raises simvastatin levels and the risk of muscle damage.',
          mechanism: 'Inhibits CYP3A4 in the gut wall.',
          management: 'Avoid grapefruit while taking simvastatin.',
          evidence: 'established',
          sources: [source],
          ruleId: 'simvastatin-grapefruit',
          ingredient: 'grapefruit juice',
        },
      ],
    });
    const card = screen.getByRole('article', { name: 'Major interaction: Simvastatin and Grapefruit' });
    expect(within(card).getByText('Major')).toBeTruthy();
    expect(screen.getByText(/Found in the ingredient/).textContent).toContain('grapefruit juice');
    expect(screen.getByText('Important safety information')).toBeTruthy();
  });

  it('says nothing of concern was found, and that this is not a guarantee', () => {
    show({
      verdict: { level: 'fine', label: 'Fine for you', reasons: ['Nothing in it conflicts with what we know about you (allergies: peanuts).'], personalised: true },
      checkedAgainst: { allergies: ['peanuts'], diets: [], conditions: [], medications: [] },
      ingredients: ['water', 'salt'],
      additives: [{ ingredient: 'citric acid', code: 'E330', name: 'Citric acid', category: 'acidity-regulator', concernLevel: 'none', concern: 'No concern at permitted levels.', sources: [source] }],
    });
    expect(screen.getByText('Nothing of concern found for what you told us.')).toBeTruthy();
    expect(screen.getByText(/No finding is not a guarantee of safety/)).toBeTruthy();
    // Harmless additives are still listed, with their concern level in words.
    expect(screen.getByText('No known concern')).toBeTruthy();
    expect(screen.getByText('Acidity regulator')).toBeTruthy();
    expect(screen.queryByText('Important safety information')).toBeNull();
    expect(screen.getByText('The 2 ingredients we read')).toBeTruthy();
  });

  it('condition notes carry their severity as a word', () => {
    show({
      verdict: { level: 'caution', label: 'Caution', reasons: ['High blood pressure: “salt”. Salt raises blood pressure.'], personalised: true },
      ingredients: ['salt'],
      conditionFindings: [{ ingredient: 'salt', condition: 'high blood pressure', severity: 'caution', reason: 'Salt raises blood pressure.', sources: [] }],
      uncheckedMedications: ['zzzmed'],
    });
    expect(within(screen.getByRole('region', { name: /For your health conditions/ })).getByText('Caution')).toBeTruthy();
    expect(screen.getByText(/We did not recognise zzzmed/)).toBeTruthy();
    expect(screen.queryByText('Nothing of concern found for what you told us.')).toBeNull();
  });
});

describe('IngredientResults: the verdict and the traces', () => {
  it('opens with the verdict, why, and what from the profile it was checked against', () => {
    show({
      verdict: { level: 'avoid', label: 'Avoid', reasons: ['Contains peanuts (in “peanuts”), which you are allergic to.', 'Not vegan: “honey”. Honey is not part of a vegan diet.'], personalised: true },
      checkedAgainst: { allergies: ['peanuts'], diets: ['vegan'], conditions: [], medications: ['warfarin'] },
      applied: { profile: { allergies: ['peanuts'], diets: ['vegan'], conditions: [] }, cabinet: ['warfarin'] },
      ingredients: ['peanuts', 'honey'],
    });
    const verdict = screen.getByRole('status', { name: 'Verdict: Avoid' });
    expect(within(verdict).getByText('Avoid')).toBeTruthy();
    expect(within(verdict).getByText(/Contains peanuts/)).toBeTruthy();
    expect(verdict.textContent).toContain('Checked against your profile: peanuts allergy, vegan, warfarin');
    // The verdict comes before every finding.
    const first = document.querySelector('[aria-label^="Verdict"]');
    expect(first?.compareDocumentPosition(screen.getByText('The 2 ingredients we read')) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('lists may-contain traces apart from the ingredients, marking the person’s allergen', () => {
    show({
      verdict: { level: 'caution', label: 'Caution', reasons: ['May contain traces of sesame, which you are allergic to: if your allergy is severe, check with the maker.'], personalised: true },
      ingredients: ['rice', 'salt'],
      traces: ['hazelnuts', 'sesame'],
      mayContain: [
        { ingredient: 'hazelnuts', allergen: 'Tree nuts', allergenId: 'tree-nuts', matchesProfile: false },
        { ingredient: 'sesame', allergen: 'Sesame', allergenId: 'sesame', matchesProfile: true },
      ],
    });
    const traces = screen.getByRole('region', { name: /May contain/ });
    const rows = within(traces).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Your allergy: may contain');
    expect(rows[0]?.textContent).toContain('Sesame');
    expect(screen.queryByRole('region', { name: /Allergens/ })).toBeNull();
    expect(screen.getByRole('status', { name: 'Verdict: Caution' })).toBeTruthy();
  });

  it('says a check without a profile is a general one', () => {
    show({ ingredients: ['water'] });
    expect(screen.getByRole('status', { name: 'Verdict: Fine for you' }).textContent).toContain('general check');
    expect(screen.queryByText('Nothing of concern found for what you told us.')).toBeNull();
  });
});
