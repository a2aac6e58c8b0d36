/**
 * Reads an admin's recipe file (JSON array or CSV, recipe-import-contract.ts) into a report of
 * every recipe: valid, or each of its problems with the field. Nothing here writes; the whole
 * file is refused (RecipeFileError, a 400/413) only when it cannot be read as recipes at all
 * (not UTF-8 text, not JSON/CSV, wrong CSV columns, too many recipes).
 */
import { readCsv } from '@thrivewell/core/tracking/csv/csv-reader';
import {
  recipeCsvColumns,
  recipeImportMaxBytes,
  recipeImportMaxRecipes,
  type RecipeImportLine,
  type RecipeImportReport,
} from '@thrivewell/core/contracts/recipe-import-contract';
import { recipeSchema, type Recipe } from '@thrivewell/core/contracts/recipes-contract';

export class RecipeFileError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status = 400,
  ) {
    super(message);
    this.name = 'RecipeFileError';
  }
}

export const tooLargeMessage = `The file is larger than ${recipeImportMaxBytes / 1024 / 1024} MB. Split it into smaller files and import each one.`;

/** A food of the table by id (the nutrition package's getFood), passed in so tests can use any table. */
export type FoodLookup = (id: string) => { name: string } | undefined;

export interface ParsedRecipeFile {
  report: RecipeImportReport;
  /** The valid recipes, in file order. */
  recipes: Recipe[];
}

type LineProblem = RecipeImportLine['errors'][number];

const formulaStart = /^[=+\-@\t\r]/;

function decode(bytes: Buffer): string {
  if (bytes.length > recipeImportMaxBytes) throw new RecipeFileError('FILE_TOO_LARGE', tooLargeMessage, 413);
  if (bytes.length === 0 || bytes.toString('utf8').trim() === '') throw new RecipeFileError('EMPTY_FILE', 'The file is empty. Choose a JSON or CSV file of recipes.');
  if (bytes.includes(0)) throw new RecipeFileError('NOT_TEXT', 'The file is not a text file. Choose a JSON or CSV file of recipes.');
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    throw new RecipeFileError('NOT_TEXT', 'The file is not UTF-8 text. Save it as UTF-8 (JSON or CSV) and choose it again.');
  }
}

/** JSON when the name says so or the text starts with [ or {; CSV when it starts with the header. */
function formatOf(text: string, filename: string | undefined): 'json' | 'csv' {
  const start = text.trimStart()[0];
  if (/\.json$/i.test(filename ?? '') || start === '[' || start === '{') return 'json';
  return 'csv';
}

function fieldName(path: readonly PropertyKey[]): string | null {
  if (path.length === 0) return null;
  const [head, index, leaf] = path;
  if (head === 'ingredients' && typeof index === 'number') return `ingredients[${index + 1}]${leaf ? `.${String(leaf)}` : ''}`;
  if (head === 'steps' && typeof index === 'number') return `steps[${index + 1}]`;
  return path.map(String).join('.');
}

/** recipeSchema's problems plus the food table's: every foodId must be a known food. */
function check(candidate: unknown, foods: FoodLookup): { recipe?: Recipe; problems: LineProblem[] } {
  const problems: LineProblem[] = [];
  const parsed = recipeSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push({ field: fieldName(issue.path), message: issue.message });
  }
  const ingredients = (candidate as { ingredients?: unknown } | null)?.ingredients;
  if (Array.isArray(ingredients)) {
    ingredients.forEach((ingredient: unknown, i) => {
      const foodId = (ingredient as { foodId?: unknown } | null)?.foodId;
      if (typeof foodId === 'string' && /^\d{5}$/.test(foodId) && !foods(foodId)) {
        problems.push({ field: `ingredients[${i + 1}].foodId`, message: `Unknown foodId ${foodId}: it is not a food of the USDA SR24 table.` });
      }
    });
  }
  return parsed.success && problems.length === 0 ? { recipe: parsed.data, problems } : { problems };
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value.slice(0, 120) : null;
}

function readJson(text: string): { line: number; candidate: unknown; problems: LineProblem[] }[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new RecipeFileError('INVALID_JSON', `The file is not valid JSON (${err instanceof Error ? err.message : 'parse error'}). A JSON file is an array of recipes: [ { "id": …, "title": … } ].`);
  }
  if (!Array.isArray(data)) throw new RecipeFileError('WRONG_SHAPE', 'A JSON file must be an array of recipes: [ { "id": …, "title": … }, … ].');
  if (data.length > recipeImportMaxRecipes) throw new RecipeFileError('TOO_MANY_RECIPES', `The file has ${data.length} recipes; at most ${recipeImportMaxRecipes} are imported at once. Split it into smaller files.`);
  return data.map((candidate, i) => ({
    line: i + 1,
    candidate,
    problems: candidate && typeof candidate === 'object' && !Array.isArray(candidate) ? [] : [{ field: null, message: 'This item is not a recipe object ({ "id": …, "title": … }).' }],
  }));
}

const list = (cell: string) =>
  cell
    .split('|')
    .map((v) => v.trim())
    .filter((v) => v !== '');

function number(cell: string): number | string {
  const n = Number(cell.trim());
  return cell.trim() !== '' && Number.isFinite(n) ? n : cell;
}

/** `foodId:grams:label;…` → ingredient objects; a malformed item is a problem of its own. */
function ingredientsOf(cell: string, problems: LineProblem[]): unknown[] {
  return cell
    .split(';')
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .map((item, i) => {
      const [foodId = '', grams = '', ...label] = item.split(':');
      if (label.length === 0) problems.push({ field: `ingredients[${i + 1}]`, message: `"${item.slice(0, 60)}" is not foodId:grams:label (for example 11457:60:2 cups baby spinach).` });
      return { foodId: foodId.trim(), grams: number(grams), label: label.join(':').trim() };
    });
}

function readCsvRecipes(text: string): { line: number; candidate: unknown; problems: LineProblem[] }[] {
  const { records, errors, truncated } = readCsv(text, { maxRecords: recipeImportMaxRecipes + 1 });
  const [header, ...rows] = records;
  if (truncated) throw new RecipeFileError('TOO_MANY_RECIPES', `The file has more than ${recipeImportMaxRecipes} recipe rows; at most ${recipeImportMaxRecipes} are imported at once. Split it into smaller files.`);
  const names = (header?.cells ?? []).map((c) => c.trim().toLowerCase());
  const missing = recipeCsvColumns.filter((c) => !names.includes(c));
  const unexpected = names.filter((c) => !(recipeCsvColumns as readonly string[]).includes(c));
  if (missing.length > 0 || unexpected.length > 0 || names.length !== recipeCsvColumns.length) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unexpected.length > 0 ? `unexpected ${unexpected.map((c) => `"${c.slice(0, 30)}"`).join(', ')}` : '',
    ].filter(Boolean);
    throw new RecipeFileError(
      'WRONG_COLUMNS',
      `The CSV header does not have the recipe columns${parts.length > 0 ? ` (${parts.join('; ')})` : ' (a column is repeated)'}. The first line must be: ${recipeCsvColumns.join(',')}`,
    );
  }
  const readErrors = new Map(errors.map((e) => [e.line, e.message]));
  const out: { line: number; candidate: unknown; problems: LineProblem[] }[] = rows.map((record) => {
    const problems: LineProblem[] = [];
    const readError = readErrors.get(record.line);
    if (readError) problems.push({ field: null, message: readError });
    if (record.cells.length !== names.length) {
      problems.push({ field: null, message: `This line has ${record.cells.length} cells; the header has ${names.length}. A value with a comma needs "quotes".` });
      return { line: record.line, candidate: { id: record.cells[0], title: record.cells[1] }, problems };
    }
    const cell = Object.fromEntries(names.map((name, i) => [name, record.cells[i] ?? ''])) as Record<(typeof recipeCsvColumns)[number], string>;
    for (const name of recipeCsvColumns) {
      if (formulaStart.test(cell[name])) problems.push({ field: name, message: `The ${name} cell starts with ${JSON.stringify(cell[name][0])}: spreadsheet formulas (=, +, -, @) are refused.` });
    }
    const candidate = {
      id: cell.id.trim(),
      title: cell.title,
      summary: cell.summary,
      slots: list(cell.slots),
      servings: number(cell.servings),
      minutes: number(cell.minutes),
      cuisine: cell.cuisine,
      diets: list(cell.diets),
      allergens: list(cell.allergens),
      ingredients: ingredientsOf(cell.ingredients, problems),
      steps: list(cell.steps),
    };
    return { line: record.line, candidate, problems };
  });
  // A read error on a line that produced no record (an unclosed quote at the end).
  for (const e of errors) if (!rows.some((r) => r.line === e.line)) out.push({ line: e.line, candidate: {}, problems: [{ field: null, message: e.message }] });
  return out;
}

/** The whole file's report; `known(id)` says whether the library already has a recipe with that id. */
export function parseRecipeFile(bytes: Buffer, opts: { filename?: string; foods: FoodLookup; known: (id: string) => boolean }): ParsedRecipeFile {
  const text = decode(bytes);
  const format = formatOf(text, opts.filename);
  const items = format === 'json' ? readJson(text) : readCsvRecipes(text);
  if (items.length === 0) throw new RecipeFileError('NO_RECIPES', format === 'json' ? 'The array is empty: there is no recipe to import.' : 'The CSV has a header but no recipe rows.');
  const seen = new Map<string, number>();
  const recipes: Recipe[] = [];
  const lines: RecipeImportLine[] = items.map(({ line, candidate, problems }) => {
    const checked = problems.some((p) => p.field === null && /not a recipe object|cells; the header/.test(p.message)) ? { problems: [] } : check(candidate, opts.foods);
    const all = [...problems, ...checked.problems];
    const id = str((candidate as { id?: unknown } | null)?.id);
    if (id && seen.has(id)) all.push({ field: 'id', message: `The id ${id} is used again (first at ${format === 'csv' ? 'line' : 'item'} ${seen.get(id)}).` });
    else if (id) seen.set(id, line);
    const valid = all.length === 0 && checked.recipe !== undefined;
    if (valid) recipes.push(checked.recipe!);
    return { line, id, title: str((candidate as { title?: unknown } | null)?.title), valid, errors: all, replaces: valid && opts.known(checked.recipe!.id) };
  });
  lines.sort((a, b) => a.line - b.line);
  const valid = lines.filter((l) => l.valid).length;
  return { report: { format, total: lines.length, valid, invalid: lines.length - valid, lines }, recipes };
}
