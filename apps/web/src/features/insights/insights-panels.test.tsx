// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PatternView, SeriesResponse } from './insights-api';
import { PatternsPanel } from './patterns-panel';
import { TrendsPanel } from './trends-panel';

function serve(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string) => {
    calls.push(path);
    const key = Object.keys(answers).find((k) => path.startsWith(k));
    return key ? new Response(JSON.stringify(answers[key]), { status: 200 }) : new Response(JSON.stringify({ error: { code: 'SERVER_ERROR', message: 'Something went wrong.' } }), { status: 500 });
  }));
  return calls;
}

const wrap = (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{node}</QueryClientProvider>);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const series: SeriesResponse = {
  from: '2026-11-21',
  to: '2026-11-27',
  timeZone: 'Europe/Berlin',
  series: [
    { key: 'mood', label: 'Mood', kind: 'rating', unit: 'points on a 1–5 scale', fill: 'skip', role: 'both', values: { '2026-11-25': 4, '2026-11-26': 2 } },
    { key: 'activity:walk', label: 'Walk', kind: 'binary', unit: 'days', fill: 'zero', role: 'factor', values: { '2026-11-25': 1, '2026-11-26': 0 } },
  ],
};

describe('TrendsPanel', () => {
  it('shows a card per metric with its summary, and the raw numbers in a table on request', async () => {
    const calls = serve({ '/api/insights/series': series });
    wrap(<TrendsPanel />);
    const mood = await screen.findByRole('region', { name: 'Mood' });
    expect(within(mood).getByText('Average 3 points on a 1–5 scale, from 2 days.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Walk' })).getByText('1 of the last 30 days.')).toBeTruthy();
    const toggle = within(mood).getByRole('button', { name: 'Show table' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = within(mood).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '2' })).toBeTruthy();
    expect(calls[0]).toBe('/api/insights/series?days=30');
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(calls).toContain('/api/insights/series?days=7'));
  });

  it('says so when nothing is logged, and offers a retry on an error', async () => {
    serve({ '/api/insights/series': { ...series, series: [] } });
    wrap(<TrendsPanel />);
    expect(await screen.findByText('No trends yet')).toBeTruthy();
    cleanup();
    serve({});
    wrap(<TrendsPanel />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

const pattern: PatternView = {
  factor: 'activity:walk', outcome: 'mood', factorLabel: 'Walk', outcomeLabel: 'Mood', lag: 0, method: 'welch', kind: 'difference',
  effect: 0.6, unit: 'points on a 1–5 scale', ci: [0.2, 1.0], p: 0.001, q: 0.012, n: 12, nWith: 6, nWithout: 6, meanWith: 3.9, meanWithout: 3.3,
  standardised: 0.7, strength: 'moderate', earlySignal: true, pairsTested: 40, summary: '…',
};

describe('PatternsPanel', () => {
  it('shows each pattern as a plain-language card with its early-signal badge and numbers', async () => {
    serve({ '/api/insights/patterns': [pattern] });
    wrap(<PatternsPanel />);
    const card = await screen.findByRole('listitem');
    expect(within(card).getByText('On days with Walk, Mood is 0.60 points on a 1–5 scale higher (95 % CI 0.20 to 1.00).')).toBeTruthy();
    expect(within(card).getByText('Early signal')).toBeTruthy();
    expect(within(card).getByText(/Correlation, not causation/)).toBeTruthy();
    expect(within(card).getByText('6 / 6')).toBeTruthy();
  });

  it('explains an empty answer honestly', async () => {
    serve({ '/api/insights/patterns': [] });
    wrap(<PatternsPanel />);
    expect(await screen.findByText('No patterns yet')).toBeTruthy();
  });
});
