// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

afterEach(cleanup);
const fill = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).style.width;

describe('ProgressBar', () => {
  it('P2-CONST-06 defaults to a maximum of 100', () => {
    render(<ProgressBar label="Engagement" value={66} />);
    const bar = screen.getByRole('progressbar', { name: 'Engagement' });
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(fill(bar)).toBe('66%');
  });

  it('scales to another range, clamps the fill and announces a value text', () => {
    render(<ProgressBar label="Steps" value={3} min={1} max={7} valueText="Step 3 of 7" />);
    const bar = screen.getByRole('progressbar', { name: 'Steps' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Step 3 of 7');
    expect(fill(bar)).toBe(`${(2 / 6) * 100}%`);
    cleanup();
    render(<ProgressBar label="Over" value={140} />);
    expect(fill(screen.getByRole('progressbar'))).toBe('100%');
  });
});
