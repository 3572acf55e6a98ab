import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_PATH, PREVIEW_READY_TYPE, PREVIEW_RENDER_TYPE } from '#common/preview-protocol.ts';
import { previewRouter } from './preview';

describe('preview frame document', () => {
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let base = '';

  beforeAll(async () => {
    const app = express();
    app.use(PREVIEW_PATH, previewRouter());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is served with its own sandboxing policy that allows inline scripts and no fetching', async () => {
    const response = await fetch(`${base}${PREVIEW_PATH}`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'unsafe-inline'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('speaks the same message types as the editor page', async () => {
    const body = await (await fetch(`${base}${PREVIEW_PATH}`)).text();
    expect(body).toContain(`'${PREVIEW_RENDER_TYPE}'`);
    expect(body).toContain(`'${PREVIEW_READY_TYPE}'`);
  });
});
