import { AdminRecipesPage } from '../features/admin/admin-recipes-page';
import { PageHeader } from '../features/marketing/page-header';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return <PageHeader eyebrow="Admin" title="Populate Recipes" intro="Import recipes into the library from a JSON or CSV file: preview every line, then import the valid ones." />;
}

/** /admin/populate-recipes (protected; admins only, ADR 0020). */
export default function AdminPopulateRecipesRoute() {
  return <AdminRecipesPage />;
}
