// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { markerGuides } from '@thrivewell/labs/marker-guides';
import { MarkerLibrary } from './marker-library';

afterEach(cleanup);

describe('MarkerLibrary', () => {
  it('lists every guide under a heading per panel', () => {
    render(<MarkerLibrary />);
    expect(screen.getAllByRole('article')).toHaveLength(markerGuides.length);
    expect(screen.getByRole('heading', { level: 2, name: 'Thyroid' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${markerGuides.length} markers`);
  });

  it('searches by abbreviation and filters by panel', () => {
    render(<MarkerLibrary />);
    fireEvent.change(screen.getByLabelText('Search markers'), { target: { value: 'tsh' } });
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Thyroid stimulating hormone (TSH)');
    fireEvent.change(screen.getByLabelText('Search markers'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Panel'), { target: { value: 'urine' } });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    fireEvent.change(screen.getByLabelText('Search markers'), { target: { value: 'nothing like this' } });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(/No marker matches/)).toBeTruthy();
  });

  it('shows reasons, questions and sources with each guide', () => {
    render(<MarkerLibrary />);
    const card = screen.getByRole('article', { name: 'Potassium' });
    expect(within(card).getByText('Questions to ask your clinician')).toBeTruthy();
    expect(within(card).getAllByRole('link', { name: /MedlinePlus: Potassium Blood Test/ })[0]!.getAttribute('href')).toBe('https://medlineplus.gov/lab-tests/potassium-blood-test/');
  });
});

describe('MarkerLibrary medicine effects', () => {
  it('names the medicines that can change a marker, such as biotin on TSH', () => {
    render(<MarkerLibrary />);
    const card = screen.getByRole('article', { name: 'Thyroid stimulating hormone (TSH)' });
    expect(within(card).getByText('Medicines and supplements that can change this result')).toBeTruthy();
    expect(within(card).getByText(/^Biotin supplements/)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Total cholesterol' })).queryByText('Medicines and supplements that can change this result')).toBeNull();
  });
});
