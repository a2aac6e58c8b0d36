import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { FormMessage } from '../../ui/text-field';
import { AdminForbidden } from './admin-forbidden';
import { useRecipeLibrary } from './admin-recipes-api';
import { RecipeFormat } from './recipe-format';
import { RecipeImport } from './recipe-import';

/**
 * /admin/populate-recipes for a signed-in person: the 403 page unless the session says admin;
 * the server's answer decides too (a role revoked since the page loaded shows the 403 page).
 */
export function AdminRecipesPage() {
  const { user } = useSession();
  if (!user?.isAdmin) return <AdminForbidden />;
  return <AdminRecipes />;
}

function AdminRecipes() {
  const library = useRecipeLibrary();
  if (library.error instanceof ApiError && library.error.status === 403) return <AdminForbidden />;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <div role="status" className="text-sm text-muted">
        {library.data
          ? `The library holds ${library.data.builtIn.toLocaleString('en')} built-in and ${library.data.imported.toLocaleString('en')} imported recipes.`
          : library.isError
            ? null
            : 'Loading the recipe library…'}
      </div>
      {library.isError && <FormMessage tone="error">{library.error.message}</FormMessage>}
      <RecipeImport />
      <RecipeFormat />
    </div>
  );
}
