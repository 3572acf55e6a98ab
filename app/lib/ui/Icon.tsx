import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

/**
 * The site's icons: lucide's drawings (the `lucide` package is only data, [element, attributes]
 * pairs on a 24 × 24 grid, one module per icon, so each lands in the bundle of the page that
 * uses it) drawn by this one small component. lucide-react's own component brought ≈ 1.8 kB
 * (gzip) of general machinery to every page's first load.
 */
export type IconDrawing = IconNode;

export interface IconProps extends SVGProps<SVGSVGElement> {
  drawing: IconDrawing;
  size?: number | string;
}

export function Icon({ drawing, size = 24, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      // Decorative unless named: the control around an icon carries the words.
      aria-hidden={props['aria-label'] ? undefined : true}
      {...props}
    >
      {drawing.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
