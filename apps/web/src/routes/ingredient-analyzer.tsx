import { PageHeader } from '../features/marketing/page-header';
import { FeatureGate } from '../features/safety/feature-gate';
import { IngredientAnalyzer } from '../features/safety/ingredient-analyzer';

/** /ingredient-analyzer and /ingredient-safety (protected; ingredient_safety): read a label for one person. */
export default function IngredientAnalyzerPage() {
  return (
    <>
      <PageHeader
        eyebrow="Safety"
        title="Ingredient Analyzer"
        intro="Paste the ingredient list from any food, drink or supplement label. We check it against your saved allergies, diet, conditions and medicine cabinet automatically, and answer first: Avoid, Caution or Fine for you, and why."
      />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <FeatureGate
          feature="ingredient_safety"
          pitch="Check any ingredient label against your allergies, diet, health conditions and medicines: allergens from the US and EU lists, E-number additives with their concern level, and food-drug interactions such as grapefruit with statins."
        >
          <IngredientAnalyzer />
        </FeatureGate>
      </div>
    </>
  );
}
