import type { PeerSignal } from '#common/realtime/contract.ts';

/** A WebRTC signal as it travels through the server (docs/product.md#realtime-protocol `webrtc:signal`). */
export type { PeerSignal };

/**
 * docs/product.md#rooms-and-access: offers, answers and candidates arriving in the wrong signalling state are ignored.
 * An offer needs a stable connection, an answer our pending offer, a candidate a remote
 * description to belong to.
 */
export function acceptsSignal(
  type: PeerSignal['type'],
  signalingState: RTCSignalingState,
  hasRemoteDescription: boolean,
): boolean {
  switch (type) {
    case 'offer':
      return signalingState === 'stable';
    case 'answer':
      return signalingState === 'have-local-offer';
    case 'candidate':
      return hasRemoteDescription && signalingState !== 'closed';
  }
}

/**
 * When both sides offered at once, the side with the smaller id gives way (starts afresh and
 * answers); the other ignores the colliding offer. Every pair agrees without talking.
 */
export function yieldsOnCollision(selfId: string, peerId: string): boolean {
  return selfId < peerId;
}

/** Runs async tasks one after another, in arrival order, even when one of them fails. */
export function createSerialQueue() {
  let tail: Promise<void> = Promise.resolve();
  return (task: () => Promise<void>): Promise<void> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
