import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';

/** What a signed-in person without the admin role sees on an admin page (the API answers 403 too). */
export function AdminForbidden() {
  return (
    <section aria-labelledby="admin-forbidden-title" className="mx-auto max-w-2xl px-4 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h2 id="admin-forbidden-title" className="mt-6 text-2xl font-bold tracking-tight">
        You need admin access
      </h2>
      <p className="mt-3 text-muted">
        This page is for administrators (error 403: access denied). Your account is signed in but does not have the admin role. An administrator grants it from the
        server&apos;s command line; it cannot be requested here.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/dashboard" className={buttonClass('primary')}>
          Go to your dashboard
        </Link>
      </div>
    </section>
  );
}
