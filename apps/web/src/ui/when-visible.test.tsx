// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

/** A controllable IntersectionObserver: `enter()` reports the observed element as near the viewport. */
function fakeObserver() {
  const made: { callback: IntersectionObserverCallback; disconnect: ReturnType<typeof vi.fn> }[] = [];
  class Fake {
    disconnect = vi.fn();
    constructor(callback: IntersectionObserverCallback) {
      made.push({ callback, disconnect: this.disconnect });
    }
    observe() {}
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return {
    enter: () => act(() => made.at(-1)!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
    made,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhenVisible', () => {
  it('shows the placeholder until its place nears the viewport, then the content (and stops watching)', () => {
    const io = fakeObserver();
    render(<WhenVisible placeholder={<p>placeholder</p>}>{<p>the form</p>}</WhenVisible>);
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('the form')).toBeNull();
    io.enter();
    expect(screen.getByText('the form')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(io.made[0]!.disconnect).toHaveBeenCalled();
  });

  it('renders the content at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenVisible placeholder={<p>placeholder</p>}>{<p>the form</p>}</WhenVisible>);
    expect(screen.getByText('the form')).toBeTruthy();
  });
});
