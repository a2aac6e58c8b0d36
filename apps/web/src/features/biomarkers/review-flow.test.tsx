// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LabReportDetail, LabResultRow } from '@thrivewell/core/contracts/biomarkers-contract';
import { localToday } from '../../lib/device-time';
import { ManualEntry } from './manual-entry';
import { ProcessingView, ReportReview } from './report-review';
import { labDraftKey } from './use-lab-draft';

const row = (over: Partial<LabResultRow>): LabResultRow => ({
  rowId: 'r1', name: 'Glucose', loinc: '2345-7', value: 95, text: null, unit: 'mg/dL', range: { low: 70, high: 99, text: '70-99' },
  flag: 'normal', flagSource: 'lab_range', confidence: 0.98, box: { page: 1, x: 0.1, y: 0.2, w: 0.8, h: 0.03 }, notes: [], ...over,
});
const report = (over: Partial<LabReportDetail>): LabReportDetail => ({
  id: '6f1c1e0a-8a57-4c1f-9a44-0a3c2d9b7e11', kind: 'blood', status: 'needs_review', source: 'upload', fileName: 'panel.pdf', collectedOn: '2026-11-20',
  createdAt: '2026-11-27T10:00:00.000Z', resultCount: 2, progress: 100, pages: 2, error: null,
  results: [row({}), row({ rowId: 'r2', name: 'Potasium', loinc: null, value: 9.1, unit: 'mmol/L', range: { low: 3.5, high: 5.1, text: null }, flag: 'high', confidence: 0.42, notes: ['name matched loosely', 'value outside plausible bounds'], box: { page: 2, x: 0.1, y: 0.5, w: 0.8, h: 0.04 } })],
  ...over,
});

/** The server at the network edge: records bodies and answers with `reply`. */
function serve(reply: (path: string, body: unknown) => unknown) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, method: init.method ?? 'GET', body });
      const answer = reply(path, body);
      return answer instanceof Response ? answer : new Response(JSON.stringify(answer));
    }),
  );
  return calls;
}
const renderIn = (ui: ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('reading progress', () => {
  it('shows the page being read with the progress bar’s value', () => {
    renderIn(<ProcessingView report={report({ status: 'processing', progress: 40, pages: 3, results: [] })} />);
    const bar = screen.getByRole('progressbar', { name: 'Reading progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('status').textContent).toContain('Reading page 2 of 3…');
  });
});

describe('review table of an uploaded report', () => {
  it('shows every row editable, explains unsure rows, outlines the selected row on its page, and shows no flags before confirm', async () => {
    const calls = serve((path) => (path.endsWith('/confirm') ? report({ status: 'confirmed', results: [row({ flag: 'normal' }), row({ rowId: 'r2', name: 'Potassium', loinc: '2823-3', value: 5.6, unit: 'mmol/L', flag: 'high', flagSource: 'lab_flag', confidence: 1 })] }) : {}));
    renderIn(<ReportReview report={report({})} />);
    expect(await screen.findByRole('heading', { name: 'Check what was read' })).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('Please check this row');
    expect(rows[1]!.textContent).toContain('name matched loosely; value outside plausible bounds');
    // Nothing interpreted yet: no flag words, and the note says why.
    expect(screen.queryByText('High')).toBeNull();
    expect(screen.queryByText('In range')).toBeNull();
    expect(screen.getByText(/Nothing is interpreted yet/)).toBeTruthy();

    // Selecting the second row shows page 2 with the row outlined from its box fractions.
    const name2 = screen.getAllByLabelText('Marker')[1]!;
    fireEvent.focus(name2);
    const img = screen.getByRole('img', { name: 'Page 2 of 2 of your report' });
    expect(img.getAttribute('src')).toBe('/api/biomarkers/reports/6f1c1e0a-8a57-4c1f-9a44-0a3c2d9b7e11/pages/2');
    const outline = screen.getByTestId('row-outline');
    expect(outline.style.left).toBe('9.5%');
    expect(outline.style.top).toBe('49.6%');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-pressed')).toBe('true');

    // Correct the row, add one, remove the first; the edits are kept on the device as typed.
    fireEvent.change(name2, { target: { value: 'Potassium' } });
    fireEvent.change(screen.getAllByLabelText('Result')[1]!, { target: { value: '5,6' } });
    fireEvent.change(screen.getAllByLabelText('Lab flag')[1]!, { target: { value: 'H' } });
    expect(JSON.parse(localStorage.getItem(labDraftKey(report({}).id))!).rows[1].name).toBe('Potassium');
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    fireEvent.change(screen.getAllByLabelText('Marker')[2]!, { target: { value: 'HbA1c' } });
    expect((screen.getAllByLabelText('Unit')[2] as HTMLInputElement).value).toBe('%');
    fireEvent.change(screen.getAllByLabelText('Result')[2]!, { target: { value: '5.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1: Glucose' }));
    expect(within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm results' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/confirm'))).toBeTruthy());
    const sent = calls.find((c) => c.path.endsWith('/confirm'))!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({
      collectedOn: '2026-11-20',
      rows: [
        { rowId: 'r2', name: 'Potassium', loinc: '2823-3', value: 5.6, text: null, unit: 'mmol/L', rangeText: '3.5–5.1', labFlag: 'H' },
        { name: 'HbA1c', loinc: '4548-4', value: 5.9, text: null, unit: '%', rangeText: null, labFlag: null },
      ],
    });
    await waitFor(() => expect(localStorage.getItem(labDraftKey(report({}).id))).toBeNull());
  });

  it('restores edits typed before a reload', async () => {
    serve(() => ({}));
    const first = renderIn(<ReportReview report={report({})} />);
    fireEvent.change((await screen.findAllByLabelText('Result'))[0]!, { target: { value: '101' } });
    first.unmount();
    renderIn(<ReportReview report={report({})} />);
    expect(((await screen.findAllByLabelText('Result'))[0] as HTMLInputElement).value).toBe('101');
    expect(screen.getByText(/Your unsaved edits were restored/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard my edits' }));
    expect((screen.getAllByLabelText('Result')[0] as HTMLInputElement).value).toBe('95');
  });

  it('shows the server’s refusal beside the field it names, keeping the edits', async () => {
    serve(() => new Response(JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: 'Unit can be at most 30 characters.', field: 'rows.1.unit' } }), { status: 400 }));
    renderIn(<ReportReview report={report({})} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm results' }));
    expect(await screen.findByText('Unit can be at most 30 characters.')).toBeTruthy();
    expect(screen.getAllByLabelText('Unit')[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('see the highlighted field');
  });
});

describe('manual entry (free)', () => {
  it('starts with one empty row, checks before sending, then saves and shows the results flagged', async () => {
    const calls = serve((path, body) =>
      path === '/api/biomarkers/manual'
        ? report({ source: 'manual', fileName: null, status: 'confirmed', collectedOn: (body as { collectedOn: string }).collectedOn, results: [row({ rowId: 'm1', name: 'TSH', loinc: '3016-3', value: 6.2, unit: 'mIU/L', range: { low: 0.4, high: 4, text: '0.4-4.0' }, flag: 'high', flagSource: 'lab_range', confidence: 1, box: null })] })
        : {},
    );
    renderIn(<ManualEntry />);
    expect(await screen.findByRole('heading', { name: 'Enter results by hand' })).toBeTruthy();
    expect(screen.getAllByLabelText('Marker')).toHaveLength(1);
    expect((screen.getByLabelText('Sample date') as HTMLInputElement).value).toBe(localToday());

    fireEvent.change(screen.getByLabelText('Marker'), { target: { value: 'tsh' } });
    expect((screen.getByLabelText('Unit') as HTMLInputElement).value).toBe('mIU/L');
    fireEvent.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('Enter a value or a result such as Negative.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Result'), { target: { value: '6.2' } });
    expect(screen.queryByText('Enter a value or a result such as Negative.')).toBeNull();
    expect(screen.getByLabelText('Result').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(screen.getByLabelText('Reference range'), { target: { value: '0.4-4.0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('Saved 1 result.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      kind: 'blood',
      collectedOn: localToday(),
      rows: [{ name: 'tsh', loinc: '3016-3', value: 6.2, text: null, unit: 'mIU/L', rangeText: '0.4-4.0', labFlag: null }],
    });
    const table = screen.getByRole('table', { name: 'Confirmed results with their flags' });
    expect(within(table).getByText('High')).toBeTruthy();
    expect(within(table).getByText("From the lab's printed range")).toBeTruthy();
    expect(localStorage.getItem(labDraftKey('manual'))).toBeNull();
  });
});
