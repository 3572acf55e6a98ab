import { Component, Suspense, type ReactNode } from 'react';

/**
 * Keeps an optional extra (the lazily loaded realtime layer, the effects) from taking the page
 * down with it: if it throws, it is dropped and the error logged. Nothing stands in its place
 * while its code loads.
 */
export class SilentBoundary extends Component<{ name: string; children: ReactNode }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`${this.props.name} failed and was switched off`, error);
  }

  render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
