// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyImageDelayMs, startLazyImages } from './lazy-images';

let stop: () => void = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const image = (src: string) => {
  const img = document.createElement('img');
  img.setAttribute('data-lazy-src', src);
  img.alt = '';
  return img;
};

describe('lazy images (P1-A11Y-12)', () => {
  it('start loading 1 s after the page has loaded, not before', () => {
    expect(lazyImageDelayMs).toBe(1000);
    document.body.append(image('/a.png'), image('/b.png'));
    const t = { now: 5000 };
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    // The load event ended at 4800 ms: the images start at 5800 ms, 800 ms from now.
    stop = startLazyImages({ doc: document, win: window, now: () => t.now, loadEventEnd: () => 4800 });
    vi.advanceTimersByTime(799);
    expect(document.querySelectorAll('img[src]')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect([...document.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/a.png', '/b.png']);
    expect(document.querySelectorAll('img[data-lazy-src]')).toHaveLength(0);
  });

  it('before the load event, waits for it, then 1 s', () => {
    document.body.append(image('/a.png'));
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    let now = 100;
    stop = startLazyImages({ doc: document, win: window, now: () => now, loadEventEnd: () => 0 });
    vi.advanceTimersByTime(5000);
    expect(document.querySelector('img')?.getAttribute('src')).toBeNull();
    now = 3000;
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(document.querySelector('img')?.getAttribute('src')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/a.png');
  });

  it('images added after the start load at once', async () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    stop = startLazyImages({ doc: document, win: window, now: () => 2000, loadEventEnd: () => 500 });
    vi.advanceTimersByTime(0);
    const wrapper = document.createElement('div');
    wrapper.append(image('/late.png'));
    document.body.append(wrapper);
    await vi.waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toBe('/late.png'));
  });
});
