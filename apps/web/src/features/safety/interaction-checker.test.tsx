// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InteractionChecker, itemsToCheck } from './interaction-checker';
import { DayPlan } from './timing-list';

vi.mock('../../lib/session', () => ({ useSession: () => ({ user: null, loading: false }) }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const source = { title: 'DailyMed: Warfarin', url: 'https://dailymed.nlm.nih.gov/dailymed/', accessed: '2025-01-10' };
const otherSource = { title: 'MedlinePlus: Ibuprofen', url: 'https://medlineplus.gov/druginfo/meds/a682159.html', accessed: '2025-01-10' };
const entry = (name: string, active = true) => ({ id: name, name, substanceId: name, substanceName: name, kind: 'drug', type: 'Prescription', dosage: null, frequency: null, indication: null, prescribingDoctor: null, startDate: null, active, updatedAt: '2026-01-01T00:00:00.000Z', suggestions: [] });
const noCheck = { resolved: [], unresolved: [], interactions: [], timing: [], otherTiming: [], timingTips: 0, schedule: { slots: [], conflicts: [] }, gated: [], sources: [] };
const major = {
  a: 'Warfarin', b: 'Ibuprofen', aId: 'warfarin', bId: 'ibuprofen', aKind: 'drug', bKind: 'drug', severity: 'major',
  summary: 'Raises the risk of serious bleeding.', mechanism: 'Both affect clotting.', management: 'Ask your pharmacist for a pain reliever that suits warfarin.',
  evidence: 'established', sourceIndexes: [1], ruleId: 'warfarin+nsaid',
};

function serve(cabinet: ReturnType<typeof entry>[]) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    if (path === '/api/safety/cabinet') return new Response(JSON.stringify({ items: cabinet, check: noCheck, warning: null }));
    if (path === '/api/safety/check') {
      posts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ ...noCheck, resolved: [{ input: 'ibuprofen', id: 'ibuprofen', name: 'Ibuprofen', kind: 'drug' }, { input: 'warfarin', id: 'warfarin', name: 'Warfarin', kind: 'drug', origin: 'cabinet' }], interactions: [major], sources: [otherSource, source] }));
    }
    return new Response(JSON.stringify({ results: [] }));
  }));
  return posts;
}

const renderChecker = (signedIn: boolean, initialItems: string[]) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InteractionChecker signedIn={signedIn} initialItems={initialItems} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const hint = 'Add at least one more item to check a pair.';

describe('InteractionChecker uses what the person takes', () => {
  it('includes the cabinet by default: one typed item is checked against it, with no "add one more" hint', async () => {
    const posts = serve(['warfarin', 'metformin', 'atorvastatin', 'lisinopril', 'levothyroxine', 'omeprazole', 'sertraline', 'amlodipine'].map((n) => entry(n)).concat(entry('old-drug', false)));
    renderChecker(true, ['ibuprofen']);
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('(8 items)')).toBeTruthy();
    expect(screen.queryByText(hint)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check interactions' }));
    await waitFor(() => expect(posts).toEqual([{ items: ['ibuprofen'], includeCabinet: true }]));
    const card = await screen.findByRole('article', { name: 'Major interaction: Warfarin and Ibuprofen' });
    expect(within(card).getByText('Ask your pharmacist for a pain reliever that suits warfarin.')).toBeTruthy();
    // The answer lists each source once; the card shows the one its finding points at.
    expect(within(card).getByRole('link', { name: /DailyMed: Warfarin/ }).getAttribute('href')).toBe(source.url);
    expect(within(card).queryByRole('link', { name: /MedlinePlus/ })).toBeNull();
  });

  it('asks for one more item only when the total is below two', async () => {
    serve([]);
    renderChecker(true, ['ibuprofen']);
    expect(await screen.findByText(hint)).toBeTruthy();
    cleanup();
    serve([entry('warfarin')]);
    renderChecker(true, ['ibuprofen']);
    expect(await screen.findByText('(1 item)')).toBeTruthy();
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('asks a visitor for a second item, with no cabinet switch', () => {
    serve([]);
    renderChecker(false, ['ibuprofen']);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it('counts typed items and cabinet entries once each', () => {
    expect(itemsToCheck(['Ibuprofen'], ['ibuprofen', 'warfarin'])).toBe(2);
    expect(itemsToCheck([], ['warfarin'])).toBe(1);
  });
});

describe('DayPlan', () => {
  it('shows a flagged item with its advice instead of a slot, each daily dose, and as-needed items apart', () => {
    render(
      <DayPlan
        schedule={{
          slots: [
            { slot: 'breakfast', label: 'With breakfast', items: [{ id: 'metformin', name: 'Metformin', dose: 1, dosesPerDay: 2 }] },
            { slot: 'dinner', label: 'With dinner', items: [{ id: 'metformin', name: 'Metformin', dose: 2, dosesPerDay: 2 }] },
          ],
          conflicts: [],
          flagged: [{ id: 'ibuprofen', name: 'Ibuprofen', severity: 'major', findings: [{ with: 'Warfarin', severity: 'major', summary: major.summary, management: major.management }] }],
          offRoutine: [{ id: 'paracetamol', name: 'Paracetamol', kind: 'as-needed', frequency: 'as needed' }],
        }}
      />,
    );
    const plan = screen.getByRole('list', { name: 'Day plan' });
    expect(plan.textContent).toContain('Metformin (dose 1 of 2)');
    expect(plan.textContent).toContain('Metformin (dose 2 of 2)');
    expect(plan.textContent).not.toContain('Ibuprofen');
    const flagged = screen.getByRole('region', { name: /Not in your routine/ });
    expect(flagged.textContent).toContain('Ibuprofen');
    expect(flagged.textContent).toContain('With Warfarin:');
    expect(flagged.textContent).toContain(major.management);
    expect(within(flagged).getByText('Major')).toBeTruthy();
    expect(screen.getByText(/only when needed/).closest('li')?.textContent).toContain('Paracetamol');
  });
});
