/**
 * The knowledge engine keeps its own types; the API publishes core's schemas. These tests tie the
 * two: each engine type must be assignable to the contract type (checked by the typecheck), and
 * the engine's real output parses with the contract schema, unchanged (checked when the test runs).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ingredientAnalysisSchema, type IngredientAnalysis } from '@thrivewell/core/contracts/ingredient-analysis';
import { interactionSchema, type Interaction } from '@thrivewell/core/contracts/interaction-finding';
import { essentialOilSchema, naturalRemedySchema, searchHitSchema, substanceFactsSchema, type EssentialOilView, type NaturalRemedyView, type SearchHit } from '@thrivewell/core/contracts/knowledge-results';
import type { ActionPlanView } from '@thrivewell/core/contracts/profile-responses';
import type { ActionPlan } from '@thrivewell/core/rules/action-plans';
import type { IngredientAnalysis as EngineIngredientAnalysis } from '@thrivewell/knowledge/ingredients';
import { checkInteractions, type Interaction as EngineInteraction } from '@thrivewell/knowledge/interactions';
import { substances } from '@thrivewell/knowledge/knowledge-base';
import { essentialOilLibrary, naturalRemedyLibrary, type EssentialOilView as EngineOil, type NaturalRemedyView as EngineRemedy } from '@thrivewell/knowledge/library';
import { analyzeIngredients } from '@thrivewell/knowledge/ingredients';
import { searchSubstances, type SearchHit as EngineSearchHit } from '@thrivewell/knowledge/search';

/** Parses with the schema and expects nothing dropped or changed. */
function expectUnchanged(schema: { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: unknown[] } } }, value: unknown) {
  const parsed = schema.safeParse(value);
  expect(parsed.success ? [] : parsed.error?.issues.slice(0, 3)).toEqual([]);
  expect(parsed.data).toEqual(value);
}

describe('the knowledge engine’s answers fit the published contract', () => {
  it('types: every engine answer type is assignable to its contract type', () => {
    expectTypeOf<EngineSearchHit>().toExtend<SearchHit>();
    expectTypeOf<EngineOil>().toExtend<EssentialOilView>();
    expectTypeOf<EngineRemedy>().toExtend<NaturalRemedyView>();
    expectTypeOf<EngineInteraction>().toExtend<Interaction>();
    expectTypeOf<EngineIngredientAnalysis>().toExtend<IngredientAnalysis>();
    expectTypeOf<ActionPlan>().toExtend<ActionPlanView>();
  });

  it('the libraries, every substance and a search parse unchanged', () => {
    for (const oil of essentialOilLibrary) expectUnchanged(essentialOilSchema, oil);
    for (const remedy of naturalRemedyLibrary) expectUnchanged(naturalRemedySchema, remedy);
    for (const s of substances) expectUnchanged(substanceFactsSchema.omit({ classes: true }), { ...s, classes: undefined });
    const hits = searchSubstances('war');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expectUnchanged(searchHitSchema, hit);
  });

  it('interactions and an ingredient analysis against a profile parse unchanged', () => {
    const pick = (id: string) => substances.find((s) => s.id === id)!;
    const found = checkInteractions([pick('warfarin'), pick('aspirin')]);
    expect(found.length).toBeGreaterThan(0);
    for (const i of found) expectUnchanged(interactionSchema, i);
    const analysis = analyzeIngredients('Sugar, wheat flour, milk powder, E102, salt. May contain peanuts.', {
      allergies: ['peanut', 'milk'],
      diets: ['vegan'],
      conditions: ['hypertension'],
      medications: ['warfarin'],
    });
    expect(analysis.allergens.length).toBeGreaterThan(0);
    expectUnchanged(ingredientAnalysisSchema, analysis);
  });
});
