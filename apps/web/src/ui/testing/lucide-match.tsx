import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';

type AnyIcon = ComponentType<Record<string, string>>;

/** The svg's attributes (without lucide's `lucide lucide-<name>` classes) and its shapes, as drawn in a DOM. */
function drawn(Icon: AnyIcon, props: Record<string, string>) {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<Icon {...props} />);
  const svg = host.firstElementChild!;
  const attributes = Object.fromEntries(
    [...svg.attributes].map((a) => [a.name, a.name === 'class' ? a.value.split(' ').filter((c) => !c.startsWith('lucide')).join(' ') : a.value]),
  );
  if (attributes.class === '') delete attributes.class;
  return { tag: svg.tagName.toLowerCase(), attributes, shapes: svg.innerHTML };
}

const propCases: Record<string, string>[] = [{ 'aria-hidden': 'true', className: 'size-4' }, {}, { 'aria-label': 'Close', role: 'img' }];

/**
 * How a local icon and lucide-react's icon of the same name draw, decorative (with and without an
 * explicit aria-hidden) and labelled: [local, lucide] per case, for a test to compare (needs a DOM).
 */
export function drawnBesideLucide(name: string, local: unknown) {
  const original = lucide[name as keyof typeof lucide] as unknown as AnyIcon;
  if (!original) throw new Error(`lucide-react has no icon named ${name}`);
  return propCases.map((props) => [drawn(local as AnyIcon, props), drawn(original, props)] as const);
}

export { drawn as drawnIcon };
