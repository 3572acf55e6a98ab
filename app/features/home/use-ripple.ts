import { useEffect, useState, type MouseEvent } from 'react';

export const CONTACT_RIPPLE_MS = 600;

export interface Ripple {
  id: number;
  x: number;
  y: number;
}

/**
 * docs/product.md#content-and-fallback: a ripple from where the button was pressed (its centre for a keyboard press),
 * removed after 600 ms. Reduced motion hides the animation in CSS; the timing stays the same.
 */
export function useRipple() {
  const [ripple, setRipple] = useState<Ripple | null>(null);

  useEffect(() => {
    if (!ripple) return;
    const timer = setTimeout(() => setRipple(null), CONTACT_RIPPLE_MS);
    return () => clearTimeout(timer);
  }, [ripple]);

  function start(event: MouseEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const fromPointer = event.clientX !== 0 || event.clientY !== 0;
    setRipple({
      id: Date.now(),
      x: fromPointer ? event.clientX - box.left : box.width / 2,
      y: fromPointer ? event.clientY - box.top : box.height / 2,
    });
  }

  return { ripple, start };
}
