// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarkerPoint } from '@thrivewell/core/contracts/biomarkers-contract';
import { setSessionStateForTests } from '../../lib/session';
import { BiomarkersPanel } from './biomarkers-panel';
import { chartBand } from './marker-history';
import { UploadPanel } from './upload-panel';

const point = (over: Partial<MarkerPoint>): MarkerPoint => ({
  reportId: 'a', collectedOn: '2026-11-20', value: 6.2, text: null, unit: 'mIU/L', flag: 'high', range: { low: 0.4, high: 4, text: '0.4-4.0' }, ...over,
});
const summary = { id: 'rep-1', kind: 'blood', status: 'needs_review', source: 'upload', fileName: 'panel.pdf', collectedOn: '2026-11-20', createdAt: '2026-11-27T10:00:00.000Z', resultCount: 12 };

/** The server at the network edge, by path. */
function serve(routes: Record<string, unknown>) {
  const calls: { path: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      calls.push({ path, method: init.method ?? 'GET' });
      const answer = routes[`${init.method ?? 'GET'} ${path}`] ?? routes[path];
      if (answer === undefined) return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
      return answer instanceof Response ? answer : new Response(JSON.stringify(answer));
    }),
  );
  return calls;
}
let user = 0;
function signedIn(paid: boolean) {
  user += 1;
  setSessionStateForTests({ user: { id: `u${user}`, email: `u${user}@example.com` }, loading: false });
  return { '/api/subscription': { isSubscribed: paid, simplifiedTier: paid ? 'paid' : 'free', tier: paid ? 'wellness_plus' : 'free', subscriptionEnd: null } };
}
const renderAt = (url: string, ui: React.ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/wellness/biomarkers', () => {
  it('says how to add results when there are none (manual for everyone, upload for Pro)', async () => {
    serve({ ...signedIn(false), '/api/biomarkers/markers': { markers: [] }, '/api/biomarkers/reports': { reports: [] } });
    renderAt('/wellness/biomarkers', <BiomarkersPanel />);
    expect(await screen.findByText('No results yet.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Uploading a PDF or photo to have it read for you is part of Wellness Pro/)).toBeTruthy());
    const empty = screen.getByText('No results yet.').parentElement!;
    expect(within(empty).getByRole('link', { name: 'Enter results by hand' }).getAttribute('href')).toBe('/upload?entry=manual');
    expect(await screen.findByText(/No reports yet/)).toBeTruthy();
  });

  it('lists each marker’s latest value with its flag in words, and the reports; delete asks first', async () => {
    const calls = serve({
      ...signedIn(true),
      '/api/biomarkers/markers': {
        markers: [
          { loinc: '3016-3', name: 'TSH', latest: point({}), count: 3, medicineEffects: [{ medicine: 'Biotin', effect: 'Biotin can skew thyroid results.', sources: [] }] },
          { loinc: '2345-7', name: 'Glucose', latest: point({ value: 88, unit: 'mg/dL', flag: 'normal', range: { low: 70, high: 99, text: null } }), count: 1, medicineEffects: [] },
        ],
      },
      '/api/biomarkers/reports': { reports: [summary] },
      'DELETE /api/biomarkers/reports/rep-1': new Response(null, { status: 204 }),
    });
    renderAt('/wellness/biomarkers', <BiomarkersPanel />);
    const tsh = (await screen.findByRole('heading', { name: 'TSH' })).closest('li')!;
    expect(within(tsh).getByText('High')).toBeTruthy();
    expect(tsh.textContent).toContain('6.2 mIU/L');
    expect(tsh.textContent).toContain('Range 0.4-4.0 · 20 Nov 2026');
    expect(within(tsh).getByText('Biotin can skew thyroid results.')).toBeTruthy();
    expect(within(tsh).getByRole('link', { name: /History \(3 results\) of TSH/ }).getAttribute('href')).toBe('/wellness/biomarkers?marker=3016-3');
    const glucose = screen.getByRole('heading', { name: 'Glucose' }).closest('li')!;
    expect(within(glucose).getByText('In range')).toBeTruthy();
    expect(glucose.textContent).toContain('Range 70–99');
    expect(glucose.textContent).not.toContain('Your medicines');

    const report = (await screen.findByText('panel.pdf')).closest('li')!;
    expect(within(report).getByText('Waiting for your review')).toBeTruthy();
    expect(within(report).getByRole('link', { name: 'Review panel.pdf' }).getAttribute('href')).toBe('/upload?report=rep-1');
    fireEvent.click(within(report).getByRole('button', { name: 'Delete panel.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
    expect(dialog.textContent).toContain('panel.pdf and its 12 results will be deleted');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByText('Deleted panel.pdf.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/biomarkers/reports/rep-1']);
  });

  it('shows one marker’s history as a table, newest first, with the latest range as the chart band', async () => {
    const points = [point({ reportId: 'b', collectedOn: '2026-11-20', value: 6.2 }), point({ reportId: 'a', collectedOn: '2026-03-02', value: 3.1, flag: 'normal', range: { low: 0.5, high: 4.5, text: null } })];
    const guide = { name: 'TSH', measures: 'How hard the pituitary asks the thyroid to work.', high: ['An underactive thyroid'], low: ['An overactive thyroid'], ask: ['Should I repeat it?'], sources: [{ title: 'MedlinePlus: TSH', url: 'https://medlineplus.gov/lab-tests/tsh-thyroid-stimulating-hormone-test/', retrieved: '2026-11-27' }] };
    const medicineEffects = [{ medicine: 'Biotin', effect: 'Biotin can make thyroid results falsely high or low.', sources: [{ title: 'FDA: biotin', url: 'https://www.fda.gov/biotin', retrieved: '2026-11-27' }] }];
    serve({ ...signedIn(false), '/api/biomarkers/markers/3016-3': { loinc: '3016-3', name: 'TSH', unit: 'mIU/L', points, guide, medicineEffects } });
    renderAt('/wellness/biomarkers?marker=3016-3', <BiomarkersPanel />);
    expect(await screen.findByRole('heading', { name: 'TSH over time' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: /TSH: every confirmed result/ })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['DateResultRangeFlag', '20 Nov 20266.2 mIU/L0.4-4.0High', '2 Mar 20263.1 mIU/L0.5–4.5In range']);
    expect(chartBand({ loinc: '3016-3', name: 'TSH', unit: 'mIU/L', points: [...points].reverse(), guide: null, medicineEffects: [] })).toEqual({ low: 0.4, high: 4 });
    // The guide and the person's own medicines that can change the result, with sources.
    expect(screen.getByRole('heading', { name: 'About TSH' })).toBeTruthy();
    expect(screen.getByText('Biotin can make thyroid results falsely high or low.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /FDA: biotin/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /MedlinePlus: TSH/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All markers' })).toBeTruthy();
  });
});

describe('/upload', () => {
  it('free plan: what Wellness Pro adds with a link to the plans, and the free manual entry', async () => {
    serve(signedIn(false));
    renderAt('/upload', <UploadPanel />);
    expect(await screen.findByRole('heading', { name: 'Upload reports with Wellness Pro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Wellness Pro plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('heading', { name: 'Enter results by hand' })).toBeTruthy();
    expect(screen.queryByLabelText('Lab report (PDF or photo)')).toBeNull();
  });

  it('Pro: a refused file gets the spec’s message and nothing is sent', async () => {
    serve(signedIn(true));
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    renderAt('/upload', <UploadPanel />);
    const input = await screen.findByLabelText('Lab report (PDF or photo)');
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'results.exe', { type: 'application/x-msdownload' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('File type is potentially dangerous');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(screen.getByRole('alert').textContent).toBe('File type is potentially dangerous');
    expect(send).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a report that could not be read: its error, try again or enter by hand', async () => {
    serve({ '/api/biomarkers/reports/rep-9': { ...summary, id: 'rep-9', status: 'failed', results: [], progress: 0, pages: 0, error: 'No text could be read from this file.' } });
    renderAt('/upload?report=rep-9', <UploadPanel />);
    expect(await screen.findByText('This report could not be read.')).toBeTruthy();
    expect(screen.getByText('No text could be read from this file.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enter by hand' }));
    expect(await screen.findByRole('heading', { name: 'Enter results by hand' })).toBeTruthy();
  });
});
