import { lazy, type ComponentType } from 'react';

type Loaded<Props> = { default: ComponentType<Props> };

/**
 * A thenable that hands over its value at once, so React.lazy renders without suspending.
 * (React only calls its `then`; the type says Promise because React.lazy's does.)
 */
function alreadyLoaded<Props>(value: Loaded<Props>): Promise<Loaded<Props>> {
  const thenable: PromiseLike<Loaded<Props>> = {
    then: (onFulfilled) => onFulfilled?.(value) as never,
  };
  return thenable as Promise<Loaded<Props>>;
}

/**
 * A component whose code comes in a chunk of its own, like React.lazy, but asked for as soon as
 * this module runs (in parallel with the page's hydration, not in its first download) and
 * rendered at once, without suspending, once it has arrived: for a part the visitor may call up
 * right after the page shows (React.lazy alone would fetch it only then, and suspend even when
 * the code is already there, so the keys typed meanwhile would be lost).
 */
export function preloadedLazy<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: Loaded<Props> | undefined;
  let loading: Promise<Loaded<Props>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined; // the next render asks again
        throw error;
      },
    ));
  // A failure here is met again, and reported, by the render that needs the component.
  start().catch(() => {});
  return lazy(() => (loaded ? alreadyLoaded(loaded) : start()));
}
