import { describe, expect, it } from 'vitest';
import { recipeCsvColumns, recipeCsvExample, recipeImportMaxBytes, recipeImportMaxRecipes, recipeJsonExample } from '@thrivewell/core/contracts/recipe-import-contract';
import { getFood } from '@thrivewell/nutrition/foods';
import { parseRecipeFile, RecipeFileError } from './recipe-file';

const opts = { foods: getFood, known: () => false };
const parse = (text: string, filename?: string) => parseRecipeFile(Buffer.from(text, 'utf8'), { ...opts, filename });
const header = recipeCsvColumns.join(',');
const good = 'tofu-bowl,Tofu bowl,Tofu over rice.,lunch|dinner,2,20,Japanese,vegan,soy,"16427:150:150 g firm tofu;20045:180:1 cup cooked rice","Cook the rice.|Fry the tofu."';

function refused(fn: () => unknown): RecipeFileError {
  try {
    fn();
  } catch (err) {
    if (err instanceof RecipeFileError) return err;
    throw err;
  }
  throw new Error('expected the file to be refused');
}

describe('parseRecipeFile', () => {
  it('accepts the documented CSV and JSON examples', () => {
    const csv = parse(recipeCsvExample, 'example.csv');
    expect(csv.report).toMatchObject({ format: 'csv', total: 2, valid: 2, invalid: 0 });
    expect(csv.recipes[0]).toMatchObject({ id: 'spinach-omelette', slots: ['breakfast'], diets: ['vegetarian', 'gluten-free'] });
    expect(csv.recipes[0]!.ingredients).toEqual([
      { foodId: '01123', grams: 100, label: '2 large eggs' },
      { foodId: '11457', grams: 60, label: '2 cups baby spinach' },
      { foodId: '04053', grams: 5, label: '1 tsp olive oil' },
    ]);
    const json = parse(recipeJsonExample);
    expect(json.report).toMatchObject({ format: 'json', total: 1, valid: 1 });
  });

  it('reports every bad CSV line with its line number and reason, and keeps the good ones', () => {
    const text = [
      header,
      good,
      'html-title,<script>alert(1)</script>,Bad title.,lunch,1,10,Any,,,"16427:100:tofu","Cook it."',
      'formula,=HYPERLINK("http://evil"),Formula.,lunch,1,10,Any,,,"16427:100:tofu","Cook it."',
      'unknown-food,Mystery stew,Unknown food.,dinner,1,10,Any,,,"99999:100:mystery;16427:-5:tofu","Stir."',
      'short,Too few cells',
      '@sum,Summary,Another formula.,lunch,1,10,Any,,,"16427:100:tofu","Cook it."',
    ].join('\n');
    const { report, recipes } = parse(text);
    expect(report).toMatchObject({ format: 'csv', total: 6, valid: 1, invalid: 5 });
    expect(recipes.map((r) => r.id)).toEqual(['tofu-bowl']);
    const byLine = new Map(report.lines.map((l) => [l.line, l]));
    expect(byLine.get(2)!.valid).toBe(true);
    expect(byLine.get(3)!.errors).toContainEqual({ field: 'title', message: 'Title cannot contain < or > (no HTML).' });
    expect(byLine.get(4)!.errors.map((e) => e.field)).toContain('title');
    expect(byLine.get(4)!.errors.some((e) => /formulas/.test(e.message))).toBe(true);
    expect(byLine.get(5)!.errors).toContainEqual({ field: 'ingredients[1].foodId', message: 'Unknown foodId 99999: it is not a food of the USDA SR24 table.' });
    expect(byLine.get(5)!.errors).toContainEqual({ field: 'ingredients[2].grams', message: 'Grams must be more than 0.' });
    expect(byLine.get(6)!.errors[0]!.message).toMatch(/2 cells; the header has 11/);
    expect(byLine.get(7)!.errors.some((e) => e.field === 'id' && /formulas/.test(e.message))).toBe(true);
  });

  it('refuses wrong columns, naming the missing and unexpected ones', () => {
    const err = refused(() => parse('name,calories\nSoup,100'));
    expect(err.code).toBe('WRONG_COLUMNS');
    expect(err.message).toMatch(/missing id, title/);
    expect(err.message).toMatch(/unexpected "name", "calories"/);
    expect(err.message).toContain(header);
  });

  it('refuses too many recipes, non-text, empty and non-array files', () => {
    const rows = Array.from({ length: recipeImportMaxRecipes + 1 }, (_, i) => good.replace('tofu-bowl', `tofu-bowl-${i}`));
    expect(refused(() => parse([header, ...rows].join('\n'))).code).toBe('TOO_MANY_RECIPES');
    expect(refused(() => parse(JSON.stringify(Array.from({ length: recipeImportMaxRecipes + 1 }, () => ({}))))).code).toBe('TOO_MANY_RECIPES');
    expect(refused(() => parseRecipeFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), opts)).code).toBe('NOT_TEXT');
    expect(refused(() => parseRecipeFile(Buffer.from([0xff, 0xfe, 0x41]), opts)).code).toBe('NOT_TEXT');
    expect(refused(() => parse('   ')).code).toBe('EMPTY_FILE');
    expect(refused(() => parse('{"id":"x"}')).code).toBe('WRONG_SHAPE');
    expect(refused(() => parse('[{"id":')).code).toBe('INVALID_JSON');
    expect(refused(() => parse(header)).code).toBe('NO_RECIPES');
    const huge = refused(() => parseRecipeFile(Buffer.alloc(recipeImportMaxBytes + 1, 0x20), opts));
    expect([huge.code, huge.status]).toEqual(['FILE_TOO_LARGE', 413]);
  });

  it('reports JSON items that are not recipes and ids used twice', () => {
    const recipe = JSON.parse(recipeJsonExample)[0];
    const { report } = parse(JSON.stringify([recipe, 'text', { ...recipe, title: 'Again <b>' }, recipe]));
    expect(report.lines.map((l) => l.valid)).toEqual([true, false, false, false]);
    expect(report.lines[1]!.errors[0]!.message).toMatch(/not a recipe object/);
    expect(report.lines[3]!.errors).toContainEqual({ field: 'id', message: 'The id spinach-omelette is used again (first at item 1).' });
  });

  it('marks a valid recipe whose id the library knows as a replacement', () => {
    const { report } = parseRecipeFile(Buffer.from(recipeJsonExample), { foods: getFood, known: (id) => id === 'spinach-omelette' });
    expect(report.lines[0]).toMatchObject({ valid: true, replaces: true });
  });
});
