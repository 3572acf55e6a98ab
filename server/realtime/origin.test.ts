import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, createOriginCheck } from './origin';

describe('origin check', () => {
  it('allows PUBLIC_URL’s origin, and localhost only outside production', () => {
    const production = createOriginCheck('https://site.example/', false);
    const development = createOriginCheck('https://site.example', true);
    expect(production('https://site.example')).toBe(true);
    expect(production('https://evil.example')).toBe(false);
    expect(production('http://localhost:5173')).toBe(false);
    expect(development('http://localhost:5173')).toBe(true);
    expect(development('http://127.0.0.1:3000')).toBe(true);
    expect(development('http://localhost.evil.example')).toBe(false);
    expect(development('null')).toBe(false);
    expect(production(undefined)).toBe(true);
  });
});

describe('clientAddress', () => {
  const request = (remote: string, forwarded?: string) =>
    ({
      socket: { remoteAddress: remote },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as IncomingMessage;

  it('uses the socket address unless proxies are trusted', () => {
    expect(clientAddress(request('10.0.0.1', '1.1.1.1'), 0)).toBe('10.0.0.1');
    expect(clientAddress(request('10.0.0.1', '6.6.6.6, 1.1.1.1'), 1)).toBe('1.1.1.1');
    expect(clientAddress(request('10.0.0.1', '6.6.6.6, 1.1.1.1'), 2)).toBe('6.6.6.6');
    expect(clientAddress(request('10.0.0.1', '1.1.1.1'), 5)).toBe('1.1.1.1');
  });
});
