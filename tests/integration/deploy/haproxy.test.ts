import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '#server/paths.ts';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../support/databases';
import { productionBuildReady } from '../support/production-server';
import { connectClient, type TestClient } from '../realtime/support/clients';
import { eventually, openDocPeer, waitFor, type DocPeer } from '../realtime/support/doc-clients';
import { TEST_REDIS_URL } from '../realtime/support/two-instances';

/**
 * The README's deployment as it runs: HAProxy with deploy/haproxy.cfg (sticky cookie, health
 * checks, redispatch) in front of two built instances on one PostgreSQL and one Redis. A page
 * and the socket (polling, then the upgrade) go through it; two visitors share a room from
 * different instances; one instance is killed outright and its visitor is back, on the other,
 * within 5 s, with what they typed meanwhile, and presence counts the two of them again.
 */
/** Debian installs it outside an ordinary user's PATH. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
const haproxyFound = spawnSync(HAPROXY, ['-v']).status === 0;
const buildReady = productionBuildReady('HAProxy deployment tests');
if (!haproxyFound) {
  console.warn(
    `\n${'#'.repeat(72)}\n# NO HAPROXY: the load balancer test (tests/integration/deploy) did NOT run.\n` +
      `# Install Debian's package and run again:  sudo apt-get install -y haproxy\n${'#'.repeat(72)}`,
  );
}
const available = haproxyFound && buildReady && Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
if (haproxyFound && !available) {
  console.warn(
    'NOTICE: no build, TEST_DATABASE_URL or TEST_REDIS_URL: the HAProxy test is skipped.',
  );
}

const SERVER_ENTRY = projectPath('build', 'server-entry', 'index.js');
const CONFIG = projectPath('deploy', 'haproxy.cfg');
const START_MS = 90_000;
/** What the issue asks of a visitor whose instance died. */
const BACK_WITHIN_MS = 5000;
/** The instances count a silent instance dead after this (10 s in production). */
const ALIVE_SECONDS = 2;
const PRESENCE_CONVERGE_MS = 15_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Process {
  child: ChildProcess;
  output(): string;
}

function start(command: string, args: string[], env: Record<string, string>): Process {
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

async function healthy(url: string, process: Process) {
  await eventually(
    `${url} healthy (${process.output()})`,
    async () => {
      if (process.child.exitCode !== null) throw new Error(`exited: ${process.output()}`);
      try {
        return (await fetch(`${url}/api/health`)).ok;
      } catch {
        return false;
      }
    },
    START_MS,
  );
}

describe.skipIf(!available)('behind HAProxy (deploy/haproxy.cfg): two instances', () => {
  let fresh: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const instances: Process[] = [];
  let balancer: Process | undefined;
  let url = '';
  const dataDirs: string[] = [];
  const clients: TestClient[] = [];
  const peers: DocPeer[] = [];

  beforeAll(
    async () => {
      fresh = await createPostgresDatabase();
      const [front, one, two] = [await freePort(), await freePort(), await freePort()];
      url = `http://127.0.0.1:${front}`;
      const shared = {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: fresh.url,
        REDIS_URL: TEST_REDIS_URL!,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        REALTIME_INSTANCE_ALIVE_SECONDS: String(ALIVE_SECONDS),
      };
      // One after the other: the first runs the migrations.
      for (const port of [one, two]) {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'haproxy-instance-'));
        dataDirs.push(dataDir);
        const instance = start(process.execPath, [SERVER_ENTRY], {
          ...shared,
          PORT: String(port),
          DATA_DIR: dataDir,
        });
        instances.push(instance);
        await healthy(`http://127.0.0.1:${port}`, instance);
      }
      balancer = start(HAPROXY, ['-db', '-f', CONFIG], {
        BIND_ADDR: `127.0.0.1:${front}`,
        APP1_ADDR: `127.0.0.1:${one}`,
        APP2_ADDR: `127.0.0.1:${two}`,
      });
      await healthy(url, balancer);
    },
    2 * START_MS + 30_000,
  );

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const peer of peers) peer.close();
    balancer?.child.kill('SIGTERM');
    const exits = instances.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else child.once('exit', () => resolve());
        }),
    );
    for (const { child } of instances) child.kill('SIGTERM');
    await Promise.all(exits);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await fresh?.drop();
  }, 30_000);

  it('serves a page and sets the sticky cookie', async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('set-cookie')).toMatch(/SERVERID=app[12]/);
    expect(await response.text()).toContain('<html');
  });

  it('opens a socket by polling and upgrades it to a WebSocket', async () => {
    const client = await connectClient(url, { room: '/haproxy' });
    clients.push(client);
    const engine = client.socket.io.engine;
    if (engine.transport.name !== 'websocket') {
      await new Promise<void>((resolve) => engine.once('upgrade', () => resolve()));
    }
    expect(engine.transport.name).toBe('websocket');
    // Still answered after the upgrade (the tunnel reaches the instance that holds the session).
    expect(await client.emitAck<{ ids: string[] }>('presence:request')).toEqual({
      ids: [client.id],
    });
  });

  it('a room shared across the instances survives one of them being killed', async () => {
    const room = `haproxy-${randomBytes(4).toString('hex')}`;
    const creator = await connectClient(url, { room: '/collab' });
    clients.push(creator);
    expect(await creator.emitAck('room:create', { room, isPrivate: false })).toMatchObject({
      success: true,
    });
    creator.close();
    // New sessions take turns (round robin): the two visitors land on different instances.
    const open = async () => {
      const peer = openDocPeer(url, `/collab/${room}`);
      peers.push(peer);
      await waitFor('synced', () => peer.provider.synced, START_MS);
      return peer;
    };
    const first = await open();
    const second = await open();
    first.text.insert(0, 'first ');
    await waitFor('shared', () => second.text.toJSON() === 'first ');

    // Kill the first instance; whichever visitor was on it is cut off and comes back.
    const [victim] = instances;
    const disconnects = new Map([
      [first, 0],
      [second, 0],
    ]);
    const dropped = new Promise<DocPeer>((resolve) => {
      for (const peer of [first, second]) {
        peer.client.onStatus((status) => {
          if (status !== 'disconnected') return;
          disconnects.set(peer, (disconnects.get(peer) ?? 0) + 1);
          resolve(peer);
        });
      }
    });
    victim!.child.kill('SIGKILL');
    const cutOff = await dropped;
    const stayed = cutOff === first ? second : first;
    const killedAt = Date.now();
    cutOff.text.insert(cutOff.text.length, 'typed while cut off');
    await waitFor('back', () => cutOff.client.status === 'connected', BACK_WITHIN_MS);
    expect(Date.now() - killedAt).toBeLessThan(BACK_WITHIN_MS);
    await waitFor('nothing lost', () => stayed.text.toJSON() === cutOff.text.toJSON());
    expect(stayed.text.toJSON()).toContain('typed while cut off');
    expect(stayed.text.toJSON()).toContain('first ');
    // The other visitor was on the other instance all along.
    expect(disconnects.get(stayed)).toBe(0);

    // Both on the surviving instance now: each sees exactly the two of them.
    await eventually(
      'presence',
      async () => {
        const [seenByStayed, seenByCutOff] = await Promise.all([
          stayed.client.requestPresence(),
          cutOff.client.requestPresence(),
        ]);
        const both = [stayed.client.id, cutOff.client.id].sort();
        return (
          JSON.stringify([...seenByStayed].sort()) === JSON.stringify(both) &&
          JSON.stringify([...seenByCutOff].sort()) === JSON.stringify(both)
        );
      },
      PRESENCE_CONVERGE_MS,
    );
  }, 60_000);
});
