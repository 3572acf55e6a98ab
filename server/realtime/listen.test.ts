import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logger';
import { InFlightWork } from './in-flight';
import { listen, SOCKET_PENDING_EVENTS_MAX } from './listen';
import type { ServerSocket } from './types';

function fakeSocket() {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  const disconnect = vi.fn();
  const socket = {
    connected: true,
    data: { clientAddress: '203.0.113.9' },
    disconnect,
    on: (event: string, listener: (...args: unknown[]) => void) => listeners.set(event, listener),
  } as unknown as ServerSocket;
  return {
    socket,
    disconnect,
    emit: (event: string, ...args: unknown[]) => listeners.get(event)?.(...args),
  };
}
const logger = { error: vi.fn(), warn: vi.fn() } as unknown as Logger;
const deps = { logger, inFlight: new InFlightWork() };

describe('listen', () => {
  it("handles one socket's events one at a time, in the order they came", async () => {
    const { socket, emit } = fakeSocket();
    const handled: number[] = [];
    let running = 0;
    let overlapped = false;
    listen(socket, deps, 'work', async (payload) => {
      running += 1;
      overlapped ||= running > 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      handled.push(payload as number);
      running -= 1;
    });
    for (let n = 0; n < 20; n++) emit('work', n);
    await vi.waitFor(() => expect(handled).toHaveLength(20));
    expect(handled).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(overlapped).toBe(false);
  });

  it('disconnects a socket whose backlog passes the bound, and still handles what was queued', async () => {
    const { socket, disconnect, emit } = fakeSocket();
    let handledCount = 0;
    listen(socket, deps, 'create', () => void handledCount++);
    for (let n = 0; n < SOCKET_PENDING_EVENTS_MAX + 10; n++) emit('create', {});
    expect(disconnect).toHaveBeenCalledWith(true);
    await vi.waitFor(() => expect(handledCount).toBe(SOCKET_PENDING_EVENTS_MAX));
  });

  it('logs a handler that throws and answers with the failure', async () => {
    const { socket, emit } = fakeSocket();
    listen(socket, deps, 'boom', () => {
      throw new Error('broken');
    });
    const ack = vi.fn();
    emit('boom', {}, ack);
    await vi.waitFor(() => expect(ack).toHaveBeenCalledWith({ message: 'Something went wrong' }));
    expect(logger.error).toHaveBeenCalled();
  });

  it('counts queued events as in flight until they are handled (a shutdown waits for them)', async () => {
    const { socket, emit } = fakeSocket();
    const inFlight = new InFlightWork();
    let handledCount = 0;
    listen(socket, { logger, inFlight }, 'slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      handledCount += 1;
    });
    for (let n = 0; n < 5; n++) emit('slow', n);
    expect(inFlight.size).toBeGreaterThan(0);
    expect(await inFlight.drain(5000)).toBe(true);
    expect(handledCount).toBe(5);
  });
});
