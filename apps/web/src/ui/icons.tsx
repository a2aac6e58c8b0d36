import type { ReactElement, SVGProps } from 'react';

/*
 * The page frame's icons (header, menu, theme switch, notices, toasts) as plain SVG components.
 * lucide-react's runtime (its Icon, context and attribute helpers) cost ~3 KB gzip in the entry
 * script that every visit loads, which the landing page's budget has no room for (W2-C §2); pages
 * keep using lucide-react. Lint keeps lucide-react out of the frame and the landing page.
 *
 * The shapes are Lucide's (https://lucide.dev), drawn the way lucide-react draws them:
 *
 * ISC License
 *
 * Copyright (c) 2026 Lucide Icons and Contributors
 *
 * Permission to use, copy, modify, and/or distribute this software for any
 * purpose with or without fee is hereby granted, provided that the above
 * copyright notice and this permission notice appear in all copies.
 *
 * THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES
 * WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
 * MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR
 * ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
 * WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
 * ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
 * OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
 *
 * (x, menu, moon, sun and arrow-left derive from Feather, MIT License, Copyright (c) 2013-present Cole Bemis.)
 */

export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => ReactElement;

/** One shape of an icon: a path's `d`, or a circle. */
export type IconShape = string | { cx: number; cy: number; r: number };

/** Like lucide-react: decorative (aria-hidden) unless the caller gives it a name or a role. */
const isLabelled = (props: IconProps) =>
  Object.entries(props).some(([key, value]) => value != null && (key.startsWith('aria-') || key === 'role' || key === 'title'));

/** A 24×24 stroked icon with lucide-react's attributes (size, stroke, line caps and joins). */
export function svgIcon(shapes: readonly IconShape[]): Icon {
  return function SvgIcon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={isLabelled(props) ? undefined : 'true'}
        {...props}
      >
        {shapes.map((shape) => (typeof shape === 'string' ? <path key={shape} d={shape} /> : <circle key={`${shape.cx} ${shape.cy}`} {...shape} />))}
      </svg>
    );
  };
}

export const X = svgIcon(['M18 6 6 18', 'm6 6 12 12']);
export const Menu = svgIcon(['M4 5h16', 'M4 12h16', 'M4 19h16']);
export const UserRound = svgIcon([{ cx: 12, cy: 8, r: 5 }, 'M20 21a8 8 0 0 0-16 0']);
export const Moon = svgIcon(['M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401']);
export const Sun = svgIcon([
  { cx: 12, cy: 12, r: 4 },
  'M12 2v2',
  'M12 20v2',
  'm4.93 4.93 1.41 1.41',
  'm17.66 17.66 1.41 1.41',
  'M2 12h2',
  'M20 12h2',
  'm6.34 17.66-1.41 1.41',
  'm19.07 4.93-1.41 1.41',
]);
export const ArrowLeft = svgIcon(['m12 19-7-7 7-7', 'M19 12H5']);
export const MessageCircle = svgIcon([
  'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
]);
