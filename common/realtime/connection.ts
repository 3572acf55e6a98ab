export const SOCKET_CONNECT_TIMEOUT_MS = 10_000;

const SOCKET_RECONNECT_ATTEMPTS = 5;

const SOCKET_RECONNECT_DELAY_MS = 1000;

const SOCKET_RECONNECT_DELAY_MAX_MS = 5000;

const SOCKET_TRANSPORTS = ['polling', 'websocket'] as const;

/**
 * docs/product.md#realtime-protocol, the client connection of docs/product.md#business-constants: polling first then websocket, credentials included,
 * 10 s connect timeout, 5 reconnect attempts with a delay from 1 s up to 5 s. Spread into
 * socket.io-client's `io(url, {...SOCKET_CLIENT_OPTIONS, query, auth})`.
 */
export const SOCKET_CLIENT_OPTIONS: {
  transports: string[];
  withCredentials: boolean;
  timeout: number;
  reconnection: boolean;
  reconnectionAttempts: number;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
} = {
  transports: [...SOCKET_TRANSPORTS],
  withCredentials: true,
  timeout: SOCKET_CONNECT_TIMEOUT_MS,
  reconnection: true,
  reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
  reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
  reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
};
