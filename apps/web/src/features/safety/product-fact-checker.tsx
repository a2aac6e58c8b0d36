import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ClipboardPaste, ExternalLink, Loader2, Package, ScanSearch, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { productParamsSchema } from '@thrivewell/core/contracts/ingredient-analysis';
import { barcodeSchema, ingredientsBodySchema, safetyLimits } from '@thrivewell/core/contracts/safety-contract';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { BarcodeScanner } from './barcode-scanner';
import { IngredientResults } from './ingredient-results';
import { lookupProduct, useIngredientAnalysis, useProductSamples, type Product } from './safety-api';

const maxText = safetyLimits.maxIngredientsText;
/** A pasted list is checked with the API's own rule (blank, too long), not a copy of it. */
const pastedIngredientsSchema = ingredientsBodySchema.pick({ ingredients: true });

/** Spaces and dashes people type between digit groups are dropped. */
export const normalizeBarcode = (text: string) => text.replace(/[\s-]/g, '');

/** The server's own rule (8 to 14 digits), after dropping spaces and dashes. */
export function isBarcode(text: string): boolean {
  return barcodeSchema.safeParse(normalizeBarcode(text)).success;
}

function ProductCard({ product, notice }: { product: Product; notice: string | null }) {
  return (
    <article aria-label={`Product: ${product.name}`} className="rounded-2xl border border-border bg-surface p-5">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Package aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words text-ink">{product.name}</h2>
          {product.brand && <p className="text-muted">{product.brand}</p>}
          <p className="mt-1 text-sm text-muted">
            Barcode <span className="font-mono">{product.barcode}</span> ·{' '}
            {product.source === 'openfoodfacts' ? (
              product.sourceUrl ? (
                <a href={product.sourceUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand underline underline-offset-2 hover:text-brand-strong">
                  Open Food Facts
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                'Open Food Facts'
              )
            ) : (
              'Bundled sample product'
            )}
          </p>
        </div>
      </div>
      {notice && <p className="mt-3 rounded-lg bg-surface-2 p-3 text-sm text-ink">{notice}</p>}
    </article>
  );
}

/** Look a product up by barcode (typed, scanned or a sample) and analyse its ingredients against the cabinet. */
export function ProductFactChecker() {
  const id = useId();
  // Both forms are checked with the API's own schemas. An error stays until the next submit (the
  // barcode's also goes once what is typed is valid); focus stays put.
  const lookupForm = useForm({
    resolver: zodResolver(productParamsSchema),
    defaultValues: { barcode: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const pasteForm = useForm({
    resolver: zodResolver(pastedIngredientsSchema),
    defaultValues: { ingredients: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const barcodeError = lookupForm.formState.errors.barcode?.message;
  const pasteText = useWatch({ control: pasteForm.control, name: 'ingredients' });
  const pasteError = pasteForm.formState.errors.ingredients?.message ?? null;
  const [pasteOpen, setPasteOpen] = useState(false);
  const samples = useProductSamples();
  const lookup = useMutation({ mutationFn: lookupProduct });
  const analysis = useIngredientAnalysis();
  const product = lookup.data?.product;

  function analyse(text: string) {
    analysis.mutate({ ingredients: text.trim().slice(0, maxText), includeCabinet: true });
  }

  function check(code: string) {
    lookupForm.setValue('barcode', code);
    lookupForm.clearErrors('barcode');
    setPasteOpen(false);
    analysis.reset();
    lookup.mutate(code, {
      onSuccess: ({ product: p }) => {
        if (p.ingredients?.trim()) analyse(p.ingredients);
      },
    });
  }

  // The barcode is checked after dropping the spaces and dashes people type (setValueAs).
  const onLookup = lookupForm.handleSubmit(({ barcode }) => check(barcode));

  function openPaste(forget: boolean) {
    if (forget) lookup.reset();
    analysis.reset();
    setPasteOpen(true);
  }

  const onPaste = pasteForm.handleSubmit(({ ingredients }) => analyse(ingredients));

  return (
    <div className="space-y-8">
      <div className="space-y-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <form onSubmit={(e) => void onLookup(e)} noValidate aria-label="Find a product" className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            id={`${id}-barcode`}
            label="Barcode"
            {...lookupForm.register('barcode', {
              setValueAs: normalizeBarcode,
              onChange: (e: { target: { value: string } }) => {
                if (barcodeError && isBarcode(e.target.value)) lookupForm.clearErrors('barcode');
              },
            })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            placeholder="e.g. 2000000001371"
            error={barcodeError}
            hint="The 8 to 14 digits under the bars (EAN or UPC)."
            className="sm:flex-1"
          />
          <Button type="submit" disabled={lookup.isPending} className="sm:mt-7">
            {lookup.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Search aria-hidden="true" className="size-4" />}
            {lookup.isPending ? 'Looking up...' : 'Look up'}
          </Button>
        </form>

        <div className="flex flex-wrap items-start gap-3">
          <BarcodeScanner onDetected={check} />
          <Button variant="ghost" onClick={() => openPaste(true)} aria-expanded={pasteOpen}>
            <ClipboardPaste aria-hidden="true" className="size-4" />
            Paste the ingredients instead
          </Button>
        </div>

        {samples.data && samples.data.samples.length > 0 && (
          <div>
            <h2 className="text-sm font-medium text-ink">Try a sample product</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {samples.data.samples.map((s) => (
                <li key={s.barcode}>
                  <button
                    type="button"
                    onClick={() => check(s.barcode)}
                    disabled={lookup.isPending}
                    className="min-h-10 rounded-full border border-border px-3 py-1.5 text-left text-sm font-medium text-brand hover:bg-surface-2 disabled:opacity-60"
                  >
                    {s.name}
                    {s.brand && <span className="sr-only">, {s.brand}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      {lookup.isError && (
        <div role="alert" className="space-y-3 rounded-xl border border-danger/40 bg-danger-soft p-4 text-ink">
          <p>{lookup.error.message}</p>
          {!pasteOpen && (
            <Button variant="secondary" onClick={() => openPaste(false)}>
              <ClipboardPaste aria-hidden="true" className="size-4" />
              Paste its ingredients instead
            </Button>
          )}
        </div>
      )}

      {product && (
        <div className="space-y-4">
          <ProductCard product={product} notice={lookup.data?.notice ?? null} />
          {!product.ingredients?.trim() && !pasteOpen && (
            <div className="space-y-3 rounded-xl border border-border bg-surface-2 p-4 text-ink">
              <p>We have no ingredient list for this product. Copy it from the package and we will check it for you.</p>
              <Button variant="secondary" onClick={() => openPaste(false)}>
                <ClipboardPaste aria-hidden="true" className="size-4" />
                Paste the ingredients
              </Button>
            </div>
          )}
        </div>
      )}

      {pasteOpen && (
        <form onSubmit={(e) => void onPaste(e)} noValidate aria-label="Paste ingredients" className="space-y-3 rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <label htmlFor={`${id}-paste`} className="block text-sm font-medium text-ink">
            Ingredient list{product ? ` of ${product.name}` : ''}
          </label>
          <Controller
            control={pasteForm.control}
            name="ingredients"
            render={({ field }) => (
              <textarea
                id={`${id}-paste`}
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value.slice(0, maxText))}
                onBlur={field.onBlur}
                maxLength={maxText}
                rows={5}
                aria-invalid={pasteError ? true : undefined}
                aria-describedby={[pasteError ? `${id}-paste-error` : '', `${id}-paste-count`].filter(Boolean).join(' ')}
                placeholder="e.g. Sugar, cocoa butter, whole milk powder, soya lecithin (E322)…"
                className="block w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger"
              />
            )}
          />
          {pasteError && (
            <p id={`${id}-paste-error`} className="text-sm font-medium text-danger">
              {pasteError}
            </p>
          )}
          <p id={`${id}-paste-count`} className="text-right text-sm text-muted">
            {pasteText.length.toLocaleString('en-US')} / {maxText.toLocaleString('en-US')} characters
          </p>
          <Button type="submit" disabled={analysis.isPending}>
            <ScanSearch aria-hidden="true" className="size-4" />
            Analyse ingredients
          </Button>
        </form>
      )}

      <p role="status" className={analysis.isPending ? 'flex items-center gap-2 text-muted' : 'sr-only'}>
        {analysis.isPending && (
          <>
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Analysing...
          </>
        )}
      </p>

      {analysis.isError && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-4 text-ink">
          {analysis.error.message}
        </p>
      )}

      {analysis.data && !analysis.isPending && (
        <section aria-labelledby={`${id}-results`} className="space-y-4">
          <div>
            <h2 id={`${id}-results`} className="text-2xl font-semibold">
              What is in it for you
            </h2>
            <p className="mt-1 text-sm text-muted">Checked against the medicines and supplements in your cabinet.</p>
          </div>
          <IngredientResults analysis={analysis.data} />
        </section>
      )}
    </div>
  );
}
