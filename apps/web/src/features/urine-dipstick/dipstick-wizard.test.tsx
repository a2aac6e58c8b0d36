// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DipstickWizard } from './dipstick-wizard';

type Answer = { status: number; body: unknown };
function serve(answer: Answer) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    if (init.method === 'POST' && path === '/api/biomarkers/manual') {
      posts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    return new Response('{}', { status: 404 });
  }));
  return posts;
}

function renderWizard() {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <DipstickWizard />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DipstickWizard', () => {
  it('walks from getting ready to each pad in read-time order, with the timer counting from the dip', () => {
    vi.useFakeTimers();
    serve({ status: 201, body: { id: 'x' } });
    renderWizard();
    expect(heading()).toBe('Step 1: Get ready');
    click('I’m ready');
    expect(heading()).toBe('Step 2: Dip the strip');
    expect(document.activeElement?.id).toBe('dipstick-step');
    click('Strip is out: start the timer');
    expect(heading()).toBe('Pad 1 of 10: Glucose');
    expect(screen.getByText('Read in 30 s (at 0:30)')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(31_000));
    expect(screen.getByText('Read now: compare the pad with the chart.')).toBeTruthy();
    expect(screen.getByText('Glucose: read now.')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('0:31');
    click('Pause timer');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer').textContent).toBe('0:31');
    expect(screen.getByText('Timer paused.')).toBeTruthy();
    click('Resume timer');
    choose('Negative');
    click('Next pad');
    expect(heading()).toBe('Pad 2 of 10: Bilirubin');
    click('Skip this pad');
    expect(heading()).toBe('Pad 3 of 10: Ketones');
    expect(screen.getByText('Read in 9 s (at 0:40)')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(9_000));
    expect(screen.getByText('Ketones: read now.')).toBeTruthy();
  });

  it('explains the readings, then saves them as a manual urine report', async () => {
    const posts = serve({ status: 201, body: { id: 'r1' } });
    renderWizard();
    click('I’m ready');
    click('Continue without the timer');
    const picks: Record<string, string> = { Nitrite: 'Positive (any even pink)', Leukocytes: 'Moderate (++)', Protein: '30 mg/dL (+)' };
    for (let i = 0; i < 10; i++) {
      const name = heading()!.split(': ')[1]!;
      if (picks[name]) choose(picks[name]);
      click(/^(Next pad|Skip this pad|See results)$/);
    }
    expect(heading()).toBe('Your results');
    expect(screen.getByText('Possible urinary tract infection')).toBeTruthy();
    expect(screen.getByText('Protein in urine')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day the sample was taken'), { target: { value: '2026-11-20' } });
    click('Save results');
    await waitFor(() => expect(screen.getByText('Saved to your urine results.')).toBeTruthy());
    expect(posts).toEqual([
      {
        kind: 'urine',
        collectedOn: '2026-11-20',
        rows: [
          { name: 'Urine protein (strip)', loinc: '5804-0', value: 30, text: null, unit: 'mg/dL' },
          { name: 'Urine nitrite (strip)', loinc: '5802-4', value: null, text: 'Positive', unit: null },
          { name: 'Urine leukocytes (strip)', loinc: '5799-2', value: null, text: 'Moderate (++)', unit: null },
        ],
      },
    ]);
  });

  it('shows the server’s message beside the date it names, keeping the readings', async () => {
    serve({ status: 400, body: { error: { code: 'VALIDATION', message: 'Sample date cannot be in the future.', field: 'collectedOn' } } });
    renderWizard();
    click('I’m ready');
    click('Continue without the timer');
    choose('Negative');
    for (let i = 0; i < 10; i++) click(/^(Next pad|Skip this pad|See results)$/);
    click('Save results');
    expect(await screen.findByText('Sample date cannot be in the future.')).toBeTruthy();
    expect(screen.getByLabelText('Day the sample was taken').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('cell', { name: 'Negative' })).toBeTruthy();
  });

  it('cannot save before a pad is read', () => {
    serve({ status: 201, body: {} });
    renderWizard();
    click('I’m ready');
    click('Continue without the timer');
    for (let i = 0; i < 10; i++) click(/^(Next pad|Skip this pad|See results)$/);
    expect((screen.getByRole('button', { name: 'Save results' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No pads were read, so there is nothing to explain yet.')).toBeTruthy();
  });
});
