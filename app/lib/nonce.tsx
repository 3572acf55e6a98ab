import { createContext, useContext } from 'react';

/**
 * The request's CSP nonce, provided by entry.server.tsx. In the browser it is '' (React keeps
 * the server-rendered attribute; browsers hide nonce values from the DOM anyway).
 */
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
