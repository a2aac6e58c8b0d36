// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import * as icons from './icons';
import { drawnBesideLucide, drawnIcon } from './testing/lucide-match';

const { svgIcon: _factory, ...frameIcons } = icons;

describe('the frame icons', () => {
  it.each(Object.entries(frameIcons))('%s draws what lucide-react draws, decorative or labelled', (name, icon) => {
    for (const [local, original] of drawnBesideLucide(name, icon)) expect(local).toEqual(original);
  });

  it('is hidden from assistive technology unless it is given a name', () => {
    expect(drawnIcon(icons.X as never, {}).attributes['aria-hidden']).toBe('true');
    expect(drawnIcon(icons.X as never, { 'aria-label': 'Close' }).attributes['aria-hidden']).toBeUndefined();
  });
});
