import { useMemo, useState } from 'react';
import { BookOpenText, Download, RefreshCw } from 'lucide-react';
import { Button } from '../../ui/button';
import { FormMessage, TextField } from '../../ui/text-field';
import { apiDocumentUrl, useApiReference } from './api-reference-api';
import { EndpointCard } from './endpoint-card';
import { filterReference, type ApiGroup } from './openapi-model';

const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Placeholders of the final size while the document loads, so nothing below jumps. */
function LoadingList() {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">Loading the API reference...</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-14 animate-pulse rounded-2xl border border-border bg-surface-2" />
      ))}
    </div>
  );
}

function Group({ group }: { group: ApiGroup }) {
  return (
    <section aria-labelledby={slug(group.tag)} className="scroll-mt-24 space-y-3">
      <h2 id={slug(group.tag)} className="text-xl font-semibold">{group.tag}</h2>
      {group.description && <p className="text-sm text-muted">{group.description}</p>}
      <ul className="space-y-3">
        {group.endpoints.map((e) => (
          <EndpointCard key={`${e.method} ${e.path}`} endpoint={e} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /developers/api: the API reference for integrators (W2-C §1.2), rendered from the OpenAPI 3.1
 * document the server publishes at /api/openapi.json, so it always says what the server accepts.
 */
export function ApiReferencePage() {
  const query = useApiReference();
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => filterReference(query.data?.groups ?? [], filter), [query.data, filter]);
  const count = groups.reduce((n, g) => n + g.endpoints.length, 0);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Developers</p>
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <BookOpenText aria-hidden="true" className="size-7 text-brand" /> API reference
        </h1>
        <p className="max-w-3xl text-muted">
          Every endpoint of the Thrivewell API with what it accepts and answers. The same document, in OpenAPI 3.1, is at{' '}
          <a href={apiDocumentUrl} className="font-medium text-brand underline underline-offset-2">{apiDocumentUrl}</a> for code generators and API tools.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={apiDocumentUrl} download="thrivewell-openapi.json" className="inline-flex items-center gap-2 text-sm font-medium text-brand underline-offset-2 hover:underline">
            <Download aria-hidden="true" className="size-4" /> Download openapi.json
          </a>
        </div>
      </header>

      <div className="mt-8">
        {query.isPending ? (
          <LoadingList />
        ) : query.isError ? (
          <div className="space-y-3" role="alert">
            <FormMessage tone="error">The API reference could not be loaded. Please try again.</FormMessage>
            <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RefreshCw aria-hidden="true" className="size-4" /> Try again
            </Button>
          </div>
        ) : (
          <div className="space-y-8">
            <div className="space-y-2 text-sm text-muted">
              {query.data.description.split('\n\n').map((p) => (
                <p key={p}>{p}</p>
              ))}
              <p>Version {query.data.version}.</p>
            </div>
            <nav aria-label="API areas" className="flex flex-wrap gap-2">
              {query.data.groups.map((g) => (
                <a key={g.tag} href={`#${slug(g.tag)}`} className="rounded-full border border-border px-3 py-1 text-sm hover:bg-surface-2">
                  {g.tag} <span className="text-muted">({g.endpoints.length})</span>
                </a>
              ))}
            </nav>
            <TextField id="api-filter" label="Filter endpoints" type="search" placeholder="e.g. cabinet, POST, /api/profile" value={filter} onChange={(e) => setFilter(e.target.value)} hint="Matches method, path, summary and area." />
            <p className="text-sm text-muted" aria-live="polite">{count === 1 ? '1 endpoint' : `${count} endpoints`}</p>
            {groups.map((g) => (
              <Group key={g.tag} group={g} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
