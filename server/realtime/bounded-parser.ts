import { Decoder, Encoder, PacketType } from 'socket.io-parser';

/**
 * Binary attachments one inbound packet may announce. Every binary payload of the contract
 * carries one (`docMessageSchema` in common/realtime/payloads.ts); Socket.IO's own default
 * (10) would let a packet pin nine 1 MB frames while it waits for the tenth.
 */
export const SOCKET_PACKET_ATTACHMENTS_MAX = 1;
/**
 * How long a binary packet may wait for its attachments after its header arrived: a 1 MB
 * attachment (the message limit) over a 1 Mbit/s uplink takes 8 s.
 */
const INCOMPLETE_PACKET_MAX_MS = 10_000;

export interface BoundedParserOptions {
  /** INCOMPLETE_PACKET_MAX_MS unless a test shortens it. */
  incompletePacketMaxMs?: number;
}

/** The header of a packet whose attachments follow as separate frames ('5…' or '6…'). */
function announcesAttachments(chunk: unknown): boolean {
  return (
    typeof chunk === 'string' &&
    (chunk.startsWith(String(PacketType.BINARY_EVENT)) ||
      chunk.startsWith(String(PacketType.BINARY_ACK)))
  );
}

/**
 * Socket.IO's own parser (socket.io-parser, the one Socket.IO installs; handed in as the
 * `parser` server option) with two bounds on what an unfinished packet may hold: at most
 * SOCKET_PACKET_ATTACHMENTS_MAX attachments (more, and the decoder throws, which Socket.IO
 * answers by closing the connection), and at most `incompletePacketMaxMs` to send them. Past
 * that the buffered frames are let go and the decoder reports a CONNECT_ERROR packet, which
 * only a server may send: Socket.IO takes it for the protocol violation it stands for and
 * closes the connection.
 */
export function createBoundedParser({
  incompletePacketMaxMs = INCOMPLETE_PACKET_MAX_MS,
}: BoundedParserOptions = {}) {
  class BoundedDecoder extends Decoder {
    private deadline: NodeJS.Timeout | undefined;

    constructor() {
      super({ maxAttachments: SOCKET_PACKET_ATTACHMENTS_MAX });
      this.on('decoded', () => this.clearDeadline());
    }

    override add(chunk: unknown): void {
      super.add(chunk);
      if (announcesAttachments(chunk)) this.startDeadline();
    }

    override destroy(): void {
      this.clearDeadline();
      super.destroy();
    }

    private startDeadline() {
      this.clearDeadline();
      this.deadline = setTimeout(() => {
        this.deadline = undefined;
        super.destroy();
        this.emitReserved('decoded', {
          type: PacketType.CONNECT_ERROR,
          nsp: '/',
          data: { message: 'Incomplete packet' },
        });
      }, incompletePacketMaxMs);
      this.deadline.unref();
    }

    private clearDeadline() {
      if (this.deadline === undefined) return;
      clearTimeout(this.deadline);
      this.deadline = undefined;
    }
  }
  return { Encoder, Decoder: BoundedDecoder };
}
