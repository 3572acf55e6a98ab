import type { BoardMessage } from './peer-message';
import type { BoardLink } from './stroke-store';

/**
 * A stable BoardLink for the whiteboard whose underlying mesh can change (a reconnect makes a
 * new one) without re-rendering or re-subscribing the canvas.
 */
export class SwitchableLink implements BoardLink {
  private target: BoardLink | null = null;
  private detach: (() => void) | undefined;
  private readonly listeners = new Set<(message: BoardMessage) => void>();

  use(target: BoardLink | null) {
    this.detach?.();
    this.detach = undefined;
    this.target = target;
    if (target) {
      this.detach = target.onMessage((message) => {
        for (const listener of this.listeners) listener(message);
      });
    }
  }

  send(message: BoardMessage): void {
    this.target?.send(message);
  }

  onMessage(listener: (message: BoardMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
