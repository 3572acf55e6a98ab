import {
  decodePeerMessage,
  encodePeerMessage,
  type BoardMessage,
  type PeerMessage,
} from './peer-message';
import { acceptsSignal, createSerialQueue, type PeerSignal } from './signal-rules';

/** The data channel's name (docs/product.md#realtime-protocol). */
const CHANNEL_LABEL = 'whiteboard';
/** How often 'hello' is repeated until the other side answers: the first send can be lost. */
const HELLO_RESEND_MS = 400;

export type LinkState = 'connecting' | 'open' | 'closed';

interface PeerLinkOptions {
  peerId: string;
  iceServers: RTCIceServer[];
  sendSignal(signal: PeerSignal): void;
  onMessage(message: BoardMessage): void;
  onStateChange(): void;
}

/** One peer of the mesh: its RTCPeerConnection and the 'whiteboard' data channel. */
export class PeerLink {
  readonly peerId: string;
  state: LinkState = 'connecting';
  private readonly pc: RTCPeerConnection;
  private channel: RTCDataChannel | null = null;
  private helloTimer: ReturnType<typeof setInterval> | undefined;
  private readonly enqueue = createSerialQueue();

  constructor(private readonly options: PeerLinkOptions) {
    this.peerId = options.peerId;
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers });
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate) options.sendSignal({ type: 'candidate', candidate: candidate.toJSON() });
    };
    this.pc.ondatachannel = ({ channel }) => {
      if (channel.label === CHANNEL_LABEL) this.attach(channel);
    };
    this.pc.onconnectionstatechange = () => {
      if (this.pc.connectionState === 'failed' || this.pc.connectionState === 'closed') {
        this.setState('closed');
      }
    };
  }

  get signalingState(): RTCSignalingState {
    return this.pc.signalingState;
  }

  /** The side that was told about the other one opens the channel and makes the offer. */
  call(): Promise<void> {
    return this.enqueue(async () => {
      this.attach(this.pc.createDataChannel(CHANNEL_LABEL));
      await this.pc.setLocalDescription(await this.pc.createOffer());
      const sdp = this.pc.localDescription?.sdp;
      if (sdp) this.options.sendSignal({ type: 'offer', sdp });
    });
  }

  /** Signals are handled strictly in arrival order: a candidate waits for its description. */
  handleSignal(signal: PeerSignal): Promise<void> {
    return this.enqueue(async () => {
      if (!acceptsSignal(signal.type, this.pc.signalingState, this.pc.remoteDescription !== null)) {
        return;
      }
      if (signal.type === 'candidate') {
        await this.pc.addIceCandidate(signal.candidate);
        return;
      }
      await this.pc.setRemoteDescription({ type: signal.type, sdp: signal.sdp });
      if (signal.type === 'offer') {
        await this.pc.setLocalDescription(await this.pc.createAnswer());
        const sdp = this.pc.localDescription?.sdp;
        if (sdp) this.options.sendSignal({ type: 'answer', sdp });
      }
    });
  }

  send(message: BoardMessage): boolean {
    if (this.state !== 'open' || this.channel?.readyState !== 'open') return false;
    try {
      this.channel.send(encodePeerMessage(message));
      return true;
    } catch {
      return false;
    }
  }

  close() {
    clearInterval(this.helloTimer);
    this.channel?.close();
    this.pc.close();
    this.setState('closed');
  }

  private attach(channel: RTCDataChannel) {
    this.channel = channel;
    const greet = () => {
      this.raw({ t: 'hello' });
      clearInterval(this.helloTimer);
      this.helloTimer = setInterval(() => this.raw({ t: 'hello' }), HELLO_RESEND_MS);
    };
    channel.onopen = greet;
    // The channel handed over by ondatachannel may already be open.
    if (channel.readyState === 'open') greet();
    channel.onclose = () => {
      clearInterval(this.helloTimer);
      this.setState('closed');
    };
    channel.onmessage = ({ data }) => this.receive(decodePeerMessage(data));
  }

  private receive(message: PeerMessage | null) {
    if (!message) return;
    if (message.t === 'hello') {
      this.raw({ t: 'ack' });
      this.confirm();
      return;
    }
    if (message.t === 'ack') {
      this.confirm();
      return;
    }
    this.confirm();
    this.options.onMessage(message);
  }

  /** Anything from the other side proves the channel works both ways. */
  private confirm() {
    clearInterval(this.helloTimer);
    this.setState('open');
  }

  private raw(message: PeerMessage) {
    if (this.channel?.readyState !== 'open') return;
    try {
      this.channel.send(encodePeerMessage(message));
    } catch {
      // A failing send is covered by the resend timer and the relay.
    }
  }

  private setState(state: LinkState) {
    if (this.state === state || this.state === 'closed') return;
    this.state = state;
    this.options.onStateChange();
  }
}
