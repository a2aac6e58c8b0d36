// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiReferencePage } from './api-reference-page';
import { sampleDocument } from './openapi-fixture';

function serve(status: number, body: unknown) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ApiReferencePage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/developers/api', () => {
  it('shows a loading state, then the endpoints grouped by tag from /api/openapi.json', async () => {
    const fetch = serve(200, sampleDocument);
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading the API reference');
    expect(await screen.findByRole('heading', { name: 'Safety', level: 2 })).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe('/api/openapi.json');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Safety', 'Cabinet', 'Products']);
    expect(screen.getByText('/api/safety/check')).toBeTruthy();
    expect(screen.getByText('Public (session optional)')).toBeTruthy();
    expect(screen.getByText('Signed in + plan: product_fact_checker')).toBeTruthy();
    expect(screen.getByText('3 endpoints')).toBeTruthy();
  });

  it('each endpoint is a disclosure that, once opened, shows its request and answer fields', async () => {
    serve(200, sampleDocument);
    renderPage();
    const summary = (await screen.findByText('/api/safety/check')).closest('summary')!;
    const details = summary.closest('details')!;
    expect(within(details).queryByRole('table')).toBeNull();
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const body = await within(details).findByRole('table', { name: 'POST /api/safety/check request body' });
    const items = within(body).getByRole('rowheader', { name: 'items' }).closest('tr')!;
    expect(items.textContent).toContain('string[]');
    expect(items.textContent).toContain('Yes');
    expect(items.textContent).toContain('at most 50 items');
    expect(within(details).getByRole('rowheader', { name: 'interactions[].severity' }).closest('tr')!.textContent).toContain('one of: major, minor');
    expect(within(details).getByText('400')).toBeTruthy();
  });

  it('filters endpoints as you type', async () => {
    serve(200, sampleDocument);
    renderPage();
    await screen.findByText('/api/safety/check');
    fireEvent.change(screen.getByLabelText('Filter endpoints'), { target: { value: 'cabinet' } });
    expect(screen.queryByText('/api/safety/check')).toBeNull();
    expect(screen.getByText('/api/safety/cabinet/{id}')).toBeTruthy();
    expect(screen.getByText('1 endpoint')).toBeTruthy();
  });

  it('says when the document cannot be loaded and offers to try again', async () => {
    const fetch = serve(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } });
    renderPage();
    expect(await screen.findByText('The API reference could not be loaded. Please try again.')).toBeTruthy();
    serve(200, sampleDocument);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('/api/safety/check')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
