// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CabinetForm } from './cabinet-form';

type Answer = { status?: number; body?: unknown };
function serve(add: (body: unknown) => Answer) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    if (init.method === 'POST' && path === '/api/safety/cabinet') {
      const body = JSON.parse(String(init.body)) as unknown;
      posts.push(body);
      const a = add(body);
      return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
    }
    return new Response(JSON.stringify({ results: [] }), { status: 200 });
  }));
  return posts;
}

function renderForm(onAdded = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <CabinetForm onAdded={onAdded} />
    </QueryClientProvider>,
  );
  return onAdded;
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add to cabinet' }));
const emptyView = { items: [], check: { sources: [], interactions: [], timing: [], otherTiming: [] }, warning: null };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CabinetForm (react-hook-form over cabinetItemBodySchema)', () => {
  it('a missing or blank name is refused with the schema’s message and nothing is sent', async () => {
    const posts = serve(() => ({ body: emptyView }));
    renderForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the name of the medicine or supplement.');
    type('Name', '   ');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter the name of the medicine or supplement.'));
    expect(posts).toEqual([]);
  });

  it('sends the parsed body (trimmed, blanks as null), then clears the fields and keeps the type', async () => {
    const posts = serve(() => ({ body: emptyView }));
    const onAdded = renderForm();
    type('Name', '  Metformin ');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Supplement' } });
    type('Dosage (optional)', '500 mg');
    type('Started on (optional)', '2026-01-05');
    submit();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('Metformin'));
    expect(posts).toEqual([{ name: 'Metformin', type: 'Supplement', dosage: '500 mg', frequency: null, indication: null, startDate: '2026-01-05', prescribingDoctor: null }]);
    await waitFor(() => expect(field('Dosage (optional)').value).toBe(''));
    expect(field('Name').value).toBe('');
    expect(field('Started on (optional)').value).toBe('');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('Supplement');
  });

  it('a refused save shows the server’s message and keeps what was typed', async () => {
    serve(() => ({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Your cabinet is full (100 entries).' } } }));
    const onAdded = renderForm();
    type('Name', 'Aspirin');
    type('How often (optional)', 'daily');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Your cabinet is full (100 entries).');
    expect(field('Name').value).toBe('Aspirin');
    expect(field('How often (optional)').value).toBe('daily');
    expect(onAdded).not.toHaveBeenCalled();
  });
});
