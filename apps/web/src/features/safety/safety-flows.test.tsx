// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    expect(await screen.findByText('Paste the ingredient list to analyse.')).toBeTruthy();
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
    expect(await screen.findByText('A barcode is 8 to 14 digits.')).toBeTruthy();
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

describe('forms (react-hook-form over core’s ingredientsBodySchema and productParamsSchema)', () => {
  const textarea = () => screen.getByLabelText('Ingredient list') as HTMLTextAreaElement;
  /** Lets a (wrongly) re-run validation finish: the form checks asynchronously. */
  const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

  it('analyzer: a blank list is refused with the schema’s message, which stays until the next submit; nothing is sent', async () => {
    const calls = serve({ 'POST /api/safety/ingredients': () => ({ body: empty }) });
    renderIn(<IngredientAnalyzer />);
    fireEvent.change(textarea(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(await screen.findByText('Paste the ingredient list to analyse.')).toBeTruthy();
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(textarea(), { target: { value: ' water, salt ' } });
    await settle();
    expect(screen.getByText('Paste the ingredient list to analyse.')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(await screen.findByText('Nothing of concern found for what you told us.')).toBeTruthy();
    expect(screen.queryByText('Paste the ingredient list to analyse.')).toBeNull();
    expect(calls.at(-1)?.body).toEqual({ ingredients: 'water, salt', allergies: [], diets: [], conditions: [], medications: [], includeProfile: true, includeCabinet: true });
  });

  it('analyzer: the list is capped at 5,000 characters and the switch leaves out both the profile and the cabinet', async () => {
    const calls = serve({ 'POST /api/safety/ingredients': () => ({ body: empty }) });
    renderIn(<IngredientAnalyzer />);
    fireEvent.change(textarea(), { target: { value: 'a'.repeat(5100) } });
    expect(textarea().value).toHaveLength(5000);
    expect(screen.getByText('5,000 / 5,000 characters')).toBeTruthy();
    expect(screen.getByText('0 characters left')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    const condition = screen.getByLabelText('Your health conditions');
    fireEvent.change(condition, { target: { value: 'diabetes' } });
    fireEvent.keyDown(condition, { key: 'Enter' });
    fireEvent.click(screen.getByLabelText('Vegan'));
    fireEvent.click(screen.getByLabelText('Keto'));
    fireEvent.click(screen.getByLabelText('Vegan'));
    fireEvent.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ ingredients: 'a'.repeat(5000), allergies: [], diets: ['keto'], conditions: ['diabetes'], medications: [], includeProfile: false, includeCabinet: false }));
  });

  it('product: a barcode error goes once what is typed is valid and does not come back while typing after a lookup', async () => {
    const calls = serve({
      'GET /api/products/samples': () => ({ body: { samples: [], openFoodFacts: false } }),
      'GET /api/products/40063813': () => ({ body: { product: { barcode: '40063813', name: 'Plain Oats', brand: null, ingredients: null, source: 'bundled', sourceUrl: null }, notice: null } }),
    });
    renderIn(<ProductFactChecker />);
    const barcode = () => screen.getByLabelText('Barcode') as HTMLInputElement;
    fireEvent.change(barcode(), { target: { value: '4006-38' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('A barcode is 8 to 14 digits.')).toBeTruthy();
    fireEvent.change(barcode(), { target: { value: '4006-381' } });
    await settle();
    expect(screen.getByText('A barcode is 8 to 14 digits.')).toBeTruthy();
    fireEvent.change(barcode(), { target: { value: '4006-3813' } });
    expect(screen.queryByText('A barcode is 8 to 14 digits.')).toBeNull();
    expect(calls.some((c) => c.key.startsWith('GET /api/products/4'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Plain Oats')).toBeTruthy();
    expect(calls.at(-1)?.key).toBe('GET /api/products/40063813');
    expect(barcode().value).toBe('40063813');
    fireEvent.change(barcode(), { target: { value: '1' } });
    await settle();
    expect(screen.queryByText('A barcode is 8 to 14 digits.')).toBeNull();
  });

  it('product: a blank pasted list is refused with the schema’s message; a pasted list is sent trimmed', async () => {
    const calls = serve({ 'GET /api/products/samples': () => ({ body: { samples: [], openFoodFacts: false } }), 'POST /api/safety/ingredients': () => ({ body: empty }) });
    renderIn(<ProductFactChecker />);
    fireEvent.click(screen.getByRole('button', { name: 'Paste the ingredients instead' }));
    fireEvent.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(await screen.findByText('Paste the ingredient list to analyse.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/safety/ingredients')).toBe(false);
    fireEvent.change(textarea(), { target: { value: '  oats, honey  ' } });
    expect(screen.getByText('15 / 5,000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ ingredients: 'oats, honey', includeCabinet: true }));
    expect(screen.queryByText('Paste the ingredient list to analyse.')).toBeNull();
  });
});
