import { Download } from 'lucide-react';
import { recipeCsvColumnHelp, recipeCsvColumns, recipeCsvExample, recipeJsonExample } from '@thrivewell/core/contracts/recipe-import-contract';
import { buttonClass } from '../../ui/button';

const download = (type: string, text: string) => `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

/** The file format, with both examples to download (they import as they are). */
export function RecipeFormat() {
  return (
    <section aria-labelledby="recipe-format-title" className="space-y-4">
      <h2 id="recipe-format-title" className="text-xl font-semibold">
        File format
      </h2>
      <p className="text-sm text-muted">
        A JSON array of recipes, or a CSV file with one recipe per row. Every ingredient names a food of the USDA SR24 table by its 5-digit NDB number and an amount in
        grams, so nutrients are computed, never typed in. Text cannot contain HTML (&lt; or &gt;) or start with =, +, - or @ (spreadsheet formulas). Invalid recipes are
        listed with the reason and skipped; valid ones are imported, and a recipe whose id is already in the library is replaced. Each import is recorded in the audit log.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={download('text/csv', `${recipeCsvExample}\n`)} download="recipes-example.csv" className={buttonClass('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          Download the CSV example
        </a>
        <a href={download('application/json', recipeJsonExample)} download="recipes-example.json" className={buttonClass('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          Download the JSON example
        </a>
      </div>
      <div role="region" aria-label="CSV columns" tabIndex={0} className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The CSV columns, in order, and what each holds</caption>
          <thead className="bg-surface-2 text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Column
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                What it holds
              </th>
            </tr>
          </thead>
          <tbody>
            {recipeCsvColumns.map((c) => (
              <tr key={c} className="border-t border-border align-top">
                <th scope="row" className="px-3 py-2 font-mono font-medium text-ink">
                  {c}
                </th>
                <td className="px-3 py-2 text-ink">{recipeCsvColumnHelp[c]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-ink">CSV example</summary>
        <pre tabIndex={0} className="mt-2 overflow-x-auto rounded-lg bg-surface-2 p-3 text-xs text-ink">
          {recipeCsvExample}
        </pre>
      </details>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-ink">JSON example</summary>
        <pre tabIndex={0} className="mt-2 overflow-x-auto rounded-lg bg-surface-2 p-3 text-xs text-ink">
          {recipeJsonExample}
        </pre>
      </details>
    </section>
  );
}
