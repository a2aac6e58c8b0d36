// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IngredientAnalyzer, sampleIngredients } from './ingredient-analyzer';
import { ProductFactChecker } from './product-fact-checker';

vi.mock('../../lib/session', () => ({ useSession: () => ({ user: null, loading: false }) }));
const empty = { verdict: { level: 'fine', label: 'Fine for you', reasons: ['Nothing in it conflicts with what we know about you (allergies: Peanuts).'], personalised: true }, checkedAgainst: { allergies: ['Peanuts'], diets: [], conditions: [], medications: [] }, traces: [], mayContain: [], ingredients: ['water'], allergens: [], personalAllergies: [], additives: [], dietConflicts: [], conditionFindings: [], interactions: [], uncheckedMedications: [], unknownDiets: [] };

type Answer = { status?: number; body?: unknown; delay?: number };
function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const a = routes[key]?.(body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (a.delay) await new Promise((r) => setTimeout(r, a.delay));
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}
const renderIn = (ui: ReactElement) => render(<QueryClientProvider client={new QueryClient()}><MemoryRouter>{ui}</MemoryRouter></QueryClientProvider>);
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('flows', () => {
  it('analyzer: sample, chips, diets, busy, error keeps text, success', async () => {
    let fail = true;
    const calls = serve({ 'POST /api/safety/ingredients': () => (fail ? { status: 400, body: { error: { code: 'VALIDATION', message: 'Bad list' } }, delay: 30 } : { body: empty }) });
    renderIn(<IngredientAnalyzer />);
    fireEvent.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(screen.getByText('Paste the ingredient list to analyse.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try a sample' }));
    expect((screen.getByLabelText('Ingredient list') as HTMLTextAreaElement).value).toBe(sampleIngredients);
    expect(screen.getByText(`${sampleIngredients.length} / 5,000 characters`)).toBeTruthy();
    const allergy = screen.getByLabelText('Your allergies');
    fireEvent.change(allergy, { target: { value: ' Peanuts ' } });
    fireEvent.keyDown(allergy, { key: 'Enter' });
    fireEvent.change(allergy, { target: { value: 'peanuts' } });
    fireEvent.keyDown(allergy, { key: 'Enter' });
    expect(screen.getAllByRole('button', { name: 'Remove Peanuts' })).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Gluten-free'));
    fireEvent.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(await screen.findByText('Analysing...')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Bad list');
    expect((screen.getByLabelText('Ingredient list') as HTMLTextAreaElement).value).toBe(sampleIngredients);
    expect(calls.at(-1)?.body).toEqual({ ingredients: sampleIngredients, allergies: ['Peanuts'], diets: ['gluten-free'], conditions: [], medications: [], includeProfile: true, includeCabinet: true });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(await screen.findByText('Nothing of concern found for what you told us.')).toBeTruthy();
  });

  it('product: invalid barcode, 404 then paste, sample auto-analysis', async () => {
    const calls = serve({
      'GET /api/products/samples': () => ({ body: { samples: [{ barcode: '2000000001371', name: 'Ruby Red Grapefruit Juice', brand: 'Sunrise' }], openFoodFacts: false } }),
      'GET /api/products/12345678': () => ({ status: 404, body: { error: { code: 'PRODUCT_NOT_FOUND', message: 'We could not find a product with barcode 12345678. You can paste its ingredient list instead.' } } }),
      'GET /api/products/2000000001371': () => ({ body: { product: { barcode: '2000000001371', name: 'Ruby Red Grapefruit Juice', brand: 'Sunrise', ingredients: 'Grapefruit juice, water', source: 'bundled', sourceUrl: null }, notice: null } }),
      'POST /api/safety/ingredients': () => ({ body: empty }),
    });
    renderIn(<ProductFactChecker />);
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByText('A barcode is 8 to 14 digits.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not find a product with barcode 12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Paste its ingredients instead' }));
    fireEvent.change(screen.getByLabelText('Ingredient list'), { target: { value: 'sugar, milk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(await screen.findByText('Nothing of concern found for what you told us.')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ ingredients: 'sugar, milk', includeCabinet: true });
    fireEvent.click(await screen.findByRole('button', { name: /Ruby Red Grapefruit Juice/ }));
    expect(await screen.findByText('Bundled sample product', { exact: false })).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ ingredients: 'Grapefruit juice, water', includeCabinet: true }));
    expect(await screen.findByText('What is in it for you')).toBeTruthy();
  });
});
