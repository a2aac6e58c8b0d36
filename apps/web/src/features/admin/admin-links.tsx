import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';

/**
 * The administration tools an admin can open, shown on /account only to admins (the role is
 * granted from the command line, ADR 0020); the pages check the role again on the server.
 */
export function AdminLinks() {
  return (
    <section aria-labelledby="admin-links-heading">
      <h2 id="admin-links-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand" /> Administration
      </h2>
      <p className="mt-1 text-sm text-muted">Your account has the admin role.</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        <li>
          <Link to="/admin/populate-recipes" className="font-medium text-brand underline-offset-2 hover:underline">
            Import recipes into the library
          </Link>
        </li>
      </ul>
    </section>
  );
}
