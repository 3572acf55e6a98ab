import { Component, Suspense, type ReactNode } from 'react';

interface PartBoundaryProps {
  /** Names the part in the console when it fails. */
  name: string;
  /** What stands in its place once it has failed; nothing, for an optional extra. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Keeps one part of a page (a lazily loaded form, the realtime layer, the effects) from taking
 * the page down with it: if it throws, for instance because its code could not be fetched, it
 * is replaced by `fallback` and the error logged. Nothing stands in its place while its code
 * loads.
 */
export class PartBoundary extends Component<PartBoundaryProps> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`${this.props.name} failed and was switched off`, error);
  }

  render() {
    if (this.state.failed) return this.props.fallback ?? null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
