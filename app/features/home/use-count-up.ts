import { useEffect, useState, type RefObject } from 'react';
import { STAT_COUNTER_STEPS, COUNTER_STEP_MS, counterValue } from './counter';

const VISIBLE_SHARE = 0.4;

/**
 * docs/product.md#content-and-fallback, docs/product.md#business-constants: counts from 0 up to `target` in 60 steps over 2 s once the element scrolls into
 * view. The server renders the final value (right without JavaScript); visitors who ask for
 * reduced motion keep seeing it.
 */
export function useCountUp(target: number, ref: RefObject<HTMLElement | null>): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setInterval> | undefined;
    // The observer reports the element's visibility at once: off screen it waits at 0.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) {
          if (timer === undefined) setValue(0);
          return;
        }
        observer.disconnect();
        let step = 0;
        setValue(0);
        timer = setInterval(() => {
          step += 1;
          setValue(counterValue(target, step));
          if (step >= STAT_COUNTER_STEPS) clearInterval(timer);
        }, COUNTER_STEP_MS);
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
      setValue(target);
    };
  }, [target, ref]);

  return value;
}
