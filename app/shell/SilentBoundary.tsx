import { Component, type ReactNode } from 'react';

/**
 * Keeps an optional extra (the lazily loaded realtime layer, the effects) from taking the page
 * down with it: if it throws, it is dropped and the error logged.
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
    return this.state.failed ? null : this.props.children;
  }
}
