import type { BoardMessage } from './peer-message';
import { PeerLink } from './peer-link';
import type { PeerSignal } from './signal-rules';
import { yieldsOnCollision } from './signal-rules';
import type { BoardLink } from './stroke-store';

/** A direct channel not open by then is given up for the server relay. */
const DIRECT_CHANNEL_TIMEOUT_MS = 6000;

/** What the mesh needs from the room socket (signalling and relay). */
interface MeshTransport {
  selfId: string;
  sendReady(): void;
  sendSignal(to: string, signal: PeerSignal): void;
  sendRelay(message: BoardMessage): void;
  onReady(listener: (from: string) => void): () => void;
  onSignal(listener: (from: string, signal: PeerSignal) => void): () => void;
  onRelay(listener: (from: string, message: BoardMessage) => void): () => void;
  onPeerLeave(listener: (id: string) => void): () => void;
}

export interface MeshStats {
  direct: number;
  relayed: number;
}

interface MeshOptions {
  transport: MeshTransport;
  iceServers: RTCIceServer[];
  /** Never open direct channels: everything goes through the server (strict firewalls, tests). */
  forceRelay: boolean;
  onStats(stats: MeshStats): void;
}

/**
 * The whiteboard's peer-to-peer mesh: one RTCPeerConnection per peer, with the server relay
 * for every peer whose direct channel is not open. A relayed copy from a peer whose channel is
 * open is ignored, so nothing is drawn twice.
 */
export class PeerMesh implements BoardLink {
  /** Everybody heard of through signalling or the relay, direct or not. */
  private readonly known = new Set<string>();
  private readonly links = new Map<string, PeerLink>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<(message: BoardMessage) => void>();
  private readonly unsubscribe: (() => void)[] = [];

  constructor(private readonly options: MeshOptions) {
    const { transport } = options;
    this.unsubscribe.push(
      transport.onReady((from) => this.onReady(from)),
      transport.onSignal((from, signal) => void this.signal(from, signal)),
      transport.onRelay((from, message) => {
        this.learn(from);
        if (this.links.get(from)?.state === 'open') return;
        this.emit(message);
      }),
      transport.onPeerLeave((id) => this.drop(id)),
    );
    // Peer setup runs once access is granted (docs/product.md#rooms-and-access): the mesh is created only then.
    transport.sendReady();
  }

  send(message: BoardMessage): void {
    let everyoneDirect = this.known.size > 0;
    for (const id of this.known) {
      if (!this.links.get(id)?.send(message)) everyoneDirect = false;
    }
    if (!everyoneDirect) this.options.transport.sendRelay(message);
  }

  onMessage(listener: (message: BoardMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  destroy() {
    for (const stop of this.unsubscribe) stop();
    for (const id of [...this.known]) this.drop(id);
    this.listeners.clear();
  }

  private emit(message: BoardMessage) {
    for (const listener of this.listeners) listener(message);
  }

  private learn(peerId: string): boolean {
    if (peerId === this.options.transport.selfId || this.known.has(peerId)) return false;
    this.known.add(peerId);
    this.stats();
    return true;
  }

  /** A newcomer announced itself: whoever is already here calls it. */
  private onReady(peerId: string) {
    if (peerId === this.options.transport.selfId) return;
    const isNew = this.learn(peerId);
    if (this.options.forceRelay) {
      // Announce ourselves once in return, so the newcomer knows to relay to us.
      if (isNew) this.options.transport.sendReady();
      return;
    }
    const existing = this.links.get(peerId);
    if (existing && existing.state !== 'closed') return;
    const link = this.replace(peerId);
    void link.call().catch(() => this.stats());
  }

  private async signal(from: string, signal: PeerSignal) {
    this.learn(from);
    if (this.options.forceRelay) return;
    let link = this.links.get(from);
    if (signal.type === 'offer') {
      const colliding = link !== undefined && link.signalingState !== 'stable';
      if (!link || link.state === 'closed') link = this.replace(from);
      else if (colliding && yieldsOnCollision(this.options.transport.selfId, from)) {
        link = this.replace(from);
      }
    }
    if (!link) return;
    await link.handleSignal(signal).catch(() => this.stats());
  }

  private replace(peerId: string): PeerLink {
    this.closeLink(peerId);
    const link = new PeerLink({
      peerId,
      iceServers: this.options.iceServers,
      sendSignal: (signal) => this.options.transport.sendSignal(peerId, signal),
      onMessage: (message) => this.emit(message),
      onStateChange: () => this.stats(),
    });
    this.links.set(peerId, link);
    this.timers.set(
      peerId,
      setTimeout(() => {
        if (link.state === 'connecting') link.close();
      }, DIRECT_CHANNEL_TIMEOUT_MS),
    );
    this.stats();
    return link;
  }

  private closeLink(peerId: string) {
    clearTimeout(this.timers.get(peerId));
    this.timers.delete(peerId);
    this.links.get(peerId)?.close();
    this.links.delete(peerId);
  }

  private drop(peerId: string) {
    this.closeLink(peerId);
    if (this.known.delete(peerId)) this.stats();
  }

  private stats() {
    let direct = 0;
    for (const id of this.known) if (this.links.get(id)?.state === 'open') direct += 1;
    this.options.onStats({ direct, relayed: this.known.size - direct });
  }
}
