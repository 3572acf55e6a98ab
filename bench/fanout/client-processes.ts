import { fork, type ChildProcess } from 'node:child_process';
import type { ClientPlan, FromClients, ToClients } from './protocol';

/**
 * The fan-out clients' processes, seen from the section: each is sent its plan, and every step
 * waits for all of them to report, failing with what went wrong (a report of failure, an exit,
 * or no report in time).
 */
const CLIENT_ENTRY = new URL('./client-process.ts', import.meta.url);

type Report<T extends FromClients['type']> = Extract<FromClients, { type: T }>;

class ClientProcess {
  private readonly child: ChildProcess;
  private readonly inbox: FromClients[] = [];
  private waiter: (() => void) | null = null;
  private exited = false;

  constructor(plan: ClientPlan) {
    // The bench itself runs under tsx; its child needs the same loader for TypeScript.
    this.child = fork(CLIENT_ENTRY, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: FromClients) => {
      this.inbox.push(message);
      this.waiter?.();
    });
    this.child.once('exit', () => {
      this.exited = true;
      this.waiter?.();
    });
    this.post({ type: 'plan', plan });
  }

  post(message: ToClients) {
    this.child.send(message);
  }

  async next<T extends FromClients['type']>(type: T, timeoutMs: number): Promise<Report<T>> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const message = this.inbox.shift();
      if (message?.type === 'failed')
        throw new Error(`A client process failed: ${message.message}`);
      if (message?.type === type) return message as Report<T>;
      if (message) continue;
      if (this.exited) throw new Error(`A client process exited before '${type}'`);
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`A client process did not report '${type}' in time`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
  }

  stop() {
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

export class ClientProcesses {
  private readonly processes: ClientProcess[];

  constructor(plans: ClientPlan[]) {
    this.processes = plans.map((plan) => new ClientProcess(plan));
  }

  broadcast(message: ToClients) {
    for (const process of this.processes) process.post(message);
  }

  all<T extends FromClients['type']>(type: T, timeoutMs: number): Promise<Report<T>[]> {
    return Promise.all(this.processes.map((process) => process.next(type, timeoutMs)));
  }

  stop() {
    for (const process of this.processes) process.stop();
  }
}
