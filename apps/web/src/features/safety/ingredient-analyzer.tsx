import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, ScanSearch, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ingredientsBodySchema, safetyLimits } from '@thrivewell/core/contracts/safety-contract';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { ChipInput } from './chip-input';
import { IngredientResults } from './ingredient-results';
import { ItemPicker } from './item-picker';
import { useIngredientAnalysis, type IngredientRequest } from './safety-api';

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

/** An empty form; the switch applies the saved profile and the cabinet together. */
const blank = { ingredients: '', allergies: [], diets: [], conditions: [], medications: [], includeProfile: true, includeCabinet: true } satisfies IngredientRequest;

/**
 * Paste an ingredient list and read what matters to you: your profile's allergies, diet and
 * conditions and your medicine cabinet are applied automatically (a switch turns that off);
 * anything typed here is checked as well. The answer opens with a verdict.
 */
export function IngredientAnalyzer() {
  const id = useId();
  // The form is checked with the API's own schema (blank or too long a list), not a copy of it.
  // The lists cannot fail it: their inputs cap the count and length and drop blanks and repeats.
  // An error stays until the next submit (or a sample fills the list); focus stays put.
  const { control, handleSubmit, setValue, clearErrors, formState } = useForm({
    resolver: zodResolver(ingredientsBodySchema),
    defaultValues: blank,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const text = useWatch({ control, name: 'ingredients' });
  const textError = formState.errors.ingredients?.message ?? null;
  const analysis = useIngredientAnalysis();
  const left = maxText - text.length;

  function fillSample() {
    setValue('ingredients', sampleIngredients);
    clearErrors('ingredients');
  }

  const onSubmit = handleSubmit((body) => analysis.mutate(body));

  const textDescribedBy = [textError ? `${id}-text-error` : '', `${id}-count`].filter(Boolean).join(' ');

  return (
    <div className="space-y-8">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Ingredient analysis" className="space-y-6 rounded-2xl border border-border bg-surface p-5 sm:p-6">
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
          <Controller
            control={control}
            name="ingredients"
            render={({ field }) => (
              <textarea
                id={`${id}-text`}
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value.slice(0, maxText))}
                onBlur={field.onBlur}
                maxLength={maxText}
                rows={6}
                placeholder="Copy the ingredients from the label, e.g. Sugar, cocoa butter, whole milk powder, soya lecithin (E322)…"
                aria-invalid={textError ? true : undefined}
                aria-describedby={textDescribedBy}
                className="mt-1.5 block w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger"
              />
            )}
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
          <Controller
            control={control}
            name="includeProfile"
            render={({ field }) => (
              <Switch
                id={`${id}-saved`}
                checked={field.value ?? true}
                onCheckedChange={(on) => {
                  field.onChange(on);
                  setValue('includeCabinet', on);
                }}
              />
            )}
          />
          <label htmlFor={`${id}-saved`} className="text-sm text-ink">
            Check against my health profile and medicine cabinet
            <span className="block text-muted">Your saved allergies, diet, conditions and medicines are used automatically; add anything else below.</span>
          </label>
        </div>

        <div className="grid gap-6 md:grid-cols-2">
          <Controller
            control={control}
            name="allergies"
            render={({ field }) => <ChipInput label="Your allergies" items={field.value ?? []} onChange={field.onChange} placeholder="e.g. peanuts, milk, strawberries" max={safetyLimits.maxProfileEntries} />}
          />
          <Controller
            control={control}
            name="conditions"
            render={({ field }) => <ChipInput label="Your health conditions" items={field.value ?? []} onChange={field.onChange} placeholder="e.g. high blood pressure, diabetes" max={safetyLimits.maxProfileEntries} />}
          />
        </div>

        <Controller
          control={control}
          name="diets"
          render={({ field: { value: diets = [], onChange } }) => (
            <fieldset>
              <legend className="text-sm font-medium text-ink">Your diet</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
                {dietOptions.map((d) => (
                  <label key={d.id} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft">
                    <input
                      type="checkbox"
                      checked={diets.includes(d.id)}
                      onChange={(e) => onChange(e.target.checked ? [...diets, d.id] : diets.filter((x) => x !== d.id))}
                      className="size-4 accent-brand"
                    />
                    {d.label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />

        <Controller
          control={control}
          name="medications"
          render={({ field }) => (
            <ItemPicker label="Medicines and supplements you take" items={field.value ?? []} onChange={field.onChange} max={safetyLimits.maxProfileEntries} placeholder="e.g. atorvastatin, warfarin" />
          )}
        />

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
