import type { FastifyBaseLogger } from 'fastify';
import type { RecipeImportReport, RecipeImportResult, RecipeLibraryCounts } from '@thrivewell/core/contracts/recipe-import-contract';
import { recipeSchema, type Recipe } from '@thrivewell/core/contracts/recipes-contract';
import { getFood } from '@thrivewell/nutrition/foods';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import { builtInRecipes } from './built-in-recipes';
import { parseRecipeFile, RecipeFileError, type ParsedRecipeFile } from './recipe-file';
import { countImportedRecipes, selectExistingIds, selectImportedRecipes, upsertRecipes } from './recipes.repo';

/**
 * The recipe library for the meal planner: the built-in recipes, then the imported ones (an
 * imported recipe with a built-in's id replaces it). Stored rows are checked again with
 * recipeSchema; a row that no longer passes (the schema grew stricter) is left out.
 */
export async function libraryRecipes(db: Database): Promise<Recipe[]> {
  const byId = new Map<string, Recipe>(builtInRecipes().map((r) => [r.id, r]));
  for (const row of await selectImportedRecipes(db)) {
    const parsed = recipeSchema.safeParse(row.recipe);
    if (parsed.success) byId.set(parsed.data.id, parsed.data);
  }
  return [...byId.values()];
}

export async function libraryCounts(db: Database): Promise<RecipeLibraryCounts> {
  return { builtIn: builtInRecipes().length, imported: await countImportedRecipes(db) };
}

export interface RecipeUpload {
  bytes: Buffer;
  filename?: string;
}

async function readUpload(db: Database, upload: RecipeUpload): Promise<ParsedRecipeFile> {
  const builtIn = new Set(builtInRecipes().map((r) => r.id));
  let parsed: ParsedRecipeFile;
  try {
    parsed = parseRecipeFile(upload.bytes, { filename: upload.filename, foods: getFood, known: (id) => builtIn.has(id) });
  } catch (err) {
    if (err instanceof RecipeFileError) throw new AppError(err.code, err.message, err.status, 'file');
    throw err;
  }
  // Ids already imported are replaced too: mark them for the preview.
  const imported = await selectExistingIds(db, parsed.recipes.map((r) => r.id));
  for (const line of parsed.report.lines) if (line.valid && line.id && imported.has(line.id)) line.replaces = true;
  return parsed;
}

/** POST /api/admin/recipes/preview: the report of every line; nothing is written. */
export async function previewRecipeFile(db: Database, upload: RecipeUpload): Promise<RecipeImportReport> {
  return (await readUpload(db, upload)).report;
}

/**
 * POST /api/admin/recipes/import: writes the valid recipes (upsert by id, one transaction) and
 * skips the invalid ones, which the answer reports line by line; one audit row either way.
 */
export async function importRecipeFile(db: Database, admin: { id: string; ipAddress?: string; userAgent?: string | null }, upload: RecipeUpload, log?: FastifyBaseLogger): Promise<RecipeImportResult> {
  const { report, recipes } = await readUpload(db, upload);
  const replaced = report.lines.filter((l) => l.valid && l.replaces).length;
  await upsertRecipes(db, recipes, admin.id, new Date());
  const result: RecipeImportResult = { ...report, imported: recipes.length, created: recipes.length - replaced, replaced, skipped: report.invalid };
  await writeAudit(
    db,
    {
      userId: admin.id,
      action: 'recipes_imported',
      resourceType: 'recipes',
      success: recipes.length > 0,
      ipAddress: admin.ipAddress ?? null,
      userAgent: admin.userAgent ?? undefined,
      riskLevel: 'MEDIUM',
      metadata: {
        format: report.format,
        total: report.total,
        imported: result.imported,
        created: result.created,
        replaced: result.replaced,
        skipped: result.skipped,
        recipeIds: recipes.slice(0, 50).map((r) => r.id),
      },
    },
    log,
  );
  return result;
}
