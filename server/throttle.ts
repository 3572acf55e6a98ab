/** Returns a function that runs `fn` at most once per `intervalMs`; other calls are dropped. */
export function throttleLeading<A extends unknown[]>(
  intervalMs: number,
  fn: (...args: A) => void,
  now: () => number = Date.now,
): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args) => {
    const time = now();
    if (time - last < intervalMs) return;
    last = time;
    fn(...args);
  };
}
