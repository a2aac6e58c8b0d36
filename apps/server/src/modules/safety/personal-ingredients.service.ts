/**
 * Ingredient analysis for the signed-in person: what they typed plus, automatically, their
 * profile's allergies, diet and conditions and their active cabinet. The answer says which of
 * those were applied, so the page can show "Checked against your profile: …".
 */
import type { IngredientsBody } from '@thrivewell/core/contracts/safety-contract';
import { analyzeIngredients, type IngredientAnalysis } from '@thrivewell/knowledge/ingredients';
import type { Database } from '../../db/client';
import type { CabinetService } from '../cabinet/cabinet.service';
import { loadProfileFacts, type ProfileFacts } from './safety-profile';

export interface PersonalIngredientAnalysis extends IngredientAnalysis {
  /** What came from the person's saved data rather than the request. */
  applied: { profile: ProfileFacts; cabinet: string[] };
}

type Options = Pick<IngredientsBody, 'allergies' | 'diets' | 'conditions' | 'medications' | 'includeCabinet' | 'includeProfile'>;

export async function analyzeForPerson(db: Database, cabinetService: Pick<CabinetService, 'activeNames'>, userId: string, ingredients: string, options: Partial<Options> = {}): Promise<PersonalIngredientAnalysis> {
  const [profile, cabinet] = await Promise.all([
    options.includeProfile === false ? { allergies: [], diets: [], conditions: [] } : loadProfileFacts(db, userId),
    options.includeCabinet === false ? [] : cabinetService.activeNames(userId),
  ]);
  const analysis = analyzeIngredients(ingredients, {
    allergies: [...(options.allergies ?? []), ...profile.allergies],
    diets: [...(options.diets ?? []), ...profile.diets],
    conditions: [...(options.conditions ?? []), ...profile.conditions],
    medications: [...(options.medications ?? []), ...cabinet],
  });
  return { ...analysis, applied: { profile, cabinet } };
}
