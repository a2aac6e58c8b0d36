// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LabTimeline } from '@thrivewell/core/contracts/biomarkers-contract';
import { setSessionStateForTests } from '../../lib/session';
import { BiomarkersPanel } from './biomarkers-panel';
import { chartSeries, daysBefore, timelineEvents } from './timeline-model';

const timeline: LabTimeline = {
  from: '2025-11-27',
  to: '2026-11-27',
  labs: [
    { collectedOn: '2026-03-02', reportId: '00000000-0000-4000-8000-000000000001', loinc: '2345-7', name: 'Glucose', value: 101, unit: 'mg/dL', flag: 'high' },
    { collectedOn: '2026-03-02', reportId: '00000000-0000-4000-8000-000000000001', loinc: '3016-3', name: 'TSH', value: 6.2, unit: 'm[IU]/L', flag: 'high' },
    { collectedOn: '2026-09-10', reportId: '00000000-0000-4000-8000-000000000002', loinc: '3016-3', name: 'TSH', value: 2.1, unit: 'm[IU]/L', flag: 'normal' },
  ],
  symptoms: [
    { day: '2026-03-01', name: 'Fatigue', severity: 6 },
    { day: '2026-03-01', name: 'Headache', severity: 3 },
  ],
  medicineChanges: [
    { day: '2026-04-01', medicine: 'levothyroxine', change: 'started', basis: 'start_date' },
    { day: '2026-08-15', medicine: 'biotin', change: 'stopped', basis: 'marked_not_taken' },
    { day: '2026-09-01', medicine: 'levothyroxine', change: 'changed', basis: 'edited' },
  ],
};

/** The server at the network edge: by path, the query ignored; the timeline calls are counted. */
function serve(paid: boolean, timelineAnswer: () => Response) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0]!;
      if (path === '/api/biomarkers/timeline') {
        asked.push(url);
        return timelineAnswer();
      }
      const routes: Record<string, unknown> = {
        '/api/subscription': { isSubscribed: paid, simplifiedTier: paid ? 'paid' : 'free', tier: paid ? 'wellness_plus' : 'free', subscriptionEnd: null },
        '/api/biomarkers/markers': { markers: [] },
        '/api/biomarkers/reports': { reports: [] },
      };
      return path in routes ? new Response(JSON.stringify(routes[path])) : new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
    }),
  );
  return asked;
}
let user = 0;
function renderPanel() {
  user += 1;
  setSessionStateForTests({ user: { id: `t${user}`, email: `t${user}@example.com` }, loading: false });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/wellness/biomarkers']}>
        <BiomarkersPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the lab timeline', () => {
  it('Pro: every event in a table by date, a marker select, the chart described, never a cause', async () => {
    const asked = serve(true, () => new Response(JSON.stringify(timeline)));
    renderPanel();
    const section = (await screen.findByRole('heading', { name: 'Timeline' })).closest('section')!;
    expect(within(section).getByText(/Shown together, not a cause/)).toBeTruthy();
    const table = await within(section).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([
      '1 Mar 2026SymptomFatigueHighest severity 6 of 10',
      '1 Mar 2026SymptomHeadacheHighest severity 3 of 10',
      '2 Mar 2026Lab resultGlucose101 mg/dL (high)',
      '2 Mar 2026Lab resultTSH6.2 mIU/L (high)',
      '1 Apr 2026MedicineStarted: levothyroxineDated by the start date you gave',
      '15 Aug 2026MedicineStopped: biotinDated by the day it was marked as not taken',
      '1 Sept 2026MedicineChanged: levothyroxineDated by its latest edit in your cabinet',
      '10 Sept 2026Lab resultTSH2.1 mIU/L',
    ]);
    // The default period is the last 12 months up to today.
    expect(asked[0]).toMatch(/^\/api\/biomarkers\/timeline\?from=\d{4}-\d{2}-\d{2}$/);

    const select = within(section).getByLabelText('Marker on the chart') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Glucose (1)', 'TSH (2)']);
    const chart = await within(section).findByRole('img', {}, { timeout: 8000 }); // the chart module loads on demand
    expect(chart.getAttribute('aria-label')).toMatch(/^Timeline from 27 Nov 2025 to 27 Nov 2026\. Glucose: 1 value; 1 day with symptoms .*; 2 medicine starts and stops as vertical lines\. Shown together, not a cause\./);
    fireEvent.change(select, { target: { value: '3016-3' } });
    await waitFor(() => expect(within(section).getByRole('img').getAttribute('aria-label')).toContain('TSH: 2 values'));
    expect(section.textContent).not.toMatch(/caus(ed|es) by|because of|led to your/i);

    // Another period asks again with its own start.
    fireEvent.change(within(section).getByLabelText('Period'), { target: { value: '1095' } });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).not.toBe(asked[0]);
  });

  it('Pro: an empty period says so; a failed load offers to try again', async () => {
    let fail = true;
    serve(true, () => (fail ? new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'down' } }), { status: 500 }) : new Response(JSON.stringify({ ...timeline, labs: [], symptoms: [], medicineChanges: [] }))));
    renderPanel();
    const section = (await screen.findByRole('heading', { name: 'Timeline' })).closest('section')!;
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Your timeline could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText(/Nothing in this period yet/)).toBeTruthy();
  });

  it('free plan: what Pro adds, a link to /pricing, and the server is not asked', async () => {
    const asked = serve(false, () => new Response(JSON.stringify(timeline)));
    renderPanel();
    const section = (await screen.findByRole('heading', { name: 'Timeline' })).closest('section')!;
    expect(await within(section).findByText(/With Wellness Pro, your lab results, the symptoms you log/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See Wellness Pro plans' }).getAttribute('href')).toBe('/pricing');
    expect(within(section).queryByRole('table')).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('timeline model', () => {
  it('puts the chart on one day axis: the chosen marker, the day’s highest severity, starts and stops only', () => {
    const s = chartSeries(timeline, '3016-3');
    expect(s.values.map((v) => [v.day, v.value])).toEqual([['2026-03-02', 6.2], ['2026-09-10', 2.1]]);
    expect(s.unit).toBe('mIU/L');
    expect(s.severity).toEqual([{ x: Date.parse('2026-03-01T12:00:00Z'), day: '2026-03-01', severity: 6, names: 'Fatigue 6, Headache 3' }]);
    expect(s.lines.map((l) => l.label)).toEqual(['Started levothyroxine', 'Stopped biotin']);
    expect(timelineEvents({ ...timeline, labs: [], symptoms: [] }).map((e) => e.kind)).toEqual(['medicine', 'medicine', 'medicine']);
    expect(daysBefore('2026-03-01', 365)).toBe('2025-03-01');
  });
});
