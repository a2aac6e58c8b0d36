// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SampleTrends } from './sample-trends';

afterEach(() => cleanup());

describe('sample report trends', () => {
  it('every value is readable as text while the charts are decoration', () => {
    render(<SampleTrends />);
    for (const text of ['Week 3: 3.0 / 5', 'Week 4: 7.2 h', 'Levothyroxine before breakfast: 93%', 'In bed by 23:00: 54%']) expect(screen.getByText(text)).toBeTruthy();
    for (const figure of screen.getAllByRole('figure')) expect(figure.querySelector('[aria-hidden="true"]')?.classList.contains('h-36')).toBe(true);
  });

});
