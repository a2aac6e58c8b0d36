// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import * as landingIcons from './landing-icons';
import { drawnBesideLucide } from '../ui/testing/lucide-match';

describe('the landing page icons', () => {
  it.each(Object.entries(landingIcons))('%s draws what lucide-react draws, decorative or labelled', (name, icon) => {
    for (const [local, original] of drawnBesideLucide(name, icon)) expect(local).toEqual(original);
  });
});
