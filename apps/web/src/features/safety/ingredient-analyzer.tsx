import { Loader2, ScanSearch, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ingredientsBodySchema, safetyLimits } from '@thrivewell/core/contracts/safety-contract';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { ChipInput } from './chip-input';
import { IngredientResults } from './ingredient-results';
import { ItemPicker } from './item-picker';
import { useIngredientAnalysis } from './safety-api';

export const dietOptions = [
  { id: 'vegan', label: 'Vegan' },
  { id: 'vegetarian', label: 'Vegetarian' },
  { id: 'pescatarian', label: 'Pescatarian' },
  { id: 'gluten-free', label: 'Gluten-free' },
  { id: 'dairy-free', label: 'Dairy-free' },
  { id: 'lactose-free', label: 'Lactose-free' },
  { id: 'halal', label: 'Halal' },
  { id: 'keto', label: 'Keto' },
  { id: 'paleo', label: 'Paleo' },
  { id: 'low-sugar', label: 'Low sugar' },
] as const;

/** A realistic label (a fruit-and-nut cereal bar) that touches most of the checks. */
export const sampleIngredients =
  'Whole grain oats (38%), glucose syrup, peanuts (12%), sugar, dried grapefruit pieces (5%), whey powder (milk), palm oil, ' +
  'soya lecithin (E322), green tea extract, salt, acidity regulator: citric acid (E330), colour: sunset yellow (E110), ' +
  'preservative: potassium sorbate (E202), natural flavouring. May contain hazelnuts and sesame.';

const maxText = safetyLimits.maxIngredientsText;

/**
 * Paste an ingredient list and read what matters to you: your profile's allergies, diet and
 * conditions and your medicine cabinet are applied automatically (a switch turns that off);
 * anything typed here is checked as well. The answer opens with a verdict.
 */
export function IngredientAnalyzer() {
  const id = useId();
  const [text, setText] = useState('');
  const [allergies, setAllergies] = useState<string[]>([]);
  const [diets, setDiets] = useState<string[]>([]);
  const [conditions, setConditions] = useState<string[]>([]);
  const [medications, setMedications] = useState<string[]>([]);
  const [useSaved, setUseSaved] = useState(true);
  const [textError, setTextError] = useState<string | null>(null);
  const analysis = useIngredientAnalysis();
  const left = maxText - text.length;

  function toggleDiet(dietId: string, on: boolean) {
    setDiets((d) => (on ? [...d, dietId] : d.filter((x) => x !== dietId)));
  }

  function fillSample() {
    setText(sampleIngredients);
    setTextError(null);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The list is checked with the API's own rule (blank, too long), not a copy of it.
    const ingredients = ingredientsBodySchema.shape.ingredients.safeParse(text);
    if (!ingredients.success) {
      setTextError(ingredients.error.issues[0]?.message ?? null);
      return;
    }
    setTextError(null);
    analysis.mutate({ ingredients: ingredients.data, allergies, diets, conditions, medications, includeProfile: useSaved, includeCabinet: useSaved });
  }

  const textDescribedBy = [textError ? `${id}-text-error` : '', `${id}-count`].filter(Boolean).join(' ');

  return (
    <div className="space-y-8">
      <form onSubmit={onSubmit} noValidate aria-label="Ingredient analysis" className="space-y-6 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <div>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <label htmlFor={`${id}-text`} className="block text-sm font-medium text-ink">
              Ingredient list
            </label>
            <Button variant="ghost" onClick={fillSample} className="min-h-9 px-2 py-1">
              <Sparkles aria-hidden="true" className="size-4" />
              Try a sample
            </Button>
          </div>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, maxText))}
            maxLength={maxText}
            rows={6}
            placeholder="Copy the ingredients from the label, e.g. Sugar, cocoa butter, whole milk powder, soya lecithin (E322)…"
            aria-invalid={textError ? true : undefined}
            aria-describedby={textDescribedBy}
            className="mt-1.5 block w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger"
          />
          {textError && (
            <p id={`${id}-text-error`} className="mt-1.5 text-sm font-medium text-danger">
              {textError}
            </p>
          )}
          <p id={`${id}-count`} className={`mt-1.5 text-right text-sm ${left <= 250 ? 'font-medium text-warning' : 'text-muted'}`}>
            {text.length.toLocaleString('en-US')} / {maxText.toLocaleString('en-US')} characters
          </p>
          <p className="sr-only" aria-live="polite">
            {left <= 250 ? `${left} characters left` : ''}
          </p>
        </div>

        <div className="flex items-center gap-3">
          <Switch id={`${id}-saved`} checked={useSaved} onCheckedChange={setUseSaved} />
          <label htmlFor={`${id}-saved`} className="text-sm text-ink">
            Check against my health profile and medicine cabinet
            <span className="block text-muted">Your saved allergies, diet, conditions and medicines are used automatically; add anything else below.</span>
          </label>
        </div>

        <div className="grid gap-6 md:grid-cols-2">
          <ChipInput label="Your allergies" items={allergies} onChange={setAllergies} placeholder="e.g. peanuts, milk, strawberries" max={safetyLimits.maxProfileEntries} />
          <ChipInput label="Your health conditions" items={conditions} onChange={setConditions} placeholder="e.g. high blood pressure, diabetes" max={safetyLimits.maxProfileEntries} />
        </div>

        <fieldset>
          <legend className="text-sm font-medium text-ink">Your diet</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {dietOptions.map((d) => (
              <label key={d.id} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft">
                <input type="checkbox" checked={diets.includes(d.id)} onChange={(e) => toggleDiet(d.id, e.target.checked)} className="size-4 accent-brand" />
                {d.label}
              </label>
            ))}
          </div>
        </fieldset>

        <ItemPicker label="Medicines and supplements you take" items={medications} onChange={setMedications} max={safetyLimits.maxProfileEntries} placeholder="e.g. atorvastatin, warfarin" />

        <Button type="submit" size="lg" disabled={analysis.isPending} className="w-full sm:w-auto">
          {analysis.isPending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <ScanSearch aria-hidden="true" className="size-5" />}
          {analysis.isPending ? 'Analysing...' : 'Analyse ingredients'}
        </Button>
      </form>

      <p role="status" className="sr-only">
        {analysis.isPending ? 'Analysing the ingredient list' : ''}
      </p>
      {analysis.isError && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-4 text-ink">
          {analysis.error.message}
        </p>
      )}

      {analysis.data && !analysis.isPending && (
        <section aria-labelledby={`${id}-results`} aria-live="polite" className="space-y-4">
          <h2 id={`${id}-results`} className="text-2xl font-semibold">
            What we found
          </h2>
          <IngredientResults analysis={analysis.data} />
        </section>
      )}
    </div>
  );
}
