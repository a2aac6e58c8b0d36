import { useState } from 'react';
import { Badge, type BadgeTone } from '../../ui/badge';
import { FieldTable } from './field-table';
import { authLabels, type ApiAuth, type ApiEndpoint } from './openapi-model';

const methodTones: Record<string, BadgeTone> = { GET: 'brand', POST: 'success', PUT: 'warning', PATCH: 'accent', DELETE: 'danger' };
const authTones: Record<ApiAuth, BadgeTone> = { public: 'neutral', optional: 'neutral', session: 'brand', plan: 'accent' };

/**
 * One endpoint as a disclosure (native <details>: Enter or Space opens it, the browser keeps it
 * accessible): method, path, who may call it, then its parameters, body and answers. The body is
 * rendered once opened, so sixty closed endpoints stay a short page.
 */
export function EndpointCard({ endpoint: e }: { endpoint: ApiEndpoint }) {
  const [opened, setOpened] = useState(false);
  return (
    <li>
      <details id={e.id} className="group rounded-2xl border border-border bg-surface shadow-sm open:shadow-md" onToggle={(event) => setOpened(event.currentTarget.open || opened)}>
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
          <Badge tone={methodTones[e.method] ?? 'neutral'} className="w-16 justify-center font-mono">{e.method}</Badge>
          <code className="font-mono text-sm font-semibold break-all text-ink">{e.path}</code>
          <span className="text-sm text-muted">{e.summary}</span>
          <Badge tone={authTones[e.auth]} className="ml-auto">{authLabels[e.auth]}{e.feature ? `: ${e.feature}` : ''}</Badge>
        </summary>
        {opened && <EndpointDetails endpoint={e} />}
      </details>
    </li>
  );
}

function EndpointDetails({ endpoint: e }: { endpoint: ApiEndpoint }) {
  const success = e.answers.filter((a) => !a.isError);
  const errors = e.answers.filter((a) => a.isError);
  return (
    <div className="space-y-5 border-t border-border p-4">
      {e.description && <p className="text-sm text-muted">{e.description}</p>}
      {e.parameters.length > 0 && (
        <section aria-label="Parameters" className="space-y-2">
          <h3 className="text-sm font-semibold">Parameters</h3>
          <FieldTable caption={`${e.method} ${e.path} parameters`} fields={e.parameters} showWhere />
        </section>
      )}
      {e.body && (
        <section className="space-y-2">
          <h3 className="text-sm font-semibold">
            Request body {e.body.shape && <code className="font-mono text-xs text-muted">{e.body.shape}</code>} {e.body.required ? '' : '(optional)'}
          </h3>
          {e.body.fields.length > 0 ? (
            <FieldTable caption={`${e.method} ${e.path} request body`} fields={e.body.fields} />
          ) : (
            <p className="text-sm text-muted">A JSON value; see the description.</p>
          )}
        </section>
      )}
      {success.map((a) => (
        <section key={a.status} className="space-y-2">
          <h3 className="text-sm font-semibold">
            Answer {a.status} {a.shape && <code className="font-mono text-xs text-muted">{a.shape}</code>}
            {a.contentType && a.contentType !== 'application/json' && <span className="text-xs font-normal text-muted"> ({a.contentType})</span>}
          </h3>
          <p className="text-sm text-muted">{a.description}</p>
          <FieldTable caption={`${e.method} ${e.path} answer ${a.status}`} fields={a.fields} />
        </section>
      ))}
      {errors.length > 0 && (
        <section className="space-y-2">
          <h3 className="text-sm font-semibold">Errors</h3>
          <p className="text-sm text-muted">
            Each as <code className="font-mono text-xs">{'{ error: { code, message, field? } }'}</code>:
          </p>
          <ul className="space-y-1 text-sm">
            {errors.map((a) => (
              <li key={a.status}>
                <span className="font-mono font-semibold">{a.status}</span> <span className="text-muted">{a.description}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
